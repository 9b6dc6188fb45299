import { hashKey, type QueryKey, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

// The one way the console asks the platform as the user types (searches and lookups, doc 1 §5,
// §9): the key waits `delayMs` after its last change, then a TanStack query asks for it. The query
// cancels a superseded call through its signal and caches answers; clearing the key (null) stops
// asking at once, with no wait. Delays: src/domain/debounce.ts.

export interface DebouncedQueryOptions<K, T> {
  /** what to ask for; null: nothing to ask (the query is switched off at once) */
  key: K | null;
  /** how long the key must stay unchanged before it is asked for (0: at once) */
  delayMs: number;
  queryKey: (key: K) => QueryKey;
  queryFn: (key: K, signal: AbortSignal) => Promise<T>;
  /** what to show while the next key's answer loads (search lists: the previous answer) */
  placeholderData?: (
    previous: T | undefined,
    previousQuery: { queryKey: QueryKey } | undefined,
  ) => T | undefined;
  refetchInterval?: false | number;
}

/** The key once it stopped changing for `delayMs`; null (nothing to ask) passes at once. */
export function useDebouncedKey<K>(key: K | null, delayMs: number): K | null {
  const [settled, setSettled] = useState<K | null>(key);
  const hash = key === null ? null : hashKey([key]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `hash` stands for the key's content
  useEffect(() => {
    if (key === null || delayMs <= 0) {
      setSettled(key);
      return;
    }
    const timer = setTimeout(() => setSettled(key), delayMs);
    return () => clearTimeout(timer);
  }, [hash, delayMs]);
  return key === null || delayMs <= 0 ? key : settled;
}

const NOTHING_ASKED: QueryKey = ['debounced-query', 'nothing asked'];

/**
 * A TanStack query of the debounced `key`. Besides the query's result, `key` tells which key the
 * query is asking for now (the debounced one; null while there is nothing to ask), and `askNow`
 * asks for a key at once, through the same cache (a scanner's Enter comes before the debounce).
 */
export function useDebouncedQuery<K, T>(options: DebouncedQueryOptions<K, T>) {
  const key = useDebouncedKey(options.key, options.delayMs);
  const { placeholderData } = options;
  const query = useQuery<T, Error, T, QueryKey>({
    queryKey: key === null ? NOTHING_ASKED : options.queryKey(key),
    queryFn: ({ signal }) => options.queryFn(key as K, signal),
    enabled: key !== null,
    placeholderData:
      key === null || !placeholderData
        ? undefined
        : // `as never`: TanStack guards against T being a function; an answer never is
          (previous, previousQuery) => placeholderData(previous, previousQuery) as never,
    refetchInterval: options.refetchInterval,
  });
  const client = useQueryClient();
  const askNow = (now: K) =>
    client.fetchQuery({
      queryKey: options.queryKey(now),
      queryFn: ({ signal }) => options.queryFn(now, signal),
    });
  return { ...query, key, askNow };
}
