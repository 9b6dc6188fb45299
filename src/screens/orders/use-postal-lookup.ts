import { useEffect, useRef, useState } from 'react';
import type { PostalAddress } from '../../domain/company.schema';
import { onlyDigits, POSTAL_CODE_LENGTH } from '../../domain/documents';
import { lookupPostalCode } from '../../services/order-registers.api';

// doc 2 §5 "Recipient address form: … address fields locked until a full 8-digit code is looked up
// (300 ms debounce)"; doc 1 §5: 8 digits that differ from the current value are looked up and fill
// street, complement, neighborhood, city and state; otherwise the address fields are cleared and
// locked. A code the registry does not know unlocks the fields for typing.

export const POSTAL_LOOKUP_DEBOUNCE_MS = 300;

export type PostalLookupStatus = 'idle' | 'searching' | 'found' | 'notFound';

export interface PostalLookupTarget {
  onFound: (address: PostalAddress) => void;
  /** the code is no longer a full one: empty the address fields */
  onCleared: () => void;
}

/**
 * `initialCode` is the code the form started with (an address already on record): its fields are
 * open without a lookup.
 */
export function usePostalLookup(postalCode: string, initialCode: string | null, target: PostalLookupTarget) {
  const digits = onlyDigits(postalCode);
  const initial = initialCode ? onlyDigits(initialCode) : null;
  const [status, setStatus] = useState<PostalLookupStatus>('idle');
  const [resolved, setResolved] = useState<string | null>(initial);
  const targetRef = useRef(target);
  targetRef.current = target;

  useEffect(() => {
    if (digits.length !== POSTAL_CODE_LENGTH) {
      // A code that was complete (looked up, or on record) no longer is: the address goes.
      if (resolved !== null) {
        setResolved(null);
        setStatus('idle');
        targetRef.current.onCleared();
      }
      return;
    }
    if (digits === resolved) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      setStatus('searching');
      lookupPostalCode(digits, controller.signal).then(
        (address) => {
          if (controller.signal.aborted) return;
          targetRef.current.onFound(address);
          setResolved(digits);
          setStatus('found');
        },
        () => {
          if (controller.signal.aborted) return;
          targetRef.current.onCleared();
          setResolved(digits);
          setStatus('notFound');
        },
      );
    }, POSTAL_LOOKUP_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [digits, resolved]);

  const locked = digits.length !== POSTAL_CODE_LENGTH || digits !== resolved || status === 'searching';
  return { status, locked };
}
