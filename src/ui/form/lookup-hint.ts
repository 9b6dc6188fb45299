import { useT } from '../use-t';

// The hint under a looked-up field (a document's CNPJ, a postal code) while the lookup searches or
// when the registry knows nothing of it — the register forms' shared words (issue 34: each wrote
// the same). `status` is the lookup's (services/lookups.ts: idle, searching, found, notFound); the
// words are the form's own locale keys.

export interface LookupHints {
  searching: string;
  notFound: string;
}

/** `hint(status, keys)` → the text to show, or undefined while idle or once found. */
export function useLookupHint() {
  const t = useT();
  return (status: string, keys: LookupHints): string | undefined =>
    status === 'searching' ? t(keys.searching) : status === 'notFound' ? t(keys.notFound) : undefined;
}
