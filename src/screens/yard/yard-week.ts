import { css } from '../../../styled-system/css';
import type { YardAppointment, YardAppointmentStatus } from '../../domain/yard';

// The scheduler's pure parts: the days shown (whole weeks from Sunday, as the simulator's default
// week), appointments grouped by dock and day once per load (a 30-dock × 40-appointment week is
// ~1,200 tiles: one pass, then each cell reads its list), and the status colours of doc 3 §4.

const DAY_MS = 86_400_000;

export const addDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The Sunday of `date`'s week. */
export const weekStart = (date: string): string => addDays(date, -new Date(`${date}T00:00:00Z`).getUTCDay());

/** The days from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
}

/** The days the scheduler shows: `from` to `to`, both included (yyyy-MM-dd). */
export interface WeekRange {
  from: string;
  to: string;
}

/** How far "load previous / load next" may widen the view (ours: 8 weeks, ~2,000 tiles at 30 docks). */
export const MAX_RANGE_DAYS = 56;

/** The week (Sunday to Saturday) holding `today`: the first view and the "today" button. */
export const weekOf = (today: string): WeekRange => ({
  from: weekStart(today),
  to: addDays(weekStart(today), 6),
});

/** "previous / next": the whole view moves by `weeks`, keeping its length. */
export const shiftWeeks = (r: WeekRange, weeks: number): WeekRange => ({
  from: addDays(r.from, 7 * weeks),
  to: addDays(r.to, 7 * weeks),
});

/** "load previous / load next": the view grows by a week on that side, up to MAX_RANGE_DAYS. */
export function widen(r: WeekRange, side: 'previous' | 'next'): WeekRange {
  if (!mayWiden(r)) return r;
  return side === 'previous' ? { ...r, from: addDays(r.from, -7) } : { ...r, to: addDays(r.to, 7) };
}

/** Whether the view may grow another week (the two load buttons are disabled otherwise). */
export const mayWiden = (r: WeekRange): boolean => daysBetween(r.from, r.to).length < MAX_RANGE_DAYS;

/** yyyy-MM-dd → dd/MM/yyyy (doc 3 §1). */
export const displayDate = (date: string): string =>
  `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

/** `dockId|date` → that cell's appointments by start time. */
export function groupByCell(appointments: readonly YardAppointment[]): Map<string, YardAppointment[]> {
  const cells = new Map<string, YardAppointment[]>();
  for (const a of appointments) {
    const key = `${a.yardDockId}|${a.dateEvent}`;
    const list = cells.get(key);
    if (list) list.push(a);
    else cells.set(key, [a]);
  }
  for (const list of cells.values()) list.sort((x, y) => x.startTime.localeCompare(y.startTime));
  return cells;
}

/** doc 3 §4: completed strong green, accepted light green, changed light orange, not-accept light
 * red, pending grey, start-process light blue (text dark enough for AA contrast on each). */
export const STATUS_TILE: Record<YardAppointmentStatus, string> = {
  completed: css({ bg: 'green.700', color: 'white', borderColor: 'green.800' }),
  accepted: css({ bg: 'green.100', color: 'green.900', borderColor: 'green.300' }),
  changed: css({ bg: 'orange.100', color: 'orange.900', borderColor: 'orange.300' }),
  'not-accept': css({ bg: 'red.100', color: 'red.900', borderColor: 'red.300' }),
  pending: css({ bg: 'gray.200', color: 'gray.900', borderColor: 'gray.400' }),
  'start-process': css({ bg: 'blue.100', color: 'blue.900', borderColor: 'blue.300' }),
};
