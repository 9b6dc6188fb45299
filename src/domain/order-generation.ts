import { isSelectableOrder, type OrderStatus, type OrderType } from './orders';

// Downstream generation from an order selection (doc 2 §2 "Selection and downstream generation",
// doc 2 §7 "Downstream creation"): the targets, which selections may generate which target, and
// why a generation is refused.

/** The downstream operations an order selection can generate (doc 2 §2 "Selection and downstream
 * generation", doc 2 §7 "Downstream creation"), each named by the order type it gives the orders. */
export const DOWNSTREAM_TARGETS = [
  'INBOUND',
  'STORAGE',
  'PICKING',
  'PACKING',
  'CONFERENCE',
  'INVOICE',
  'OUTBOUND',
  'ROUTE',
] as const satisfies readonly OrderType[];
export type DownstreamTarget = (typeof DOWNSTREAM_TARGETS)[number];

/** doc 2 §2: "Each action is enabled only when none of the chosen orders is already of the target type". */
export function canGenerate(orders: ReadonlyArray<{ type: OrderType }>, target: DownstreamTarget): boolean {
  return orders.length > 0 && orders.every((o) => o.type !== target);
}

/** An existing record a selection is added into (doc 2 §2: outbound "added to an existing non-DONE
 * outbound", route "an existing route"). */
export interface ExistingTarget {
  id: string;
  status: string;
}

/** Targets that can receive orders into an existing record. */
export const TARGETS_WITH_EXISTING = ['OUTBOUND', 'ROUTE'] as const satisfies readonly DownstreamTarget[];

/** What `generationRefusal` says of each refusal; the simulator passes its catalogue's texts,
 * which it answers in the caller's language (simulator/i18n/messages/orders.ts). */
export interface GenerationTexts {
  empty: string;
  notSelectable: (order: string, type: string, status: string) => string;
  alreadyOfType: (order: string, target: string) => string;
  noExisting: (target: string) => string;
  existingClosed: (kind: 'outbound' | 'route', status: string) => string;
}

export const GENERATION_TEXTS: GenerationTexts = {
  empty: 'Select at least one order',
  notSelectable: (order, type, status) => `Order ${order} cannot be selected (${type} ${status})`,
  alreadyOfType: (order, target) => `Order ${order} is already of type ${target}`,
  noExisting: (target) => `${target} cannot receive orders into an existing record`,
  existingClosed: (kind, status) => `The ${kind} is ${status} and cannot receive orders`,
};

/** Why a generation is refused, or null when it is allowed (the order-selection machine's guard and
 * the simulator's 409 message share this one definition). */
export function generationRefusal(
  orders: ReadonlyArray<{ id?: string; orderNumber?: string; type: OrderType; status: OrderStatus }>,
  target: DownstreamTarget,
  existing?: ExistingTarget | null,
  texts: GenerationTexts = GENERATION_TEXTS,
): string | null {
  if (orders.length === 0) return texts.empty;
  const name = (o: { id?: string; orderNumber?: string }) => o.orderNumber ?? o.id ?? '?';
  const blocked = orders.find((o) => !isSelectableOrder(o));
  if (blocked) return texts.notSelectable(name(blocked), blocked.type, blocked.status);
  const already = orders.find((o) => o.type === target);
  if (already) return texts.alreadyOfType(name(already), target);
  if (existing) {
    if (!(TARGETS_WITH_EXISTING as readonly string[]).includes(target)) return texts.noExisting(target);
    // doc 2 §2 / doc 3 §4: existing outbounds that are not DONE can receive orders; locked routes cannot.
    if (existing.status === 'DONE' || existing.status === 'CANCELLED')
      return texts.existingClosed(target === 'OUTBOUND' ? 'outbound' : 'route', existing.status);
  }
  return null;
}
