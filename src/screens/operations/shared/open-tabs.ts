import { useAtom } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import type { WarehouseKind } from '../../../services/operations.types';
import { afterClose, type OpenTab, withTab } from '../../../ui/open-tabs';

// The record tabs opened on an operation page (doc 3 §2: "All" then one closable tab per opened
// record), kept in sessionStorage per kind so a reload keeps them.

export type { OpenTab };
export { afterClose, withTab };

const isTabs = (raw: unknown): raw is OpenTab[] =>
  Array.isArray(raw) &&
  raw.every((t) => t && typeof t === 'object' && typeof t.id === 'string' && typeof t.label === 'string');

const sessionJson = createJSONStorage<OpenTab[]>(() => sessionStorage);

const atoms = new Map<string, ReturnType<typeof createAtom>>();
const createAtom = (kind: string) =>
  atomWithStorage<OpenTab[]>(`operations.tabs.${kind}`, [], sessionJson, { getOnInit: true });

export function useOpenTabs(kind: WarehouseKind | 'handling' | 'crossdocking') {
  let tabsAtom = atoms.get(kind);
  if (!tabsAtom) {
    tabsAtom = createAtom(kind);
    atoms.set(kind, tabsAtom);
  }
  const [stored, setTabs] = useAtom(tabsAtom);
  return [isTabs(stored) ? stored : [], setTabs] as const;
}
