import { assign, setup } from 'xstate';
import { type DownstreamTarget, type ExistingTarget, generationRefusal } from '../domain/order-generation';
import { isSelectableOrder, type OrderStatus, type OrderType } from '../domain/orders';
import { lifecycle } from './ask';

/**
 * Order selection and downstream generation — doc 2 §2 "Selection and downstream generation".
 * The list's selection bar asks `snapshot.can({ type: 'GENERATE', target })` for each action; the
 * simulator asks GENERATE of `orderSelectionLifecycle` (the chosen orders) before it
 * creates anything (409 when refused, with `generationRefusal`'s reason).
 *
 * The selectable-order rule is ambiguous in the seed ("its type is one of purchase, invoice, new,
 * manufacturing order, visit, dropoff or pickup, or its status is outside pending, cancelled and in
 * progress, or it is done or not executed"). Decided (src/domain/orders.ts `isSelectableOrder`):
 * an order is selectable when it is **not CANCELLED** and **either** its type is one of those
 * entry types **or** its status is DONE, NOTEXECUTED or OCCURRENCE (its current operation ended).
 * So an order inside a running operation (INBOUND…OUTBOUND, ROUTE or SO while PENDING/INPROGRESS)
 * waits for that operation to end, and a cancelled order is never selectable — the seed lists
 * "cancelled" among the statuses that do not make an order selectable, and bundling a cancelled
 * order into work makes no sense, so the type clause does not override it.
 *
 * | rule | seed |
 * |---|---|
 * | SELECT only a selectable order (rule above), once | doc 2 §2 |
 * | DESELECT the last order or CLEAR empties the selection (the bar disappears) | doc 2 §2 "A selection action bar appears for selected rows" |
 * | GENERATE {target} only when every chosen order is selectable and none is already of the target type | doc 2 §2 "Each action is enabled only when none of the chosen orders is already of the target type" |
 * | targets: receiving (INBOUND), STORAGE, PICKING, PACKING, CONFERENCE, INVOICE, OUTBOUND (new or existing), ROUTE (new or existing) | doc 2 §2, §7 |
 * | into an existing record only for OUTBOUND and ROUTE, and only one not DONE (nor CANCELLED) | doc 2 §2, doc 3 §4 "Existing outbounds that are not DONE can receive orders" |
 * | GENERATED (the call succeeded) clears the selection; GENERATE_FAILED returns to it | doc 2 §8 |
 */
export interface ChosenOrder {
  id: string;
  orderNumber?: string;
  type: OrderType;
  status: OrderStatus;
}

export interface OrderSelectionContext {
  orders: ChosenOrder[];
  /** the generation in flight */
  pending: { target: DownstreamTarget; into: ExistingTarget | null } | null;
}

export type OrderSelectionEvent =
  | { type: 'SELECT'; order: ChosenOrder }
  | { type: 'DESELECT'; id: string }
  | { type: 'CLEAR' }
  | { type: 'GENERATE'; target: DownstreamTarget; into?: ExistingTarget | null }
  | { type: 'GENERATED' }
  | { type: 'GENERATE_FAILED' };

export type OrderSelectionState = 'idle' | 'selecting' | 'generating';

const empty: OrderSelectionContext = { orders: [], pending: null };

export const orderSelectionMachine = setup({
  types: { context: {} as OrderSelectionContext, events: {} as OrderSelectionEvent },
  guards: {
    isSelectable: ({ context, event }) =>
      event.type === 'SELECT' &&
      isSelectableOrder(event.order) &&
      !context.orders.some((o) => o.id === event.order.id),
    isLastChosen: ({ context, event }) =>
      event.type === 'DESELECT' && context.orders.length === 1 && context.orders[0].id === event.id,
    isChosen: ({ context, event }) =>
      event.type === 'DESELECT' && context.orders.some((o) => o.id === event.id),
    mayGenerate: ({ context, event }) =>
      event.type === 'GENERATE' &&
      generationRefusal(context.orders, event.target, event.into ?? null) === null,
  },
  actions: {
    add: assign(({ context, event }) =>
      event.type === 'SELECT' ? { orders: [...context.orders, event.order] } : {},
    ),
    remove: assign(({ context, event }) =>
      event.type === 'DESELECT' ? { orders: context.orders.filter((o) => o.id !== event.id) } : {},
    ),
    clear: assign(() => empty),
    remember: assign(({ event }) =>
      event.type === 'GENERATE' ? { pending: { target: event.target, into: event.into ?? null } } : {},
    ),
    forget: assign({ pending: null }),
  },
}).createMachine({
  id: 'orderSelection',
  initial: 'idle',
  context: empty,
  states: {
    idle: {
      on: { SELECT: { guard: 'isSelectable', target: 'selecting', actions: 'add' } },
    },
    selecting: {
      on: {
        SELECT: { guard: 'isSelectable', target: 'selecting', actions: 'add' },
        DESELECT: [
          { guard: 'isLastChosen', target: 'idle', actions: 'clear' },
          { guard: 'isChosen', target: 'selecting', actions: 'remove' },
        ],
        CLEAR: { target: 'idle', actions: 'clear' },
        GENERATE: { guard: 'mayGenerate', target: 'generating', actions: 'remember' },
      },
    },
    generating: {
      on: {
        GENERATED: { target: 'idle', actions: 'clear' },
        GENERATE_FAILED: { target: 'selecting', actions: 'forget' },
      },
    },
  },
});

/** The orders a request names, as the selection machine sees them once chosen (the simulator's
 * GENERATE check: the "record" is the request itself). */
export const orderSelectionLifecycle = lifecycle(
  orderSelectionMachine,
  () => 'selecting',
  (chosen: { orders: ChosenOrder[] }) => ({ orders: chosen.orders, pending: null }),
);
