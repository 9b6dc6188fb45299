/**
 * LATE without a count per ask (issue 15: p95 < 50 ms over 100k orders while writes go on). LATE
 * is the open records whose due time is before now; it changes only when the clock passes a due
 * time or a write lands. So the aggregate that counts a block's records (indicators.ts) also
 * counts LATE at that moment and finds the nearest due times on either side of now — the latest
 * already passed and the next to come — and the figure is kept while the clock stays between
 * them (and no write touched the table, indicator-cache.ts). A TV refreshing every 30 s asks
 * nothing of SQLite until one of the two happens.
 *
 * Due times are compared as the text the store keeps (ISO 8601 in UTC with milliseconds, as every
 * writer stores dates: `toISOString()`), straight off the index entries, with no julianday() per
 * row: a part `{ column, when, plusLead }` is due at `column` (+ the lead time), for the rows
 * matching `when`. `@now` is the clock, `@lateBefore` the clock minus the lead time.
 */
export interface DuePart {
  column: string;
  when: string;
  plusLead: boolean;
}

export interface LateWindow {
  late: number;
  /** the latest due time already passed (ms), or -Infinity */
  after: number;
  /** the next due time to come (ms), or Infinity */
  until: number;
}

const bound = (part: DuePart) => (part.plusLead ? '@lateBefore' : '@now');

/** The block statement's LATE columns: `late`, and per part `next{i}` / `last{i}` (text). */
export function lateColumns(open: string, parts: readonly DuePart[]): string {
  const passed = parts.map((p) => `(${p.when} AND ${p.column} < ${bound(p)})`).join(' OR ');
  const columns = parts.flatMap((p, i) => [
    `min(CASE WHEN ${open} AND ${p.when} AND ${p.column} >= ${bound(p)} THEN ${p.column} END) AS next${i}`,
    `max(CASE WHEN ${open} AND ${p.when} AND ${p.column} < ${bound(p)} THEN ${p.column} END) AS last${i}`,
  ]);
  return [`coalesce(sum(${open} AND (${passed})), 0) AS late`, ...columns].join(', ');
}

/** The statement's parameters for the clock `now` and `lead` minutes. */
export const clockParams = (now: Date, lead: number) => ({
  now: now.toISOString(),
  lateBefore: new Date(now.getTime() - lead * 60_000).toISOString(),
});

/** LATE and its window from the block statement's rows (one per status). */
export function lateWindowOf(
  rows: ReadonlyArray<Record<string, unknown>>,
  parts: readonly DuePart[],
  lead: number,
): LateWindow {
  const window: LateWindow = { late: 0, after: Number.NEGATIVE_INFINITY, until: Number.POSITIVE_INFINITY };
  for (const row of rows) {
    window.late += Number(row.late);
    parts.forEach((part, i) => {
      const shift = part.plusLead ? lead * 60_000 : 0;
      const next = row[`next${i}`];
      const last = row[`last${i}`];
      if (typeof next === 'string') window.until = Math.min(window.until, Date.parse(next) + shift);
      if (typeof last === 'string') window.after = Math.max(window.after, Date.parse(last) + shift);
    });
  }
  return window;
}

/** Whether LATE counted for `window` still holds at `now`: no due time passed since, none unpassed. */
export const holdsAt = (window: LateWindow, now: Date) =>
  now.getTime() > window.after && now.getTime() <= window.until;
