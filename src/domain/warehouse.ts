// doc 3 §3 Position, Warehouse, Warehouse position item; §4 "Position: in inventory blocks
// selection…". The fields the warehouse operations use (simulator/OPERATIONS-CONTRACT.md); the
// positions register of a later issue adds dimensions, aliases and the storage-item details.

/** doc 3 §3 Position type. STORAGE and GENERAL positions receive put-away (ours). */
export const POSITION_TYPES = ['STORAGE', 'PICKING', 'GENERAL'] as const;
export type PositionType = (typeof POSITION_TYPES)[number];

/** doc 3 §3 Position status. */
export const POSITION_STATUSES = [
  'ACTIVE',
  'INACTIVE',
  'INPREPARATION',
  'TEMPORARY',
  'RESERVED',
  'QUARANTINE',
] as const;
export type PositionStatus = (typeof POSITION_STATUSES)[number];

export const SCAN_TYPES = ['BARCODE', 'RFID'] as const;
export type ScanType = (typeof SCAN_TYPES)[number];

export interface WarehouseRef {
  id: string;
  code: string;
  name: string;
  /** doc 3 §3 Warehouse "building (id; name on read)": the name */
  building: string | null;
}

/** GET /position rows (doc 3 §3 Position, the fields listed in the contract). */
export interface Position {
  id: string;
  code: string;
  rfidCode: string | null;
  warehouse: WarehouseRef;
  street: string;
  column: string;
  level: string;
  gap: string;
  type: PositionType;
  status: PositionStatus;
  isActive: boolean;
  inInventory: boolean;
  isVirtual: boolean;
  scanType: ScanType;
}

/** Positions that may receive a put-away (OPERATIONS-CONTRACT.md "storagePositionSuggestions"):
 * active STORAGE or GENERAL ones. One in inventory is listed but cannot be chosen (doc 3 §4). */
export function isStorable(p: Pick<Position, 'type' | 'isActive'>): boolean {
  return p.isActive && (p.type === 'STORAGE' || p.type === 'GENERAL');
}

/** A put-away suggestion as a storage line lists it (doc 3 §3 storagePositionSuggestions). */
export interface PositionSuggestion {
  positionId: string;
  code: string;
  inInventory: boolean;
}

/** doc 3 §4: a position in inventory is listed but cannot be chosen. */
export const choosablePositions = <S extends PositionSuggestion>(suggestions: readonly S[]): S[] =>
  suggestions.filter((s) => !s.inInventory);

/** doc 3 §4: the operator's choice, else the only choosable position preselected, else none. */
export function chosenPositionOf(
  suggestions: readonly PositionSuggestion[],
  picked: string | undefined,
): string | null {
  if (picked) return picked;
  const available = choosablePositions(suggestions);
  return available.length === 1 ? available[0].positionId : null;
}
