import { formatYmdHm } from '../../../domain/date-format';
import { onlyDigits } from '../../../domain/documents';
import type { ValidationKey } from '../../../domain/validation';

// The inline edits of the order detail's Summary tab (doc 2 §2 "Order detail modal", §4 "inline
// fields toggle between view and edit, with save or cancel", §5, §7):
//
// | field | rule | call |
// |---|---|---|
// | recipient e-mail | required, e-mail format | PUT /orders/specific-properties/{id} recipientEmail |
// | recipient phone | required; masked on screen, sent as digits | … recipientPhone |
// | observation (additionalInfo) | required | … additionalInfo |
// | scheduled delivery | yes/no switch | … scheduledDelivery |
// | delivery date | a date and time, not in the past; sent yyyy-MM-dd HH:mm | … deliveryDate |
// | tracking code | required | PUT /orders/tracking-code/{id} trackingCode |
// | freight, transfer | required, numeric (an empty stored value reads as 0) | PUT /orders/freight-transfer/{id} |

export type TextInlineField = 'recipientEmail' | 'recipientPhone' | 'additionalInfo' | 'trackingCode';
export type AmountInlineField = 'priceFreight' | 'priceTransfer';

export interface InlineProblem {
  key: ValidationKey | 'orders.detail.pastDate';
  values?: Record<string, string | number>;
}

// The same e-mail rule as arktype's "string.email" (src/domain schemas).
const EMAIL = /^[\w%+.-]+@[\d.A-Za-z-]+\.[A-Za-z]{2,}$/;

/** The problem of a text inline edit, or null when it can be saved. */
export function textInlineProblem(field: TextInlineField, value: string): InlineProblem | null {
  const text = value.trim();
  if (text === '') return { key: 'validation.required' };
  if (field === 'recipientEmail' && !EMAIL.test(text)) return { key: 'validation.invalidEmail' };
  if (field === 'recipientPhone') {
    const digits = onlyDigits(text);
    if (digits.length < 10) return { key: 'validation.length', values: { length: 10 } };
  }
  return null;
}

/** The value a text inline edit sends: trimmed; the phone as digits only. */
export function textInlineValue(field: TextInlineField, value: string): string {
  return field === 'recipientPhone' ? onlyDigits(value) : value.trim();
}

/** Reads an amount typed with a comma or a point as decimal separator; '' reads as 0. */
export function parseAmount(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return 0;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const text = value.trim().replace(/\s/g, '');
  if (text === '') return 0;
  // 1.234,56 → 1234.56 ; 1234.56 stays
  const normalised = text.includes(',') ? text.replace(/\./g, '').replace(',', '.') : text;
  if (!/^-?\d+(\.\d+)?$/.test(normalised)) return null;
  return Number(normalised);
}

/** The problem of a freight or transfer edit: required, a number, not negative. */
export function amountInlineProblem(value: string): InlineProblem | null {
  if (value.trim() === '') return { key: 'validation.required' };
  const amount = parseAmount(value);
  if (amount === null) return { key: 'validation.uninformed' };
  if (amount < 0) return { key: 'validation.greaterThan', values: { value: -0.01 } };
  return null;
}

/** doc 2 §5: the delivery date is sent as yyyy-MM-dd HH:mm. */
export function toDeliveryDate(date: Date): string {
  return formatYmdHm(date);
}

/** The value of a date-and-time field (yyyy-MM-ddTHH:mm, src/ui/form/date-field.tsx) for a date. */
export function toDateTimeInput(date: Date): string {
  return toDeliveryDate(date).replace(' ', 'T');
}

/** Reads a date-and-time field value; null when empty or unreadable. */
export function fromDateTimeInput(value: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(value);
  if (!m) return null;
  const d = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]));
  return Number.isNaN(d.getTime()) ? null : d;
}

/**
 * doc 2 §5: past dates are not selectable and confirm stays disabled until a date is chosen. A
 * time earlier today counts as past only before the current minute.
 */
export function deliveryDateProblem(value: string, now = new Date()): InlineProblem | null {
  const date = fromDateTimeInput(value);
  if (!date) return { key: 'validation.required' };
  const minute = new Date(now.getFullYear(), now.getMonth(), now.getDate(), now.getHours(), now.getMinutes());
  if (date.getTime() < minute.getTime()) return { key: 'orders.detail.pastDate' };
  return null;
}

/** The `min` of the delivery date input: now, to the minute. */
export function minDeliveryInput(now = new Date()): string {
  return toDateTimeInput(now);
}
