import { type } from 'arktype';
import type { NpsRecord, NpsSummary } from '../../src/domain/nps';
import { companyRecordFields, exact, listAnswer, messageWith, nullableText } from './answers';

/**
 * Answer types of the NPS page's calls (doc 2 §3, §4, §5; simulator/routes/nps-admin.routes.ts):
 * a record, a page of records, the summary counts and a change's `{ message, nps }`. Checked
 * against the domain types with `exact`.
 */

export const npsRecordAnswer = type({
  ...companyRecordFields,
  orderId: nullableText,
  code: 'string',
  rating: 'number | null',
  reason: nullableText,
  answered: 'boolean',
  dateAnswer: nullableText,
  treated: 'boolean',
  resolution: nullableText,
  dateResolution: nullableText,
  url: 'string',
  order: type({ id: 'string', orderNumber: 'string', recipient: { name: 'string' } }).or('null'),
  createdAt: 'string',
  sentCount: 'number',
});
exact<typeof npsRecordAnswer.infer, NpsRecord>(true);
export const npsPage = listAnswer('nps', npsRecordAnswer);

export const npsSummaryAnswer = type({
  notAnswered: 'number',
  promoter: 'number',
  neutral: 'number',
  detrator: 'number',
  average: 'number',
});
exact<typeof npsSummaryAnswer.infer, NpsSummary>(true);

/** PATCH /nps/resolution/{id}, POST /nps/resend/{id}: the record after the change. */
export const npsChange = messageWith('nps', npsRecordAnswer.or('null'));
