import { formatDmyHm } from '../domain/date-format';
import { toDisplayDate } from '../domain/dates';
import type { Language } from '../domain/user';
import { currentLanguage } from './i18n';

// doc 1 §1: money is shown in Brazilian reais, dates dd/MM/yyyy (in every language); quantities
// with 2 decimals. Separators follow the interface language (1.234,50 in pt-BR and es, 1,234.50
// in en-US): the seeds fix the currency and the date order, not the digit grouping.

const moneyFormats = new Map<Language, Intl.NumberFormat>();
const quantityFormats = new Map<Language, Intl.NumberFormat>();
const countFormats = new Map<Language, Intl.NumberFormat>();

function cached(
  map: Map<Language, Intl.NumberFormat>,
  language: Language,
  options: Intl.NumberFormatOptions,
) {
  let format = map.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language, options);
    map.set(language, format);
  }
  return format;
}

const toNumber = (value: number | string | null | undefined): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
};

/** R$ 1.234,56 — empty text for a missing value. */
export function formatMoney(value: number | string | null | undefined, language = currentLanguage()): string {
  const n = toNumber(value);
  return n === null ? '' : cached(moneyFormats, language, { style: 'currency', currency: 'BRL' }).format(n);
}

/** A quantity with exactly 2 decimals — empty text for a missing value. */
export function formatQuantity(
  value: number | string | null | undefined,
  language = currentLanguage(),
): string {
  const n = toNumber(value);
  return n === null
    ? ''
    : cached(quantityFormats, language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n);
}

/** A whole count (volumes, items) grouped like the other numbers: 1.234 — empty text for a missing
 * value. */
export function formatCount(value: number | string | null | undefined, language = currentLanguage()): string {
  const n = toNumber(value);
  return n === null ? '' : cached(countFormats, language, { maximumFractionDigits: 0 }).format(n);
}

const percentFormats = new Map<string, Intl.NumberFormat>();

/** 33,3 % — a percentage (0–100) with `digits` decimals and the language's separators, a space
 * before the sign as the operation screens write it (doc 3 §1); empty text for a missing value. */
export function formatPercent(
  value: number | string | null | undefined,
  digits = 1,
  language = currentLanguage(),
): string {
  const n = toNumber(value);
  if (n === null) return '';
  const key = `${language}:${digits}`;
  let format = percentFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language, {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    percentFormats.set(key, format);
  }
  return `${format.format(n)} %`;
}

/** Reads a date from the API: a plain yyyy-MM-dd is a calendar day (local), anything else an instant. */
export function parseApiDate(value: Date | string | number | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'string') {
    const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    if (day) return new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3]));
  }
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** dd/MM/yyyy — empty text for a missing or unreadable date. */
export function formatDate(value: Date | string | number | null | undefined): string {
  const d = parseApiDate(value);
  return d ? toDisplayDate(d) : '';
}

/** dd/MM/yyyy HH:mm — empty text for a missing or unreadable date. */
export function formatDateTime(value: Date | string | number | null | undefined): string {
  const d = parseApiDate(value);
  if (!d) return '';
  return formatDmyHm(d);
}
