import { ACCESS_KEY_LENGTH, cutImportCode, isAccessKeyLength } from '../../../domain/access-key';
import { onlyDigits } from '../../../domain/documents';
import { DEFAULT_ORDER_SERIE } from '../../../domain/orders';
import type { ProcessImportInput } from '../../../domain/orders.schema';
import type { BillingIntegration } from '../../../services/order-imports.api';

// The Manual tab of the import dialog (doc 1 §2.9, §7.2 POST /process-import; doc 2 §5 "Manual
// order import: the code is cut to 44 characters; with the 44-character access key the serial and
// sender are not needed; otherwise the sender is required"). It is offered only when a billing
// integration is configured (GET /integrations/bsoft, then /integrations/rsys).

export interface ManualImportValues {
  orderCode: string;
  serie: string;
  senderDocument: string;
  orderType: 'sales-order' | 'purchase-order';
}

export const emptyManualImport: ManualImportValues = {
  orderCode: '',
  serie: DEFAULT_ORDER_SERIE,
  senderDocument: '',
  orderType: 'sales-order',
};

/** doc 2 §5: the code as typed is cut to 44 characters (what the field keeps). */
export const cutCode = (value: string) => value.slice(0, ACCESS_KEY_LENGTH);

/** Whether the serial and the sender are asked (bsoft, and the code is not a full access key). */
export function needsSender(values: Pick<ManualImportValues, 'orderCode'>): boolean {
  return !isAccessKeyLength(cutImportCode(values.orderCode));
}

export type ManualProblemKey = 'validation.required';

/** The problem of each field, empty when the import can be sent. */
export function manualImportProblems(
  values: ManualImportValues,
  integration: NonNullable<BillingIntegration>,
): Partial<Record<keyof ManualImportValues, ManualProblemKey>> {
  const problems: Partial<Record<keyof ManualImportValues, ManualProblemKey>> = {};
  if (cutImportCode(values.orderCode) === '') problems.orderCode = 'validation.required';
  if (integration.name === 'bsoft' && needsSender(values) && onlyDigits(values.senderDocument) === '')
    problems.senderDocument = 'validation.required';
  return problems;
}

/** POST /process-import body. */
export function toProcessImport(
  values: ManualImportValues,
  integration: NonNullable<BillingIntegration>,
): ProcessImportInput {
  const orderCode = cutImportCode(values.orderCode);
  if (integration.name === 'rsys') return { type: 'order-rsys', orderCode, orderType: values.orderType };
  if (!needsSender(values)) return { type: 'order-bsoft', orderCode };
  return {
    type: 'order-bsoft',
    orderCode,
    serie: values.serie.trim() || DEFAULT_ORDER_SERIE,
    senderDocument: onlyDigits(values.senderDocument),
  };
}
