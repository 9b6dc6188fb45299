import { useEffect, useRef, useState } from 'react';
import type { CnpjRecord, PostalAddress } from '../domain/company.schema';
import { CNPJ_LOOKUP_DEBOUNCE_MS, POSTAL_LOOKUP_DEBOUNCE_MS } from '../domain/debounce';
import { CNPJ_LENGTH, isValidCnpj, onlyDigits, POSTAL_CODE_LENGTH } from '../domain/documents';
import { api } from './api-client';
import { useDebouncedQuery } from './use-debounced-query';

// The postal-code and company-document lookups of the forms (doc 1 §5, §7.2, §9; doc 2 §5). Both
// calls are quiet: a code the registry does not know is an ordinary situation, told next to the
// field. Delays: src/domain/debounce.ts; the asking itself: use-debounced-query.ts.

export type LookupStatus = 'idle' | 'searching' | 'found' | 'notFound';

/** GET /search/cep/{code} */
export const fetchPostalAddress = (code: string, signal?: AbortSignal) =>
  api.get<PostalAddress>(`/search/cep/${encodeURIComponent(code)}`, { quiet: true, signal });

/** GET /search/cnpj/{document} */
export const fetchCnpjRecord = (document: string, signal?: AbortSignal) =>
  api.get<CnpjRecord>(`/search/cnpj/${encodeURIComponent(document)}`, { quiet: true, signal });

/** doc 1 §5: a postal code is looked up at exactly 8 digits. */
export const postalKey = (value: string): string | null => {
  const digits = onlyDigits(value);
  return digits.length === POSTAL_CODE_LENGTH ? digits : null;
};

/** doc 1 §5, doc 2 §5: "a valid 14-digit CNPJ triggers a company lookup". */
export const cnpjKey = (value: string): string | null => {
  const digits = onlyDigits(value);
  return digits.length === CNPJ_LENGTH && isValidCnpj(digits) ? digits : null;
};

export interface LookupTarget<T> {
  onFound: (value: T, key: string) => void;
  /** the key was complete and is not any more, or the registry does not know it: empty what the lookup fills */
  onCleared: () => void;
}

/**
 * A debounced lookup of `key` (null = nothing to look up) that writes its answer into a form.
 * `initialKey` is the key the form started with (a record on file): it counts as looked up, so
 * opening a record changes nothing. A key that stops being complete, or that the registry does not
 * know, calls `onCleared`.
 */
export function useDebouncedLookup<T>(
  key: string | null,
  initialKey: string | null,
  lookup: { name: string; fetcher: (key: string, signal: AbortSignal) => Promise<T>; delayMs: number },
  target: LookupTarget<T>,
) {
  const [resolved, setResolved] = useState<string | null>(initialKey);
  const [outcome, setOutcome] = useState<Exclude<LookupStatus, 'searching'>>('idle');
  const targetRef = useRef(target);
  targetRef.current = target;
  const query = useDebouncedQuery({
    // a key already in the form is not asked again
    key: key !== resolved ? key : null,
    delayMs: lookup.delayMs,
    queryKey: (code) => ['lookup', lookup.name, code],
    queryFn: lookup.fetcher,
  });

  // A key that stops being complete releases what the lookup filled.
  useEffect(() => {
    if (key !== null || resolved === null) return;
    setResolved(null);
    setOutcome('idle');
    targetRef.current.onCleared();
  }, [key, resolved]);

  // The settled answer for the key now typed fills the form (or empties it: not found).
  useEffect(() => {
    if (key === null || query.key !== key || query.isFetching) return;
    if (query.isSuccess) targetRef.current.onFound(query.data, key);
    else if (query.isError) targetRef.current.onCleared();
    else return;
    setResolved(key);
    setOutcome(query.isSuccess ? 'found' : 'notFound');
  }, [key, query.key, query.isFetching, query.isSuccess, query.isError, query.data]);

  return {
    status: query.key !== null && query.isFetching ? ('searching' as const) : outcome,
    /** the key whose answer the form holds (or the initial key) */
    resolved,
    /** counts `value` as looked up (another lookup already filled what this one would) */
    markResolved: (value: string) => {
      setResolved(value);
      setOutcome('idle');
    },
  };
}

/**
 * doc 2 §5 / doc 1 §5 postal code: 8 digits are looked up (300 ms) and fill the address; otherwise
 * the address fields are cleared and locked. `locked` is true until the current 8-digit code is
 * looked up (a code the registry does not know unlocks the fields for typing).
 */
export function usePostalCodeLookup(
  postalCode: string,
  initialCode: string | null,
  target: LookupTarget<PostalAddress>,
) {
  const key = postalKey(postalCode);
  const lookup = useDebouncedLookup(
    key,
    initialCode ? postalKey(initialCode) : null,
    { name: 'postal-code', fetcher: fetchPostalAddress, delayMs: POSTAL_LOOKUP_DEBOUNCE_MS },
    target,
  );
  const locked = key === null || key !== lookup.resolved || lookup.status === 'searching';
  return { ...lookup, locked };
}

/**
 * doc 2 §5 customer form: a valid 14-digit CNPJ looks the company up (name, address, e-mail, phone);
 * otherwise those fields are cleared; with a valid CNPJ the company fields are locked (`locked`;
 * a CNPJ the registry does not know leaves them open for typing).
 */
export function useCnpjLookup(
  document: string,
  initialDocument: string | null,
  target: LookupTarget<CnpjRecord>,
) {
  const key = cnpjKey(document);
  const lookup = useDebouncedLookup(
    key,
    initialDocument ? cnpjKey(initialDocument) : null,
    { name: 'cnpj', fetcher: fetchCnpjRecord, delayMs: CNPJ_LOOKUP_DEBOUNCE_MS },
    target,
  );
  const locked =
    key !== null &&
    (lookup.status === 'searching' || (key === lookup.resolved && lookup.status !== 'notFound'));
  return { ...lookup, locked };
}
