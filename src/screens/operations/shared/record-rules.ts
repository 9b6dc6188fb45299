import type { AnyStateMachine } from 'xstate';
import type { LineState } from '../../../domain/operation-rules';
import { inboundMachine } from '../../../machines/inbound.machine';
import { packingMachine } from '../../../machines/packing.machine';
import { pickingMachine } from '../../../machines/picking.machine';
import { snapshotAt } from '../../../machines/resolve';
import { storageMachine } from '../../../machines/storage.machine';
import type { WarehouseKind } from '../../../services/operations.types';

// What a screen may offer is asked of the lifecycle machines (DESIGN §3): the record's stored
// status (and its lines, when a guard looks at them) rebuilds the snapshot, and `can(event)`
// enables or hides the control. No rule is re-derived here.

export const RECORD_MACHINES: Record<WarehouseKind, AnyStateMachine> = {
  inbound: inboundMachine,
  storage: storageMachine,
  picking: pickingMachine,
  packing: packingMachine,
};

/** Whether `machine` in `status` (with `lines`) accepts `event`; false for a status it does not know. */
export function machineCan(
  machine: AnyStateMachine,
  status: string,
  event: { type: string } & Record<string, unknown>,
  lines: readonly LineState[] = [],
): boolean {
  try {
    return snapshotAt(machine, status, { lines: [...lines] }).can(event as never);
  } catch {
    return false;
  }
}

/** Whether a record of `kind` in `status` accepts `event` (record machine). */
export function recordCan(
  kind: WarehouseKind,
  status: string,
  event: { type: string } & Record<string, unknown>,
  lines?: readonly LineState[],
): boolean {
  return machineCan(RECORD_MACHINES[kind], status, event, lines);
}

/** The statuses a record of `kind` can have: its machine's states (doc 3 §4), `loading` aside. */
export function recordStatuses(kind: WarehouseKind): string[] {
  return Object.keys(RECORD_MACHINES[kind].config.states ?? {}).filter((s) => s !== 'loading');
}
