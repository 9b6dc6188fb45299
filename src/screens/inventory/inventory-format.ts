import { round2 } from '../../domain/operation-rules';
import { formatDate } from '../../services/format';

// Display helpers of the inventory screens (doc 3 §1: dd/MM/yyyy dates, quantities with 2 decimals).

/** An inventory or planning date (yyyy-MM-dd) as dd/MM/yyyy, read at noon UTC so no zone shifts it. */
export const dayText = (day: string | null | undefined): string =>
  day ? formatDate(day.length === 10 ? `${day}T12:00:00Z` : day) : '';

/** A quantity with 2 decimals in the page's language. */
export const qty = (value: number, locale: string): string =>
  round2(value).toLocaleString(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
