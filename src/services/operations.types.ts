import type {
  ConferenceRecord,
  InboundRecord,
  OutboundRecord,
  PackingRecord,
  PickingRecord,
  StorageRecord,
} from '../domain/operations';
import type { WarehouseKind } from '../domain/warehouse-kinds';

// The records of the four warehouse operations as the console receives them (simulator/
// OPERATIONS-CONTRACT.md "Shapes", typed in src/domain/operations.ts), with per-kind lookups.
// List rows carry the items without product lines (`order.items: []`); the detail carries everything.

/** The kind a view type is keyed by (src/domain/warehouse-kinds.ts, shared with the simulator). */
export type { WarehouseKind };

// ---- records, items, lines (aliases of the domain shapes, for screens) ----------------------

export type InboundView = InboundRecord;
export type InboundItem = InboundView['items'][number];
export type InboundLine = InboundItem['order']['items'][number];

export type StorageView = StorageRecord;
export type StorageItem = StorageView['items'][number];
export type StorageLine = StorageItem['order']['items'][number];
export type StoragePositionSuggestion = StorageLine['storagePositionSuggestions'][number];

export type PickingView = PickingRecord;
export type PickingItem = PickingView['items'][number];
/** one item position (row) of a picking order */
export type PickingRow = PickingItem['itemPositions'][number];

export type PackingView = PackingRecord;
export type PackingItem = PackingView['items'][number];
export type PackingVolumeLine = PackingItem['volumes'][number];

export type ConferenceView = ConferenceRecord;
export type ConferenceItem = ConferenceView['items'][number];
export type ConferenceLine = ConferenceItem['order']['items'][number];

export type OutboundView = OutboundRecord;
export type OutboundItem = OutboundView['items'][number];

// ---- per kind ---------------------------------------------------------------------------------

export interface WarehouseViews {
  inbound: InboundView;
  storage: StorageView;
  picking: PickingView;
  packing: PackingView;
  conference: ConferenceView;
  outbound: OutboundView;
}
export type WarehouseView<K extends WarehouseKind = WarehouseKind> = WarehouseViews[K];

/** The field holding a record's date, per kind. */
export const DATE_FIELD = {
  inbound: 'inboundDate',
  storage: 'storageDate',
  picking: 'pickingDate',
  packing: 'packingDate',
  conference: 'conferenceDate',
  outbound: 'outboundDate',
} as const satisfies { [K in WarehouseKind]: keyof WarehouseViews[K] };

/** The date of any record. */
export function recordDate(kind: WarehouseKind, record: WarehouseView): string {
  return (record as unknown as Record<string, string>)[DATE_FIELD[kind]];
}

/** A list page, whatever the kind's own field name. */
export interface OperationPage<K extends WarehouseKind> {
  rows: WarehouseViews[K][];
  total: number;
}

/** The answer of every state-changing call (contract: `record` = the detail after the change). */
export interface OperationAnswer<K extends WarehouseKind> {
  message?: string;
  record: WarehouseViews[K];
}
