import { formatDate, formatQuantity } from '../format';
import { t } from '../i18n';
import { codeLabel, pdfText } from './pdf';

// How the checklist PDFs (checklist-pdf.ts, checklist-pdf-mechanic.ts) write a field's label and
// its coded answers.

export const label = (key: string) => t(`orders.checklist.fields.${key}`);
export const value = (code: unknown) => codeLabel('orders.checklist.value', code);
export const answer = (code: unknown) => codeLabel('orders.checklist.answer', code);
export const yesNo = (flag: boolean | null | undefined) =>
  flag === null || flag === undefined ? '' : value(flag ? 'yes' : 'no');
export const day = (text: unknown) => (pdfText(text) ? formatDate(pdfText(text)) : '');
/** a count or a distance: whole numbers without decimals */
export const num = (n: number | null | undefined) =>
  n === null || n === undefined ? '' : formatQuantity(n).replace(/[.,]00$/, '');
