import type { AnyStateMachine } from 'xstate';
import type { LineState } from '../domain/operation-rules';
import {
  type ConferenceRecord,
  type InboundRecord,
  OPERATION_STATUSES,
  type PackingRecord,
  type PickingRecord,
  type StorageRecord,
} from '../domain/operations';
import { can, type Lifecycle } from './ask';
import { conferenceLifecycle } from './conference.machine';
import type { ConferenceItemRecord, ConferenceLine } from './conference-item.machine';
import { inboundLifecycle } from './inbound.machine';
import type { LinesRecord } from './operation-lifecycle';
import { outboundLifecycle } from './outbound.machine';
import { packingLifecycle } from './packing.machine';
import type { VolumesRecord } from './packing-item.machine';
import { pickingLifecycle } from './picking.machine';
import { storageLifecycle } from './storage.machine';

/**
 * The console's warehouse records and items (the detail answers of OPERATIONS-CONTRACT.md
 * "Shapes", typed in src/domain/operations.ts) as their machines see them: the `LinesRecord` /
 * `VolumesRecord` the lifecycles of ask.ts read. One object per item (kept while the query data
 * is), so ask.ts reuses one snapshot for every question a row asks.
 */
type InboundItem = InboundRecord['items'][number];
type StorageItem = StorageRecord['items'][number];
type PickingItem = PickingRecord['items'][number];
type PackingItem = PackingRecord['items'][number];
type ConferenceItem = ConferenceRecord['items'][number];
type ConferenceOrderLine = ConferenceItem['order']['items'][number];

const once = <T extends object, R>(build: (value: T) => R) => {
  const built = new WeakMap<T, R>();
  return (value: T): R => {
    let found = built.get(value);
    if (found === undefined) {
      found = build(value);
      built.set(value, found);
    }
    return found;
  };
};

const lineOf = (l: { id: string; status: LineState['status']; quantity: number }): LineState => ({
  id: l.id,
  status: l.status,
  quantity: l.quantity,
});

/** An inbound order: its product lines, each with the order's status (doc 3 §2 Inbound rows). */
export const inboundItemRecord = once(
  (item: InboundItem): LinesRecord => ({
    status: item.status,
    lines: item.order.items.map((l) => ({ id: l.id, status: item.status, quantity: l.quantity })),
  }),
);

/** A storage order: its lines with their own statuses (doc 3 §2 Storage). */
export const storageItemRecord = once(
  (item: StorageItem): LinesRecord => ({ status: item.status, lines: item.order.items.map(lineOf) }),
);

/** A picking order: its rows (item positions, doc 3 §3 Picking). */
export const pickingItemRecord = once(
  (item: PickingItem): LinesRecord => ({ status: item.status, lines: item.itemPositions.map(lineOf) }),
);

/** A picking record: every row of every order. */
export const pickingRecord = once(
  (record: PickingRecord): LinesRecord => ({
    status: record.status,
    lines: record.items.flatMap((i) => i.itemPositions.map(lineOf)),
  }),
);

/** A packing order: its volumes (doc 3 §3 Packing). */
export const packingItemRecord = once(
  (item: PackingItem): VolumesRecord => ({ status: item.status, volumes: item.volumes }),
);

/** A conference product line as its machine sees it: PENDING and unread until `conferred`. */
export const conferenceLine = (l: ConferenceOrderLine): ConferenceLine => ({
  id: l.lineId,
  status: l.conferred?.status ?? 'PENDING',
  quantity: l.quantity,
  counted: l.conferred ? l.conferred.quantity : null,
});

/** A conference order: its lines with what was read of each (doc 3 §3 conferred). */
export const conferenceItemRecord = once(
  (item: ConferenceItem): ConferenceItemRecord => ({
    status: item.status,
    lines: item.order.items.map(conferenceLine),
  }),
);

/** A conference record: every line of every order. */
export const conferenceRecord = once(
  (record: ConferenceRecord): LinesRecord => ({
    status: record.status,
    lines: record.items.flatMap((i) => conferenceItemRecord(i).lines.map(lineOf)),
  }),
);

export type WarehouseLifecycleKind =
  | 'inbound'
  | 'storage'
  | 'picking'
  | 'packing'
  | 'conference'
  | 'outbound';

/** The record lifecycle of each warehouse kind (asked with any kind's events: a kind's machine
 * refuses an event it does not know). */
export const RECORD_LIFECYCLES: Record<WarehouseLifecycleKind, Lifecycle<AnyStateMachine, LinesRecord>> = {
  inbound: inboundLifecycle,
  storage: storageLifecycle,
  picking: pickingLifecycle,
  packing: packingLifecycle,
  conference: conferenceLifecycle,
  outbound: outboundLifecycle,
};

/** The statuses a record of `kind` can have: its machine's states (doc 3 §4), `loading` aside. */
export function recordStatuses(kind: WarehouseLifecycleKind): string[] {
  return Object.keys(RECORD_LIFECYCLES[kind].machine.config.states ?? {}).filter((s) => s !== 'loading');
}

const answersByLines = new Map<string, boolean>();

/**
 * Whether the record machine's answer to a payload-free `event` (FINALIZE, CANCEL…; cached by
 * kind, status and type) depends on the record's lines, i.e. its guard reads them: picking CANCEL
 * "no row DONE or INPROGRESS". Found by asking the machine with no line and with one line in each
 * status — the rule itself stays in the machine. A list row carries no lines
 * (OPERATIONS-CONTRACT.md), so it cannot offer such a command.
 */
export function answerNeedsLines(
  kind: WarehouseLifecycleKind,
  status: string,
  event: { type: 'ASSIGN_USER' | 'FINALIZE' | 'CANCEL' },
): boolean {
  const key = `${kind}|${status}|${event.type}`;
  let needs = answersByLines.get(key);
  if (needs === undefined) {
    const probe = (lines: LineState[]) => can(RECORD_LIFECYCLES[kind], { status, lines }, event);
    const bare = probe([]);
    needs = OPERATION_STATUSES.some((s) => probe([{ id: 'probe', status: s, quantity: 1 }]) !== bare);
    answersByLines.set(key, needs);
  }
  return needs;
}
