/**
 * A wall cannot be scrolled: a list longer than its place is shown a page at a time, the pages
 * turning so that every entry is seen within one refresh cycle of the TV (30 s, doc 1 §7.1).
 *
 * `phase` is how far the cycle has run, 0 ≤ phase < 1. It is read from the clock (cyclePhase), not
 * from a timer of each list, so every list on the wall turns together and a test that controls the
 * clock controls the pages.
 */
export interface Page<T> {
  shown: T[];
  /** 0-based */
  page: number;
  pages: number;
  /** entries of the list not on this page */
  hidden: number;
}

export function pageAt<T>(items: readonly T[], perPage: number, phase: number): Page<T> {
  const size = Math.max(1, Math.floor(perPage));
  const pages = Math.max(1, Math.ceil(items.length / size));
  const clamped = Math.min(Math.max(phase, 0), 1 - Number.EPSILON);
  const page = Math.min(pages - 1, Math.floor(clamped * pages));
  const shown = items.slice(page * size, page * size + size);
  return { shown, page, pages, hidden: items.length - shown.length };
}

/** How far the current cycle of `cycleMs` has run at `now` (cycles start at whole multiples of the
 * epoch, so two walls showing the same data show the same page). */
export function cyclePhase(now: number, cycleMs: number): number {
  return (((now % cycleMs) + cycleMs) % cycleMs) / cycleMs;
}
