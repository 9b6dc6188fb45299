// The console's one date formatter (issue 35): every yyyy-MM-dd, dd/MM/yyyy and HH:mm text is cut
// from Intl.DateTimeFormat parts, either in the viewer's own zone ('local': what a person reads on
// their clock, and the day of an export file name) or in 'UTC' (exceljs hands a spreadsheet's date
// cell over as that calendar day at midnight UTC, so a Brazilian reader's local getters would show
// the day before at 21:00). Doc 1 §1: dates display dd/MM/yyyy; doc 1 §7.1: sent as yyyy-MM-dd.

// 'America/Sao_Paulo': the platform zone some API timestamps are written in (doc 1 §7.2).
export type DateZone = 'local' | 'UTC' | 'America/Sao_Paulo';

export interface DateParts {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
  second: string;
}

const formatters = new Map<DateZone, Intl.DateTimeFormat>();

function formatterOf(zone: DateZone): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone === 'local' ? undefined : zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** The calendar and clock parts of `date` in `zone`, each zero-padded (year four digits). */
export function dateParts(date: Date, zone: DateZone = 'local'): DateParts {
  const parts: DateParts = { year: '', month: '', day: '', hour: '', minute: '', second: '' };
  for (const part of formatterOf(zone).formatToParts(date)) {
    if (part.type in parts) parts[part.type as keyof DateParts] = part.value;
  }
  parts.year = parts.year.padStart(4, '0');
  return parts;
}

/** yyyy-MM-dd */
export function formatYmd(date: Date, zone: DateZone = 'local'): string {
  const p = dateParts(date, zone);
  return `${p.year}-${p.month}-${p.day}`;
}

/** yyyy-MM-dd HH:mm */
export function formatYmdHm(date: Date, zone: DateZone = 'local'): string {
  const p = dateParts(date, zone);
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
}

/** yyyy-MM-dd HH:mm:ss */
export function formatYmdHms(date: Date, zone: DateZone = 'local'): string {
  const p = dateParts(date, zone);
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}

/** dd/MM/yyyy */
export function formatDmy(date: Date, zone: DateZone = 'local'): string {
  const p = dateParts(date, zone);
  return `${p.day}/${p.month}/${p.year}`;
}

/** dd/MM/yyyy HH:mm, or with `seconds` dd/MM/yyyy HH:mm:ss */
export function formatDmyHm(date: Date, seconds = false, zone: DateZone = 'local'): string {
  const p = dateParts(date, zone);
  const clock = seconds ? `${p.hour}:${p.minute}:${p.second}` : `${p.hour}:${p.minute}`;
  return `${p.day}/${p.month}/${p.year} ${clock}`;
}

/** The day an exported file is named after: the user's local day, not UTC's (after 21:00 in
 * Brazil UTC is already tomorrow). */
export function fileDay(now: Date = new Date()): string {
  return formatYmd(now);
}
