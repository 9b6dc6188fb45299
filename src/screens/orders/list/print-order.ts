import type { Company } from '../../../domain/company.schema';
import type { Order } from '../../../domain/order-records';
import { type AttachmentType, PRINTABLE_ATTACHMENTS } from '../../../domain/orders';
import { t } from '../../../services/i18n';
import { notify } from '../../../services/toasts';

// The order print menu (doc 2 §2: order, NF-e, simplified DANFE, label). The documents are drawn
// by src/services/documents (jspdf and jsbarcode load only then). NF-e, DANFE and label need the
// order's matching attachment (doc 3 attachment types nf-e, DanfeSimplificado, Label): without it
// the toast "the order does not have the requested item assigned" shows and nothing is printed.

export const PRINT_KINDS = ['order', 'nfe', 'danfe', 'label'] as const;
export type PrintKind = (typeof PRINT_KINDS)[number];

/** The attachment a print needs, none for the order document. */
export function attachmentFor(kind: PrintKind): AttachmentType | null {
  return kind === 'order' ? null : PRINTABLE_ATTACHMENTS[kind];
}

/** Whether the order holds what the print needs. */
export function hasPrintable(kind: PrintKind, attachmentTypes: readonly AttachmentType[]): boolean {
  const needed = attachmentFor(kind);
  return needed === null || attachmentTypes.includes(needed);
}

/**
 * Prints one document of an order. `load` brings the full order (items, parties, taxes); `company`
 * is the viewed company (its logo heads the documents; without one the documents service toasts).
 */
export async function printOrderDocument(
  kind: PrintKind,
  attachmentTypes: readonly AttachmentType[],
  load: () => Promise<Order>,
  company: Company | null,
): Promise<boolean> {
  if (!hasPrintable(kind, attachmentTypes)) {
    notify.warning(t('documents.notAssigned'));
    return false;
  }
  let order: Order;
  try {
    order = await load();
  } catch {
    return false; // the API client already told the user
  }
  const options = { company, output: 'open' as const };
  switch (kind) {
    case 'order': {
      const { printOrderPdf } = await import('../../../services/documents/order-pdf');
      return printOrderPdf(order, company ?? {}, { output: 'open' });
    }
    case 'nfe': {
      const { printNfe } = await import('../../../services/documents/nfe-pdf');
      return printNfe(order, options);
    }
    case 'danfe': {
      const { printSimplifiedDanfe } = await import('../../../services/documents/simplified-danfe-pdf');
      return printSimplifiedDanfe(order, options);
    }
    case 'label': {
      const { printLabel } = await import('../../../services/documents/label-pdf');
      return printLabel(order, options);
    }
  }
}
