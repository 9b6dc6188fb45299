import { SEARCH_DEBOUNCE_MS } from '../../../domain/debounce';
import { isValidDocument, onlyDigits } from '../../../domain/documents';
import type { Problem } from '../../../domain/validation';
import { formatDocument } from '../../../services/display-masks';
import { findTransporterByDocument } from '../../../services/transporters.api';

// doc 2 §5: "document must not be used by another transporter ('already in use')". A valid
// document is checked against the viewed company's transporters 400 ms after the last keystroke
// (doc 1 §9 search debounce) and again on save; the transporter being edited does not count.
// TanStack Form runs it: its async debounce waits, its signal drops a superseded check, and a
// submit runs it at once and refuses to save while it answers a problem.

/** The document field's validators (spread into `<form.Field name="documentTransporter" validators={…}>`). */
export function documentInUseValidators(exceptId: string | null) {
  return {
    onChangeAsyncDebounceMs: SEARCH_DEBOUNCE_MS,
    onChangeAsync: async ({ value, signal }: { value: string; signal: AbortSignal }) => {
      const digits = onlyDigits(value);
      if (digits.length === 0 || !isValidDocument(digits)) return undefined;
      try {
        return (await findTransporterByDocument(digits, exceptId, signal)) ? inUse(digits) : undefined;
      } catch {
        // could not check: the server still refuses a duplicate (409) on save
        return undefined;
      }
    },
  };
}

const inUse = (digits: string): Problem => ({
  field: 'documentTransporter',
  key: 'validation.alreadyInUse',
  values: { name: formatDocument(digits) },
  message: 'already in use',
});
