import { type } from 'arktype';
import { PLATFORM_UTC_OFFSET } from './api-dates';
import { predicate, registerPredicate } from './validation';

// Yard docks and appointments — doc 3 §2 "Yard docks", "Yard appointments", §3 "Yard dock",
// "Yard appointment", §4 appointment statuses and colours, §5 "Yard dock", "Yard appointment",
// §7 "Yard", §9 default dock hours 06:00–18:00 and colour #000000. The schemas are shared by the
// console's forms and the simulator's routes; the time rules below are asked by both.

export const YARD_OPERATION_TYPES = ['receiving', 'dispatch', 'both'] as const;
export type YardOperationType = (typeof YARD_OPERATION_TYPES)[number];

/** doc 3 §4: pending is the default. */
export const YARD_APPOINTMENT_STATUSES = [
  'pending',
  'accepted',
  'not-accept',
  'changed',
  'start-process',
  'completed',
] as const;
export type YardAppointmentStatus = (typeof YARD_APPOINTMENT_STATUSES)[number];

/** doc 3 §9 */
export const DEFAULT_DOCK_START = '06:00';
export const DEFAULT_DOCK_END = '18:00';
export const DEFAULT_DOCK_COLOR = '#000000';

export interface YardDock {
  id: string;
  name: string;
  /** doc 3 §3 "building (id)" */
  building: string;
  startTime: string;
  endTime: string;
  color: string;
  typeOperation: YardOperationType;
  companyDocument: string;
}

/** doc 3 §3 "data (orderId, orderNumber, userId, userName)": the driver and the order served. */
export interface YardAppointmentData {
  orderId: string | null;
  orderNumber: string | null;
  userId: string;
  userName: string;
}

