import { useEffect, useRef, useState } from 'react';
import { CNPJ_LENGTH, POSTAL_CODE_LENGTH } from '../../domain/documents';
import { fetchCnpjRecord, fetchPostalAddress, type LookupStatus } from '../../services/lookups';
import {
  ADDRESS_FIELDS,
  type AddressField,
  addressFromLookup,
  cnpjToLookUp,
  fieldsFromCnpj,
  type PersonKind,
  postalCodeToLookUp,
  type RegisterValues,
} from './register.form';

// The registration form's two lookups (doc 1 §5, §7.2). Both calls are quiet: a postal code or
// CNPJ the registry does not know is an ordinary situation on this page, told next to the field.
//
// Postal code: 8 digits that differ from the code last looked up, 300 ms after the last keystroke
// (doc 1 §9), fill street, complement, neighborhood, city and state. Our design ("locked when
// filled by lookup"): the filled fields are read-only while they hold the registry's address; a
// changed or unknown code clears what the lookup filled and unlocks the fields, and an address the
// user typed himself is never cleared.
//
// CNPJ: a valid 14-digit CNPJ in legal-person mode fills name, fantasy name, address, e-mail and
// phone. Its postal code counts as looked up, so the postal lookup does not overwrite that address.

export const POSTAL_LOOKUP_DEBOUNCE_MS = 300;
const CNPJ_LOOKUP_DEBOUNCE_MS = 300;

// The calls themselves are shared with the other forms' lookups (src/services/lookups.ts).
export { fetchCnpjRecord, fetchPostalAddress, type LookupStatus } from '../../services/lookups';

interface LookupTarget {
  setFieldValue: (name: keyof RegisterValues, value: string) => void;
  /** re-checks the fields after values arrived (errors show only on fields already left) */
  revalidate: () => void;
}

export function usePostalCodeLookup(postalCode: string, target: LookupTarget) {
  const [status, setStatus] = useState<LookupStatus>('idle');
  const [locked, setLocked] = useState(false);
  const lastLookedUp = useRef<string | null>(null);
  const targetRef = useRef(target);
  targetRef.current = target;
  const lockedRef = useRef(locked);
  lockedRef.current = locked;

  useEffect(() => {
    const clearFilled = () => {
      if (lockedRef.current) for (const field of ADDRESS_FIELDS) targetRef.current.setFieldValue(field, '');
      setLocked(false);
    };
    const code = postalCodeToLookUp(postalCode, lastLookedUp.current);
    if (!code) {
      // Not 8 digits any more: forget the lookup and release what it filled.
      if (postalCode.length !== POSTAL_CODE_LENGTH) {
        lastLookedUp.current = null;
        clearFilled();
        setStatus('idle');
      }
      return;
    }
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      setStatus('searching');
      fetchPostalAddress(code).then(
        (address) => {
          if (controller.signal.aborted) return;
          lastLookedUp.current = code;
          const filled = addressFromLookup(address);
          for (const field of ADDRESS_FIELDS) targetRef.current.setFieldValue(field, filled[field]);
          setLocked(true);
          setStatus('found');
          targetRef.current.revalidate();
        },
        () => {
          if (controller.signal.aborted) return;
          lastLookedUp.current = code;
          clearFilled();
          setStatus('notFound');
        },
      );
    }, POSTAL_LOOKUP_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [postalCode]);

  /** Marks a postal code as already looked up (the CNPJ lookup brought its address). */
  const markLookedUp = (code: string) => {
    lastLookedUp.current = code;
    setLocked(false);
    setStatus('idle');
  };

  return {
    status,
    locked,
    markLookedUp,
    isLocked: (field: AddressField) => locked && ADDRESS_FIELDS.includes(field),
  };
}

export function useCnpjLookup(
  document: string,
  kind: PersonKind,
  target: LookupTarget & { onFilled: (fields: Partial<RegisterValues>) => void },
) {
  const [status, setStatus] = useState<LookupStatus>('idle');
  const lastLookedUp = useRef<string | null>(null);
  const targetRef = useRef(target);
  targetRef.current = target;

  useEffect(() => {
    const found = cnpjToLookUp(document, kind, lastLookedUp.current);
    if (!found) {
      if (kind !== 'legal' || document.length !== CNPJ_LENGTH) {
        lastLookedUp.current = null;
        setStatus('idle');
      }
      return;
    }
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      setStatus('searching');
      fetchCnpjRecord(found).then(
        (record) => {
          if (controller.signal.aborted) return;
          lastLookedUp.current = found;
          const fields = fieldsFromCnpj(record);
          targetRef.current.onFilled(fields);
          for (const [name, value] of Object.entries(fields))
            targetRef.current.setFieldValue(name as keyof RegisterValues, value as string);
          setStatus('found');
          targetRef.current.revalidate();
        },
        () => {
          if (controller.signal.aborted) return;
          lastLookedUp.current = found;
          setStatus('notFound');
        },
      );
    }, CNPJ_LOOKUP_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [document, kind]);

  return { status };
}
