// The downstream records an order selection creates (doc 2 §7 "Downstream creation"), in the
// shapes of doc 3 §3, so the warehouse-operations issue builds on them. Every record and every
// item starts PENDING (doc 3 §4). One record holds one item per order; the order's own items are
// the product lines.

export const OPERATION_KINDS = [
  'inbound',
  'storage',
  'picking',
  'packing',
  'conference',
  'outbound',
  'invoice',
] as const;
export type OperationKind = (typeof OPERATION_KINDS)[number];

/** doc 3 §4: record and item statuses of these operations. */
export const OPERATION_STATUSES = ['PENDING', 'INPROGRESS', 'DONE', 'CANCELLED', 'OCCURRENCE'] as const;
export type OperationStatus = (typeof OPERATION_STATUSES)[number];

export interface UserRef {
  id: string;
  userName: string;
  profile: { name: string };
}

/** An order's product line as doc 3 §3 lists it inside operation items. */
export interface OperationOrderItem {
  id: string;
  description: string;
  barcode: string | null;
  un: string;
  quantity: number;
  productBatch: string | null;
  productExpire: string | null;
  product: { manufactorCode: string | null };
}

export interface OperationOrder {
  id: string;
  orderNumber: string;
  items: OperationOrderItem[];
}

/** One order inside an operation record (doc 3 §3: "Each item: id, status, priority, user, order"). */
export interface OperationItem {
  id: string;
  status: OperationStatus;
  priority: boolean;
  user: UserRef | null;
  order: OperationOrder;
}

interface RecordBase {
  id: string;
  code: string;
  status: OperationStatus;
  companyDocument: string;
  createdAt: string;
}

/** The contract's additions for inbound, storage, picking and packing (OPERATIONS-CONTRACT.md
 * "Shapes"; the simulator answers them for every kind). */
interface WarehouseRecordBase extends RecordBase {
  /** doc 3 §4: percent of DONE items, 2 decimals (`executedPercent`) */
  executed: number;
  /** packing: the non-empty volumes of its orders; the others: one volume per order (doc 3 §9
   * "inbound volumes sent as '1'") */
  volumes: number;
  ordersCount: number;
}

/** A position as an operation line shows it (OPERATIONS-CONTRACT.md "Shapes"). */
export interface PositionRef {
  id: string;
  code: string;
}

/** doc 3 §3 Inbound: id, code, inboundDate, status, user, items (inboundOrder …). A product line
 * reads 0 until its item is DONE, then the quantity received (doc 3 §2). */
export interface InboundRecord extends WarehouseRecordBase {
  inboundDate: string;
  user: UserRef | null;
  items: Array<
    Omit<OperationItem, 'order'> & {
      inboundOrder: string;
      order: Omit<OperationOrder, 'items'> & { items: Array<OperationOrderItem & { readQuantity: number }> };
    }
  >;
}
/** doc 3 §3 Storage: storageDate (ISO), items with storageOrder; order items with storagePosition
 * (list of position and quantity) and storagePositionSuggestions. */
export interface StorageRecord extends WarehouseRecordBase {
  storageDate: string;
  user: UserRef | null;
  items: Array<
    Omit<OperationItem, 'order'> & {
      storageOrder: string;
      order: Omit<OperationOrder, 'items'> & {
        items: Array<
          OperationOrderItem & {
            status: OperationStatus;
            readQuantity: number;
            storagePosition: Array<{ positionId: string; position: string; quantity: number }>;
            /** active STORAGE/GENERAL positions of the company; one in inventory cannot be chosen (doc 3 §4) */
            storagePositionSuggestions: Array<{ positionId: string; code: string; inInventory: boolean }>;
          }
        >;
      };
    }
  >;
}
/** doc 3 §3 Picking: items with itemPositions (id, position, product, quantity, separateQuantity,
 * status); `id` is the row (line) id, `position` the one it is picked from. */
export interface PickingRecord extends WarehouseRecordBase {
  pickingDate: string;
  user: UserRef | null;
  items: Array<
    OperationItem & {
      itemPositions: Array<{
        id: string;
        position: PositionRef | null;
        product: { sku: string; description: string; barcode: string | null };
        quantity: number;
        separateQuantity: number;
        status: OperationStatus;
      }>;
    }
  >;
}
/** doc 3 §3 Packing: items with volumes (volume, orderItem, quantity, order); volume 1 holds the
 * unpacked items (doc 3 §4), so a new packing puts every order item in volume 1. */
