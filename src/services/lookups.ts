import { useEffect, useRef, useState } from 'react';
import type { CnpjRecord, PostalAddress } from '../domain/company.schema';
import { CNPJ_LENGTH, isValidCnpj, onlyDigits, POSTAL_CODE_LENGTH } from '../domain/documents';
import { api } from './api-client';

// The postal-code and company-document lookups of the forms (doc 1 §5, §7.2, §9; doc 2 §5). Both
// calls are quiet: a code the registry does not know is an ordinary situation, told next to the
// field. doc 1 §9: postal lookup debounce 300 ms.

export const LOOKUP_DEBOUNCE_MS = 300;

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
 * A debounced lookup of `key` (null = nothing to look up). `initialKey` is the key the form started
 * with (a record on file): it counts as looked up, so opening a record changes nothing. A key that
 * stops being complete, or that the registry does not know, calls `onCleared`.
 */
export function useDebouncedLookup<T>(
  key: string | null,
  initialKey: string | null,
  fetcher: (key: string, signal: AbortSignal) => Promise<T>,
  target: LookupTarget<T>,
  delay = LOOKUP_DEBOUNCE_MS,
) {
  const [status, setStatus] = useState<LookupStatus>('idle');
  const [resolved, setResolved] = useState<string | null>(initialKey);
  const targetRef = useRef(target);
  targetRef.current = target;
  const fetcherRef = useRef(fetcher);
  fetcherRef.current = fetcher;

  useEffect(() => {
    if (key === null) {
      if (resolved !== null) {
        setResolved(null);
        setStatus('idle');
        targetRef.current.onCleared();
      }
      return;
    }
    if (key === resolved) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      setStatus('searching');
      fetcherRef.current(key, controller.signal).then(
        (value) => {
          if (controller.signal.aborted) return;
          targetRef.current.onFound(value, key);
          setResolved(key);
          setStatus('found');
        },
        () => {
          if (controller.signal.aborted) return;
          targetRef.current.onCleared();
          setResolved(key);
          setStatus('notFound');
        },
      );
    }, delay);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [key, resolved, delay]);

  return {
    status,
    /** the key whose answer the form holds (or the initial key) */
    resolved,
    /** counts `value` as looked up (another lookup already filled what this one would) */
    markResolved: (value: string) => {
      setResolved(value);
      setStatus('idle');
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
    fetchPostalAddress,
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
    fetchCnpjRecord,
    target,
  );
  const locked =
    key !== null &&
    (lookup.status === 'searching' || (key === lookup.resolved && lookup.status !== 'notFound'));
  return { ...lookup, locked };
}
