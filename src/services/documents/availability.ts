import { onlyDigits } from '../../domain/documents';
import { PRINTABLE_ATTACHMENTS } from '../../domain/orders';
import type { DocumentOrder } from './document-types';

// doc 2 §2 (orders list): "A warning shows when an order has no NF-e, Danfe or label attachment;
// a toast says the order does not have the requested item assigned". The attachment each printable
// item needs is src/domain/orders.ts PRINTABLE_ATTACHMENTS (nf-e, DanfeSimplificado, Label): the
// print functions refuse an order without it (warning toast `documents.notAssigned`), so the
// warning mark and the toast always agree. doc 1 §9: access key 44.

export const ACCESS_KEY_LENGTH = 44;

export type OrderDocumentKind = keyof typeof PRINTABLE_ATTACHMENTS;

/** The order's NF-e access key as 44 digits, or null when it has none. */
export function accessKeyOf(order: DocumentOrder): string | null {
  const digits = onlyDigits(String(order.accessKey ?? ''));
  return digits.length === ACCESS_KEY_LENGTH ? digits : null;
}

/** The attachment types of an order (detail: `attachments`; list row: `attachmentTypes`). */
export function attachmentTypesOf(order: DocumentOrder): string[] {
  if (order.attachments) return order.attachments.map((a) => String(a.type ?? ''));
  return [...(order.attachmentTypes ?? [])];
}

/** Whether the order has the item the print menu entry needs (doc 2 §2). */
export function canPrint(order: DocumentOrder, kind: OrderDocumentKind): boolean {
  const wanted = PRINTABLE_ATTACHMENTS[kind].toLowerCase();
  return attachmentTypesOf(order).some((type) => type.toLowerCase() === wanted);
}

/** The printable items the order has no attachment for (for the list's warning mark). */
export function missingAttachments(order: DocumentOrder): OrderDocumentKind[] {
  return (Object.keys(PRINTABLE_ATTACHMENTS) as OrderDocumentKind[]).filter((kind) => !canPrint(order, kind));
}

/** 1234 5678 … — the access key in groups of four, as printed on a DANFE. */
export function formatAccessKey(key: string): string {
  return key.replace(/(\d{4})(?=\d)/g, '$1 ');
}
