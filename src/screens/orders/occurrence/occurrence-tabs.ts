import { atom } from 'jotai';
import type { OpenTab } from '../../../ui/open-tabs';

/** The occurrence tabs opened in this browser tab (kept while moving between /occurrence and /occurrence/:id). */
export const openOccurrenceTabsAtom = atom<OpenTab[]>([]);
