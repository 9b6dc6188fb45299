import { assign, setup } from 'xstate';
import type { DownstreamTarget } from '../domain/order-generation';
import {
  isAllowedTypeChange,
  isEntryType,
  isSelectableOrder,
  type OrderStatus,
  type OrderType,
} from '../domain/orders';
import { lifecycle } from './ask';

/**
 * Order lifecycle — doc 2 §4. The state value is the order's stored `status`, so the simulator
 * asks it through `orderLifecycle` (src/machines/ask.ts: the stored status and type).
 * `loading` is where the detail modal starts: LOADED puts it in the stored status. Pure: the
 * screen sends each call's outcome; the simulator asks before it changes the order.
 *
 * | rule | seed |
 * |---|---|
 * | statuses PENDING, INPROGRESS, DONE, OCCURRENCE; also CANCELLED, NOTEXECUTED | doc 2 §4 |
 * | FINALIZE (PUT /orders/status: status DONE, type PICKUP, dueDate) only for a PICKUP order, from PENDING, INPROGRESS or OCCURRENCE | doc 1 §7.2, doc 2 §7 |
 * | FINALIZE only once the pickup is collected (its route item done): the console offers it "from the done column" of the dashboard's pickup board, which holds the collected pickups (simulator/dashboard/order-monitoring.ts); `collected` comes with the order (LOADED, `OrderLike`) and no event of this machine changes it | doc 1 §2.8, §7.2 ("done column"; what puts a pickup there is ours) |
 * | CHANGE_TYPE to new, dropoff, pickup or visit, never to the current type | doc 2 §2 |
 * | CHANGE_TYPE only while the order is in no operation (entry type) and PENDING, OCCURRENCE or NOTEXECUTED (ours: the seed shows no status rule) | doc 2 §2 |
 * | EDIT (inline fields, address) and ADD_TRACKING in every status but CANCELLED (ours) | doc 2 §2, §4 |
 * | REPORT_OCCURRENCE from PENDING, INPROGRESS, OCCURRENCE → OCCURRENCE; from OCCURRENCE: RESCHEDULE → PENDING, RESOLVE → DONE, NOT_EXECUTED → NOTEXECUTED (the record-occurrence call is ours) | doc 2 §2 "Occurrence page", §5 |
 * | ENTER_OPERATION (downstream creation) only when the order is selectable and not already of the target type; it then has the target type and is PENDING | doc 2 §2 "Selection", doc 3 §4 |
 * | FINISH_STEP (the operation holding a PENDING order is finalized): only for an order in an operation (not an entry type); it is then DONE with its step's type, selectable for the next step the operation chain names (src/domain/operation-chain.ts) | doc 1 §4 operation chain, doc 2 §2 "Selection" |
 * | no status change in the modal itself | doc 2 §4 |
 */
export interface OrderContext {
  type: OrderType;
  /** a PICKUP collected on its route (its route item done): what puts it in the done column */
  collected: boolean;
}

export type OrderEvent =
  | { type: 'LOADED'; status: OrderStatus; orderType: OrderType; collected?: boolean }
  | { type: 'FINALIZE'; orderType: OrderType }
  | { type: 'CHANGE_TYPE'; orderType: OrderType }
  | { type: 'EDIT' }
  | { type: 'ADD_TRACKING' }
  | { type: 'REPORT_OCCURRENCE' }
  | { type: 'RESCHEDULE' }
  | { type: 'RESOLVE' }
  | { type: 'NOT_EXECUTED' }
  | { type: 'ENTER_OPERATION'; target: DownstreamTarget }
  | { type: 'FINISH_STEP' };

export type OrderMachineState = 'loading' | OrderStatus;

const loaded = (status: OrderStatus) => ({
  guard: { type: 'isLoadedAs' as const, params: { status } },
  target: status,
  actions: 'rememberType' as const,
});

const enter = (status: OrderStatus) => ({
  ENTER_OPERATION: {
    guard: { type: 'mayEnterOperation' as const, params: { status } },
    target: 'PENDING' as const,
    reenter: true,
    actions: 'takeTargetType' as const,
  },
});

/** Changes that keep the status: a self-transition, so `snapshot.can` answers true for them. */
const edits = (status: OrderStatus) => ({ EDIT: { target: status }, ADD_TRACKING: { target: status } });

