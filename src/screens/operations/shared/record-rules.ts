import { type AnyMachineSnapshot, type AnyStateMachine, transition } from 'xstate';
import type { LineState } from '../../../domain/operation-rules';
import { OPERATION_STATUSES } from '../../../domain/operations';
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

/**
 * Which of `events` `machine` accepts when they come one after the other from `status` (with
 * `lines`), as the server runs a batch: an accepted event moves the snapshot on (a short storage
 * line puts the item in OCCURRENCE, where the next line is refused), a refused one is skipped.
 */
export function acceptedInTurn(
  machine: AnyStateMachine,
  status: string,
  lines: readonly LineState[],
  events: ReadonlyArray<{ type: string } & Record<string, unknown>>,
): boolean[] {
  let snapshot: AnyMachineSnapshot;
  try {
    snapshot = snapshotAt(machine, status, { lines: [...lines] });
  } catch {
    return events.map(() => false);
  }
  return events.map((event) => {
    if (!snapshot.can(event as never)) return false;
    [snapshot] = transition(machine, snapshot as never, event as never) as unknown as [AnyMachineSnapshot];
    return true;
  });
}

const answersByLines = new Map<string, boolean>();

/**
 * Whether the record machine's answer to a payload-free `event` (FINALIZE, CANCEL…; cached by
 * kind, status and type) depends on the record's lines, i.e. its guard reads them: picking CANCEL
 * "no row DONE or INPROGRESS", inbound CANCEL "nothing received". Found by asking the machine with
 * no line and with one line in each status — the rule itself stays in the machine. A list row
 * carries no lines (OPERATIONS-CONTRACT.md), so it cannot offer such a command.
 */
export function answerNeedsLines(kind: WarehouseKind, status: string, event: { type: string }): boolean {
  const key = `${kind}|${status}|${event.type}`;
  let needs = answersByLines.get(key);
  if (needs === undefined) {
    const probe = (lines: LineState[]) => recordCan(kind, status, event, lines);
    const bare = probe([]);
    needs = OPERATION_STATUSES.some((s) => probe([{ id: 'probe', status: s, quantity: 1 }]) !== bare);
    answersByLines.set(key, needs);
  }
  return needs;
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
