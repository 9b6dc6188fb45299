import {
  type ChainOperation,
  nextOperation,
  type OperationFlowEntry,
  stageAfter,
} from '../../src/domain/operation-chain';
import { orderLifecycle } from '../../src/machines/order.machine';
import { follow } from '../http/decide';
import type { OperationItemRow } from '../store/operations.repo';
import type { Store } from '../store/store';
import type { OperationWork } from './operation-work';

/**
 * The operation chain in the simulator (doc 1 §4; the rule is src/domain/operation-chain.ts):
 * when an operation of any kind finalizes an order (its item became DONE), the order machine takes
 * FINISH_STEP — the order is DONE with its step's type, selectable for the next step — its stage
 * says which step that is ("Aguardando Embalagem", or "Concluído" at the end) and its tracking gets
 * an entry naming the record finished and the next operation. An order the machine refuses (not
 * PENDING any more, e.g. in OCCURRENCE) keeps its status; the tracking entry is still written.
 */
export const CHAIN_OPERATION_OF: Record<OperationWork['kind'], ChainOperation> = {
  inbound: 'INBOUND',
  storage: 'STORAGE',
  picking: 'PICKING',
  packing: 'PACKING',
  conference: 'CONFERENCE',
  outbound: 'OUTBOUND',
};

/** The company's operation-flow entries (doc 1 §3.3), saved by the settings dialog (issue 15) in
 * the configuration's `operationFlows`; until a flow is stored for an operation the default chain
 * applies. */
export function flowsOf(store: Store, companyDocument: string): OperationFlowEntry[] {
  const [configuration] = store.configurations.ofCompany(companyDocument);
  return configuration?.operationFlows ?? [];
}

/** Moves the orders of `items` (just finalized by `work`'s record) to their next operation. */
export function advanceOrders(work: OperationWork, items: readonly OperationItemRow[]): void {
  chainOrders(
    work.store,
    {
      finished: CHAIN_OPERATION_OF[work.kind],
      companyDocument: work.record.companyDocument,
      code: work.record.code,
      now: work.now,
      doer: work.request.viewer.record.id,
    },
    items,
  );
}

/** What finished: the operation, the record (company, code), when and by whom. */
export interface FinishedStep {
  finished: ChainOperation;
  companyDocument: string;
  code: string;
  now: string;
  /** the caller, for orders whose line had no operator */
  doer: string;
}

/** The chain move of any operation (the four warehouse kinds through advanceOrders, crossdocking
 * directly): each order takes FINISH_STEP, its stage and a tracking entry. */
export function chainOrders(
  store: Store,
  step: FinishedStep,
  items: ReadonlyArray<{ orderId: string; userId?: string | null }>,
): void {
  if (items.length === 0) return;
  const [configuration] = store.configurations.ofCompany(step.companyDocument);
  const next = nextOperation(step.finished, configuration, flowsOf(store, step.companyDocument));
  const stage = stageAfter(next);
  for (const item of items) {
    const order = store.orders.byId(item.orderId);
    if (!order) continue;
    // derived: the order takes FINISH_STEP when its machine allows it (an order not in an
    // operation keeps its status, and only its stage moves)
    const moved = follow(orderLifecycle, order, { type: 'FINISH_STEP' });
    store.orders.update(order.id, moved ? { status: moved.state, stage } : { stage }, step.now);
    store.orders.addCalendar({
      id: store.orders.nextCalendarId(),
      orderId: order.id,
      dueDate: step.now,
      userId: item.userId ?? step.doer,
      description: next ? `${step.code} concluído → ${next}` : `${step.code} concluído`,
      status: 'DONE',
      createdAt: step.now,
    });
  }
}
