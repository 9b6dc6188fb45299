import { type } from 'arktype';
import type { DownstreamAnswer, InvoiceRecord } from '../../src/domain/operations';
import { exact } from './answers';
import { operationItemAnswer, operationRecordFields, userRefAnswer } from './operation-answers';

/**
 * Answer types of the downstream calls (doc 2 §2, §7; simulator/routes/downstream.routes.ts):
 * what creating a record or route from selected orders answers, and the invoices list. Checked
 * against the domain types with `exact`.
 */
export const downstreamAnswer = type({
  message: 'string',
  id: 'string',
  code: 'string',
  orders: 'string[]',
});
exact<typeof downstreamAnswer.infer, DownstreamAnswer>(true);

export const invoiceAnswer = type({
  ...operationRecordFields,
  invoiceDate: 'string',
  user: userRefAnswer.or('null'),
  items: operationItemAnswer.array(),
});
exact<typeof invoiceAnswer.infer, InvoiceRecord>(true);

/** GET /invoices (doc 2 §7): the page of records and their count under `countOrders`. */
export const invoicesPageAnswer = type({ orders: invoiceAnswer.array(), countOrders: 'number' });
