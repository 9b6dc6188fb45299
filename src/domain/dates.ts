// doc 1 §7.1: dates are sent as yyyy-MM-dd; a range is start, the letter T, then end.
// doc 1 §2.8/§2.9/§9: date presets 7, 14, 30, 90 days; default 7.

export const DATE_PRESETS = [7, 14, 30, 90] as const;
export const DEFAULT_DATE_PRESET = 7;

import { formatDmy, formatYmd } from './date-format';

export function toApiDate(d: Date): string {
  return formatYmd(d);
}

export function toApiRange(start: Date, end: Date): string {
  return `${toApiDate(start)}T${toApiDate(end)}`;
}

/** dd/MM/yyyy, the display format of doc 1 §1. */
export function toDisplayDate(d: Date): string {
  return formatDmy(d);
}

/** Parses dd/MM/yyyy; null when it is not a real calendar date. */
export function parseDisplayDate(text: string): Date | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  if (!m) return null;
  const d = new Date(Number(m[3]), Number(m[2]) - 1, Number(m[1]));
  return d.getDate() === Number(m[1]) && d.getMonth() === Number(m[2]) - 1 ? d : null;
}

/** A preset range of `days` days ending today (inclusive). */
export function presetRange(days: number, today = new Date()): { start: Date; end: Date } {
  const end = new Date(today.getFullYear(), today.getMonth(), today.getDate());
  const start = new Date(end);
  start.setDate(end.getDate() - (days - 1));
  return { start, end };
}