export const orderMachine = setup({
  types: { context: {} as OrderContext, events: {} as OrderEvent },
  guards: {
    isLoadedAs: ({ event }, params: { status: OrderStatus }) =>
      event.type === 'LOADED' && event.status === params.status,
    isCollectedPickup: ({ context, event }) =>
      event.type === 'FINALIZE' &&
      context.type === 'PICKUP' &&
      event.orderType === 'PICKUP' &&
      context.collected,
    mayChangeType: ({ context, event }) =>
      event.type === 'CHANGE_TYPE' &&
      isEntryType(context.type) &&
      isAllowedTypeChange(context.type, event.orderType),
    mayEnterOperation: ({ context, event }, params: { status: OrderStatus }) =>
      event.type === 'ENTER_OPERATION' &&
      isSelectableOrder({ type: context.type, status: params.status }) &&
      context.type !== event.target,
    isInOperation: ({ context }) => !isEntryType(context.type),
  },
  actions: {
    rememberType: assign(({ event }) =>
      event.type === 'LOADED' ? { type: event.orderType, collected: event.collected ?? false } : {},
    ),
    changeType: assign(({ event }) => (event.type === 'CHANGE_TYPE' ? { type: event.orderType } : {})),
    takeTargetType: assign(({ event }) => (event.type === 'ENTER_OPERATION' ? { type: event.target } : {})),
  },
}).createMachine({
  id: 'order',
  initial: 'loading',
  context: { type: 'NEW', collected: false },
  states: {
    loading: {
      on: {
        LOADED: [
          loaded('PENDING'),
          loaded('INPROGRESS'),
          loaded('DONE'),
          loaded('OCCURRENCE'),
          loaded('CANCELLED'),
          loaded('NOTEXECUTED'),
        ],
      },
    },
    PENDING: {
      on: {
        ...edits('PENDING'),
        FINALIZE: { guard: 'isCollectedPickup', target: 'DONE' },
        CHANGE_TYPE: { guard: 'mayChangeType', target: 'PENDING', reenter: true, actions: 'changeType' },
        REPORT_OCCURRENCE: 'OCCURRENCE',
        FINISH_STEP: { guard: 'isInOperation', target: 'DONE' },
        ...enter('PENDING'),
      },
    },
    INPROGRESS: {
      on: {
        ...edits('INPROGRESS'),
        FINALIZE: { guard: 'isCollectedPickup', target: 'DONE' },
        REPORT_OCCURRENCE: 'OCCURRENCE',
        ...enter('INPROGRESS'),
      },
    },
    OCCURRENCE: {
      on: {
        ...edits('OCCURRENCE'),
        FINALIZE: { guard: 'isCollectedPickup', target: 'DONE' },
        CHANGE_TYPE: { guard: 'mayChangeType', target: 'OCCURRENCE', reenter: true, actions: 'changeType' },
        REPORT_OCCURRENCE: { target: 'OCCURRENCE', reenter: true },
        RESCHEDULE: 'PENDING',
        RESOLVE: 'DONE',
        NOT_EXECUTED: 'NOTEXECUTED',
        ...enter('OCCURRENCE'),
      },
    },
    DONE: { on: { ...edits('DONE'), ...enter('DONE') } },
    NOTEXECUTED: {
      on: {
        ...edits('NOTEXECUTED'),
        CHANGE_TYPE: { guard: 'mayChangeType', target: 'NOTEXECUTED', reenter: true, actions: 'changeType' },
        ...enter('NOTEXECUTED'),
      },
    },
    // doc 2 §4: a cancelled order is not changed any more (ours: nothing is allowed).
    CANCELLED: {},
  },
});

/** An order as its machine sees it: the stored status and type (doc 2 §3), and whether a pickup
 * was collected (asked only where FINALIZE is: the pickup board, PUT /orders/status). */
export interface OrderLike {
  status: string;
  type: OrderType;
  collected?: boolean;
}

/** An order as ask.ts asks it. */
export const orderLifecycle = lifecycle(
  orderMachine,
  (order: OrderLike) => order.status,
  (order) => ({ type: order.type, collected: order.collected ?? false }),
);
