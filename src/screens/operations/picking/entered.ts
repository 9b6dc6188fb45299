import { atom, useAtom } from 'jotai';
import { useCallback, useMemo } from 'react';
import { parseQuantity } from './pick-scan';

// The quantities an operator entered (typed or scanned) per picking row, kept per picking while the
// console is open: switching to another record tab and back does not lose them. Only rows not yet
// confirmed have an entry; a confirmed row's entry is dropped.

type Texts = Record<string, string>;
const enteredAtom = atom<Record<string, Texts>>({});
const NONE: Texts = {};

export function useEnteredQuantities(pickingId: string) {
  const [all, setAll] = useAtom(enteredAtom);
  const texts = all[pickingId] ?? NONE;
  const numbers = useMemo(
    () => Object.fromEntries(Object.entries(texts).map(([row, text]) => [row, parseQuantity(text)])),
    [texts],
  );
  const update = useCallback(
    (change: (current: Texts) => Texts) =>
      setAll((prev) => ({ ...prev, [pickingId]: change(prev[pickingId] ?? {}) })),
    [pickingId, setAll],
  );
  const setText = useCallback(
    (rowId: string, text: string) => update((c) => ({ ...c, [rowId]: text })),
    [update],
  );
  const clear = useCallback(
    (rowIds: readonly string[]) =>
      update((c) => Object.fromEntries(Object.entries(c).filter(([row]) => !rowIds.includes(row)))),
    [update],
  );
  return { texts, numbers, setText, clear };
}