export interface YardAppointment {
  id: string;
  status: YardAppointmentStatus;
  createdBy: string;
  dateEvent: string;
  startTime: string;
  endTime: string;
  data: YardAppointmentData;
  title: string;
  description: string;
  yardDockId: string;
  companyDocument: string;
}

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
const timeExpected = registerPredicate('a time HH:mm', 'validation.uninformed');
const hhmm = type('string > 0').narrow((s, ctx) => HH_MM.test(s) || ctx.reject({ expected: timeExpected }));
const dayExpected = registerPredicate('a date yyyy-MM-dd', 'validation.uninformed');
const day = type('string > 0').narrow(
  (s, ctx) =>
    (/^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`))) ||
    ctx.reject({ expected: dayExpected }),
);
const filled = (max: number) =>
  predicate('a non-blank text', 'validation.required', (s) => s.trim() !== '').and(`string <= ${max}`);
const colorExpected = registerPredicate('a colour #RRGGBB', 'validation.uninformed');
const hexColor = type('string > 0').narrow(
  (s, ctx) => /^#[0-9a-fA-F]{6}$/.test(s) || ctx.reject({ expected: colorExpected }),
);

/** POST /yard, PUT /yard/{id} (doc 3 §5: name, building, startTime, endTime required; the
 * payload includes companyDocument, §7 — the viewed company when absent). */
export const yardDockInput = type({
  name: filled(80),
  building: filled(64),
  startTime: hhmm,
  endTime: hhmm,
  'color?': hexColor,
  typeOperation: type.enumerated(...YARD_OPERATION_TYPES),
  'companyDocument?': 'string <= 14',
});
export type YardDockInput = typeof yardDockInput.infer;

/** POST /yard-appointment and PATCH /yard-appointment/{id} (doc 3 §5: title, yard dock,
 * description, driver, status, date, start, end required). */
export const yardAppointmentInput = type({
  title: filled(120),
  description: filled(1000),
  yardDockId: filled(64),
  status: type.enumerated(...YARD_APPOINTMENT_STATUSES),
  dateEvent: day,
  startTime: hhmm,
  endTime: hhmm,
  data: {
    userId: filled(64),
    'userName?': 'string <= 120',
    'orderId?': 'string <= 64 | null',
    'orderNumber?': 'string <= 64 | null',
  },
});
export type YardAppointmentInput = typeof yardAppointmentInput.infer;

export const minutesOf = (hhmmText: string): number => {
  const [h, m] = hhmmText.split(':').map(Number);
  return h * 60 + m;
};
export const timeOf = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Today's date and the current time in the platform zone (UTC−03:00, api-dates.ts). */
export function platformClock(now: Date): { date: string; time: string } {
  const [sign, h, m] = /^([+-])(\d{2}):(\d{2})$/.exec(PLATFORM_UTC_OFFSET)?.slice(1) ?? ['+', '0', '0'];
  const offset = (sign === '-' ? -1 : 1) * (Number(h) * 60 + Number(m));
  const local = new Date(now.getTime() + offset * 60_000).toISOString();
  return { date: local.slice(0, 10), time: local.slice(11, 16) };
}

/** The next multiple of `step` minutes at or after `time` (the first start offered today). */
export const roundUpTime = (time: string, step = 30): string =>
  timeOf(Math.min(Math.ceil(minutesOf(time) / step) * step, 24 * 60 - 1));

/** Why an appointment's date and times are refused (doc 3 §5), or null:
 * - `pastDate` "Deve ser maior ou igual a hoje": the date is before today;
 * - `pastStart` "Menor que a hora atual": today, and the start is before the current minute;
 * - `endBeforeStart` "Menor que a hora de início": the end is not after the start (ours: an
 *   appointment of zero minutes takes no time, so it is refused too). */
export type AppointmentTimeProblem = 'pastDate' | 'pastStart' | 'endBeforeStart';
export function appointmentTimeProblem(
  a: Pick<YardAppointment, 'dateEvent' | 'startTime' | 'endTime'>,
  now: Date,
): { field: 'dateEvent' | 'startTime' | 'endTime'; problem: AppointmentTimeProblem } | null {
  const clock = platformClock(now);
  if (a.dateEvent < clock.date) return { field: 'dateEvent', problem: 'pastDate' };
  if (a.dateEvent === clock.date && a.startTime < clock.time)
    return { field: 'startTime', problem: 'pastStart' };
  if (minutesOf(a.endTime) <= minutesOf(a.startTime)) return { field: 'endTime', problem: 'endBeforeStart' };
  return null;
}

/** Ours (doc 3 §2 "outside the dock's start/end refused"): the appointment lies within the
 * dock's working hours. */
export const withinDockHours = (
  dock: Pick<YardDock, 'startTime' | 'endTime'>,
  a: Pick<YardAppointment, 'startTime' | 'endTime'>,
): boolean => a.startTime >= dock.startTime && a.endTime <= dock.endTime;

/** Two appointments overlap when they share a dock, a date and any minute (end exclusive, so
 * 08:00–09:00 and 09:00–10:00 do not). */
export const overlaps = (
  a: Pick<YardAppointment, 'startTime' | 'endTime'>,
  b: Pick<YardAppointment, 'startTime' | 'endTime'>,
): boolean => a.startTime < b.endTime && b.startTime < a.endTime;

export interface TimeRange {
  startTime: string;
  endTime: string;
}

/** GET /yard-appointment/dock/available-time/{dock}/{date}: the free ranges of the dock's day —
 * its hours minus the booked ranges (minus the past when the day is today). */
export function freeRanges(
  dock: Pick<YardDock, 'startTime' | 'endTime'>,
  booked: readonly TimeRange[],
  from?: string,
): TimeRange[] {
  const sorted = [...booked].sort((x, y) => x.startTime.localeCompare(y.startTime));
  const free: TimeRange[] = [];
  let cursor = from && from > dock.startTime ? from : dock.startTime;
  for (const b of sorted) {
    const until = timeOf(Math.min(minutesOf(b.startTime), minutesOf(dock.endTime)));
    if (b.startTime > cursor) free.push({ startTime: cursor, endTime: until });
    if (b.endTime > cursor) cursor = b.endTime;
    if (cursor >= dock.endTime) break;
  }
  if (cursor < dock.endTime) free.push({ startTime: cursor, endTime: dock.endTime });
  return free.filter((r) => r.startTime < r.endTime);
}

/** The start times a user may pick in `free`, every `step` minutes, each leaving at least `step`
 * minutes before the range ends (the form's time choices). */
export function startChoices(free: readonly TimeRange[], step = 30): string[] {
  const out: string[] = [];
  for (const r of free) {
    const end = minutesOf(r.endTime);
    for (let m = minutesOf(r.startTime); m + step <= end; m += step) out.push(timeOf(m));
  }
  return out;
}

/** The end times for a start picked in `free`: every `step` minutes up to its range's end. */
export function endChoices(free: readonly TimeRange[], start: string, step = 30): string[] {
  const range = free.find((r) => r.startTime <= start && start < r.endTime);
  if (!range) return [];
  const out: string[] = [];
  for (let m = minutesOf(start) + step; m <= minutesOf(range.endTime); m += step) out.push(timeOf(m));
  if (out[out.length - 1] !== range.endTime) out.push(range.endTime);
  return out;
}
