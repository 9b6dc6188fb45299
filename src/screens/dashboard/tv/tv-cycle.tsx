import { createContext, useContext } from 'react';
import { pageAt } from '../paging';

/** How far the wall's 30 s cycle has run (0 ≤ phase < 1): every paged list on the wall reads it,
 * so they turn together, on the same clock as the countdown. Outside the wall (phase null) a list
 * is not paged. */
export const TvCycle = createContext<number | null>(null);

/** The page of `items` the wall shows now: the whole list outside the wall. */
export function usePaged<T>(items: readonly T[], perPage: number) {
  const phase = useContext(TvCycle);
  return phase === null ? { shown: [...items], page: 0, pages: 1, hidden: 0 } : pageAt(items, perPage, phase);
}
