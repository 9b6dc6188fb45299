import type { Configuration, StatusFlag } from './configuration';
import { type FlowOperation, nextStepsOf, type OperationFlowEntry } from './operation-flow';

export type { OperationFlowEntry } from './operation-flow';

/**
 * The operation chain — doc 1 §4 "each operation has an ordered chain of next steps, configured
 * per operation and per sales channel; an operation cannot list itself as its next step, and each
 * next step may appear only once in a chain", doc 1 §3.2 (an operation is enabled when its status
 * flag is on), §3.3 (operation-flow entries: type, ordem, nextStep), doc 3 §1 (the work chain:
 * inbound, storage, picking, packing, conference, invoice, outbound and route delivery).
 *
 * One rule, asked by the simulator whenever an operation of any kind finalizes an order: which
 * operation the order goes to next. Pure; the simulator reads the company's configuration and
 * flow entries and writes the move (simulator/operations/operation-chain.ts).
 */
export const CHAIN_OPERATIONS = [
  'INBOUND',
  'CROSSDOCKING',
  'STORAGE',
  'PICKING',
  'PACKING',
  'CONFERENCE',
  'INVOICE',
  'OUTBOUND',
  'ROUTER',
  'BACKOFFICE',
  'DROPOFF',
  'YARD',
  'PICKUP',
] as const;
export type ChainOperation = (typeof CHAIN_OPERATIONS)[number];

/** doc 3 §1: the chain when the company configured no flow for an operation. CONFERENCE is in doc
 * 3's chain though doc 1 §3.3 does not list it as a flow name (ours: it takes part like the others). */
export const DEFAULT_CHAIN: readonly ChainOperation[] = [
  'INBOUND',
  'STORAGE',
  'PICKING',
  'PACKING',
  'CONFERENCE',
  'INVOICE',
  'OUTBOUND',
  'ROUTER',
];

/** doc 1 §3.2: the status flag that turns each operation on or off. */
export const CHAIN_FLAG: Record<ChainOperation, StatusFlag> = {
  INBOUND: 'statusInboundLeadTime',
  CROSSDOCKING: 'statusCrossdockingLeadTime',
  STORAGE: 'statusStorageLeadTime',
  PICKING: 'statusPickingLeadTime',
  PACKING: 'statusPackingLeadTime',
  CONFERENCE: 'statusConferenceLeadTime',
  INVOICE: 'statusInvoiceTime',
  OUTBOUND: 'statusOutboundLeadTime',
  ROUTER: 'statusRouterLeadTime',
  BACKOFFICE: 'statusBackofficeLeadTime',
  DROPOFF: 'statusDropoffLeadTime',
  YARD: 'statusYardLeadTime',
  PICKUP: 'statusPickupLeadTime',
};

const isChainOperation = (name: string): name is ChainOperation =>
  (CHAIN_OPERATIONS as readonly string[]).includes(name);

/** doc 1 §3.2 "by default shown": an operation is on unless its flag is explicitly off. */
export function isOperationOn(
  operation: ChainOperation,
  configuration: Partial<Configuration> | null | undefined,
): boolean {
  return configuration?.[CHAIN_FLAG[operation]] !== false;
}

/** The fields of a flow entry the chain reads (stored entries may name operations it doesn't know). */
export type FlowStep = { type: string; ordem: number; nextStep: string };

/** The next steps `operation` lists, in `ordem` order (doc 1 §4: never itself, each once); the
 * default chain's next operation when the company configured none. */
export function nextSteps(operation: ChainOperation, flows: readonly FlowStep[]): ChainOperation[] {
  // the settings' entries (src/domain/operation-flow.ts, saved by the settings dialog)
  const own = (
    nextStepsOf(flows as readonly OperationFlowEntry[], operation as FlowOperation) as string[]
  ).filter((n): n is ChainOperation => isChainOperation(n) && n !== operation);
  if (own.length > 0) return [...new Set(own)];
  const at = DEFAULT_CHAIN.indexOf(operation);
  return at >= 0 && at < DEFAULT_CHAIN.length - 1 ? [DEFAULT_CHAIN[at + 1] as ChainOperation] : [];
}

/**
 * Where an order goes when `finished` finalizes it: the first of its next steps that is on; a step
 * that is off is passed over to its own next steps (ours: a switched-off operation is skipped, not
 * a dead end). Null at the end of the chain. A chain that loops back stops at the first repeat.
 */
export function nextOperation(
  finished: ChainOperation,
  configuration: Partial<Configuration> | null | undefined,
  flows: readonly FlowStep[],
): ChainOperation | null {
  const seen = new Set<ChainOperation>([finished]);
  let candidates = nextSteps(finished, flows);
  while (candidates.length > 0) {
    const on = candidates.find((c) => !seen.has(c) && isOperationOn(c, configuration));
    if (on) return on;
    const skipped = candidates.filter((c) => !seen.has(c));
    for (const c of skipped) seen.add(c);
    candidates = skipped.flatMap((c) => nextSteps(c, flows));
  }
  return null;
}

/** doc 3 §1 names in the platform's Portuguese, for the order's free-text `stage` (doc 2 §3). */
export const CHAIN_STAGE_PT: Record<ChainOperation, string> = {
  INBOUND: 'Recebimento',
  CROSSDOCKING: 'Crossdocking',
  STORAGE: 'Armazenagem',
  PICKING: 'Separação',
  PACKING: 'Embalagem',
  CONFERENCE: 'Conferência',
  INVOICE: 'Faturamento',
  OUTBOUND: 'Expedição',
  ROUTER: 'Roteirização',
  BACKOFFICE: 'Backoffice',
  DROPOFF: 'Entrega',
  YARD: 'Pátio',
  PICKUP: 'Coleta',
};

/** The stage text an order shows after `finished`: "Aguardando <next>" or, at the end, "Concluído"
 * (a known stage, shown translated — src/domain/orders.ts `stageCode`). */
export function stageAfter(next: ChainOperation | null): string {
  return next ? `Aguardando ${CHAIN_STAGE_PT[next]}` : 'Concluído';
}
