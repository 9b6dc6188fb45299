import { useEffect, useState } from 'react';
import { isValidDocument, onlyDigits } from '../../../domain/documents';
import type { Transporter } from '../../../domain/transporters';
import { findTransporterByDocument } from '../../../services/transporters.api';

// doc 2 §5: "document must not be used by another transporter ('already in use')". A valid
// document is checked against the viewed company's transporters 400 ms after the last keystroke
// (doc 1 §9 search debounce); the transporter being edited does not count.

export const IN_USE_DEBOUNCE_MS = 400;

export type InUseStatus = 'idle' | 'checking' | 'free' | 'inUse';

export function useDocumentInUse(document: string, exceptId: string | null) {
  const digits = onlyDigits(document);
  const checkable = digits.length > 0 && isValidDocument(digits);
  const [state, setState] = useState<{ digits: string; status: InUseStatus; holder: Transporter | null }>({
    digits: '',
    status: 'idle',
    holder: null,
  });

  useEffect(() => {
    if (!checkable) {
      setState({ digits, status: 'idle', holder: null });
      return;
    }
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      setState({ digits, status: 'checking', holder: null });
      findTransporterByDocument(digits, exceptId, controller.signal).then(
        (holder) => {
          if (!controller.signal.aborted) setState({ digits, status: holder ? 'inUse' : 'free', holder });
        },
        () => {
          // could not check: the server still refuses a duplicate (409) on save
          if (!controller.signal.aborted) setState({ digits, status: 'idle', holder: null });
        },
      );
    }, IN_USE_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [digits, checkable, exceptId]);

  const current = state.digits === digits ? state : { status: 'idle' as InUseStatus, holder: null };
  return {
    status: current.status,
    holder: current.holder,
    /** a fresh check, used on save */
    check: () => (checkable ? findTransporterByDocument(digits, exceptId) : Promise.resolve(null)),
  };
}
