import type { Problem } from './validation';

// doc 1 §3.3 operation flow and §4 "Operation chain": each operation has an ordered chain of next
// steps, configured per operation (and per sales channel). An operation cannot list itself as its
// next step, and each next step may appear only once in a chain. doc 1 §5: a sales channel flow
// entry needs channel, ordem (at least 1) and next step; a channel can be chosen only once.
//
// The chain is kept inside the company configuration (`operationFlows`, `salesChannelFlows`) and
// saved with PUT /company/{id}; the operations' next-step rule reads `nextStepsOf`.

export const FLOW_OPERATIONS = [
  'INBOUND',
  'STORAGE',
  'PICKING',
  'PACKING',
  'OUTBOUND',
  'ROUTER',
  'BACKOFFICE',
  'DROPOFF',
  'YARD',
  'INVOICE',
  'CROSSDOCKING',
  'PICKUP',
] as const;
export type FlowOperation = (typeof FLOW_OPERATIONS)[number];
/** doc 1 §3.3: PRINT is also allowed as a sales channel flow's next step. */
export const SALES_CHANNEL_NEXT_STEPS = [...FLOW_OPERATIONS, 'PRINT'] as const;
export type SalesChannelNextStep = (typeof SALES_CHANNEL_NEXT_STEPS)[number];

export interface OperationFlowEntry {
  id: string;
  companyDocument: string;
  /** the configuration id */
  configure: string;
  type: FlowOperation;
  /** position in the chain, from 1 */
  ordem: number;
  nextStep: FlowOperation;
}

export interface SalesChannelFlowEntry {
  /** the sales channel code */
  type: string;
  ordem: number;
  nextStep: SalesChannelNextStep;
}

/** The next steps of `operation`, in chain order (doc 1 §4). */
export function nextStepsOf(
  entries: readonly OperationFlowEntry[],
  operation: FlowOperation,
): FlowOperation[] {
  return entries
    .filter((e) => e.type === operation)
    .sort((a, b) => a.ordem - b.ordem)
    .map((e) => e.nextStep);
}

const inUse = (field: string, name: string): Problem => ({
  field,
  key: 'validation.alreadyInUse',
  values: { name },
  message: `${name} already in use`,
});

/** doc 1 §4: problems of the operation chain (empty when valid). "Cannot list itself" is said as
 * the operation being already in use in its own chain (it is the chain's head). */
export function operationFlowProblems(
  entries: ReadonlyArray<Pick<OperationFlowEntry, 'type' | 'nextStep' | 'ordem'>>,
): Problem[] {
  const problems: Problem[] = [];
  const seen = new Set<string>();
  entries.forEach((e, i) => {
    const field = `operationFlows.${i}.nextStep`;
    if (e.nextStep === e.type) problems.push(inUse(field, e.type));
    else if (seen.has(`${e.type}>${e.nextStep}`)) problems.push(inUse(field, e.nextStep));
    seen.add(`${e.type}>${e.nextStep}`);
    if (!(e.ordem >= 1))
      problems.push({
        field: `operationFlows.${i}.ordem`,
        key: 'validation.greaterThan',
        values: { value: 0 },
        message: 'ordem must be at least 1',
      });
  });
  return problems;
}

/** doc 1 §5: problems of the sales channel flow (empty when valid). */
export function salesChannelFlowProblems(entries: readonly SalesChannelFlowEntry[]): Problem[] {
  const problems: Problem[] = [];
  const channels = new Set<string>();
  entries.forEach((e, i) => {
    if (!e.type)
      problems.push({
        field: `salesChannelFlows.${i}.type`,
        key: 'validation.required',
        message: 'channel is required',
      });
    else if (channels.has(e.type)) problems.push(inUse(`salesChannelFlows.${i}.type`, e.type));
    channels.add(e.type);
    if (!(e.ordem >= 1))
      problems.push({
        field: `salesChannelFlows.${i}.ordem`,
        key: 'validation.greaterThan',
        values: { value: 0 },
        message: 'ordem must be at least 1',
      });
  });
  return problems;
}