export interface PackingRecord extends WarehouseRecordBase {
  packingDate: string;
  user: UserRef | null;
  items: Array<
    OperationItem & {
      volumes: Array<{
        volume: number;
        orderItem: string;
        quantity: number;
        order: string;
        barcode: string | null;
        description: string;
      }>;
    }
  >;
}
/** doc 3 §3 Conference: userProfile (name); order items with conferred (id, quantity, status).
 * Ours (simulator/README.md "Outbound and conference"): `user` as the other kinds (the list's
 * operator and the assign dialog), `total` = the product lines to read, `conferred` null until a
 * line is read; `divergences` on each order: the lines whose read differs from expected once
 * finalized (an OCCURRENCE order). */
export interface ConferenceRecord extends WarehouseRecordBase {
  conferenceDate: string;
  userProfile: { name: string } | null;
  user: UserRef | null;
  total: number;
  items: Array<
    Omit<OperationItem, 'order'> & {
      userProfile: { name: string } | null;
      order: Omit<OperationOrder, 'items'> & {
        items: Array<
          OperationOrderItem & {
            /** the line (conferenceItemId of PUT /conference/{id}/{item}) */
            lineId: string;
            conferred: { id: string; quantity: number; status: OperationStatus } | null;
          }
        >;
      };
    }
  >;
}
/** doc 3 §3 Outbound: url (boarding draft), transportador, assignedUser, items with volumes. Ours:
 * `user` (as the other kinds), the transporter's id and the dispatch position chosen with
 * ADD_POSITION (`position`), each product line's `position` (where dispatch took it from). */
export interface OutboundRecord extends WarehouseRecordBase {
  outboundDate: string;
  url: string | null;
  transportador: { id: string; nameTransporter: string } | null;
  assignedUser: { userName: string } | null;
  user: UserRef | null;
  position: PositionRef | null;
  items: Array<
    Omit<OperationItem, 'order'> & {
      volumes: Array<{ volume: number; barcode: string }>;
      order: Omit<OperationOrder, 'items'> & {
        items: Array<OperationOrderItem & { status: OperationStatus; position: PositionRef | null }>;
      };
    }
  >;
}
/** The invoice record (doc 2 §3 "Invoice list response: orders (each with items holding an order)"). */
export interface InvoiceRecord extends RecordBase {
  invoiceDate: string;
  user: UserRef | null;
  items: OperationItem[];
}

/** doc 3 §4 route statuses. */
export const ROUTE_STATUSES = [
  'PENDING ROUTING',
  'PENDING REPLANNING',
  'PENDING',
  'AWAITING ACCEPT',
  'START TO READY',
  'INPROGRESS',
  'OCCURRENCE',
  'DONE',
  'CANCELLED',
] as const;
export type RouteStatus = (typeof ROUTE_STATUSES)[number];
export const ROUTE_ITEM_STATUSES = ['PENDING', 'DONE', 'OCCURRENCE'] as const;
export type RouteItemStatus = (typeof ROUTE_ITEM_STATUSES)[number];

/** doc 3 §4: DONE and CANCELLED routes are locked. */
export function isRouteLocked(status: RouteStatus): boolean {
  return status === 'DONE' || status === 'CANCELLED';
}

/** doc 3 §3 Route. A new route waits for routing (no vehicle, no path). */
export interface RouteRecord {
  id: string;
  code: string;
  routeDate: string;
  status: RouteStatus;
  companyDocument: string;
  user: { id: string; profile: { name: string; lineColor: string } } | null;
  vehicle: { id: string; plate: string; type: string; status: boolean } | null;
  maps: string | null;
  distance: number;
  duration: number;
  summary: { kmPrice: number; totalPrice: number; invoiced: number; volumes: number; weightGross: number };
  /** the yard dock the route loads at, null when none (devices: RFID portal confirmation) */
  dockId: string | null;
  items: RouteItem[];
  createdAt: string;
}

export interface RouteItem {
  id: string;
  sequence: number | null;
  status: RouteItemStatus;
  distance: number;
  duration: number;
  lat: number | null;
  long: number | null;
  order: {
    id: string;
    orderNumber: string;
    recipient: {
      name: string;
      fantasyName: string | null;
      street: string;
      number: string;
      neighborhood: string;
      postalCode: string;
      city: string;
      state: string;
      maps: string | null;
    };
  };
}

/** The answer of every downstream creation call. */
export interface DownstreamAnswer {
  message: string;
  id: string;
  code: string;
  /** the orders now in it (for ADDED / add: all of the record's orders) */
  orders: string[];
}
