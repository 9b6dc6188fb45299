import type { Sort } from '../../domain/list-query';
import type { RouteItem } from '../../domain/operations';

// The order table's row order (doc 3 §4): the sort toggle cycles ascending, descending, none
// (none = the route's sequence as stored); while the user reorders, the draft order wins.

const bySequence = (a: RouteItem, b: RouteItem) =>
  (a.sequence ?? Number.MAX_SAFE_INTEGER) - (b.sequence ?? Number.MAX_SAFE_INTEGER);

/** The items as the table shows them. */
export function orderedItems(
  items: readonly RouteItem[],
  sort: Sort | null,
  draft: readonly string[] | null,
) {
  if (draft) {
    const byId = new Map(items.map((i) => [i.id, i]));
    return draft.map((id) => byId.get(id)).filter((i): i is RouteItem => i !== undefined);
  }
  const rows = [...items].sort(bySequence);
  if (!sort) return rows;
  const key = (i: RouteItem) => (sort.field === 'order' ? i.order.orderNumber : (i.sequence ?? Infinity));
  rows.sort((a, b) => {
    const [x, y] = [key(a), key(b)];
    const cmp =
      typeof x === 'number' && typeof y === 'number'
        ? x - y
        : String(x).localeCompare(String(y), undefined, { numeric: true });
    return sort.direction === 'ASC' ? cmp : -cmp;
  });
  return rows;
}

/** The ids with the one at `index` moved by `delta` (−1 up, +1 down); unchanged at the ends. */
export function moved(ids: readonly string[], index: number, delta: -1 | 1): string[] {
  const to = index + delta;
  if (index < 0 || index >= ids.length || to < 0 || to >= ids.length) return [...ids];
  const next = [...ids];
  [next[index], next[to]] = [next[to], next[index]];
  return next;
}

/** Whether the draft differs from the stored sequence. */
export const draftChanged = (items: readonly RouteItem[], draft: readonly string[] | null) =>
  draft !== null && orderedItems(items, null, null).some((item, i) => item.id !== draft[i]);
