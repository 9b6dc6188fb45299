// The four warehouse kinds built so far (doc 3 §2: inbound, storage, picking, packing) and the
// names their calls use on the wire. Both sides of the HTTP boundary read them from here: the
// console's services build requests and read answers with them, the simulator's routes serve
// them (simulator/OPERATIONS-CONTRACT.md "Calls").

/** The kinds, also the path segment of their routes (`/inbound`, `/storage`…). */
export const WAREHOUSE_KINDS = [
  'inbound',
  'storage',
  'picking',
  'packing',
  'conference',
  'outbound',
] as const;
export type WarehouseKind = (typeof WAREHOUSE_KINDS)[number];

/** doc 3 §7: the field of a list answer holding the rows (storage answers `orders`). */
export const LIST_FIELD = {
  inbound: 'inbounds',
  storage: 'orders',
  picking: 'pickings',
  packing: 'packings',
  conference: 'conferences',
  outbound: 'outbounds',
} as const satisfies Record<WarehouseKind, string>;

/** doc 3 §2, §7: the kinds whose lists assign one operator to several records at once. */
export type MultiAssignKind = Extract<WarehouseKind, 'picking' | 'packing'>;

/** doc 3 §7: the body field of PUT /{kind}-operation/attribute-user/{userId} holding the record
 * ids (`pickingOrder`, `packingOrder`). */
export const multiAssignField = <K extends MultiAssignKind>(kind: K): `${K}Order` => `${kind}Order`;
