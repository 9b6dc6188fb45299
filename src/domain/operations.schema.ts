import { type } from 'arktype';
import { OPERATION_STATUSES } from './operations';
import { USER_TYPES } from './user';
import { registerPredicate } from './validation';

// Request schemas of the warehouse operations (simulator/OPERATIONS-CONTRACT.md "Calls"; doc 3
// §5, §7), shared by the console's calls and the simulator's routes. Ranges the lifecycle
// machines decide (a read within the expected quantity, a row equal to it) are not repeated here:
// the machine refuses them with 409 (DESIGN §3).

const id = type('0 < string <= 64');

/** A quantity as a number, or as text (doc 3 §5 "Quantity edit is numeric text"; a decimal comma
 * is accepted as the pt-BR keyboard types it). */
const decimalText = type(/^\s*\d{1,9}([.,]\d{1,6})?\s*$/).pipe((s: string) =>
  Number(s.trim().replace(',', '.')),
);
export const quantityInput = type('0 <= number < 1000000000').or(decimalText);

/** PUT /{kind}/{id}[/{item}] `{ user }`: assign an operator (doc 3 §7). */
export const assignUserInput = type({ user: id });

/** PUT /inbound/{id}?operation=PARTIAL (doc 3 §7: user, orders with order and volumes "1", items
 * with id (order item) and quantity; §9 "Inbound volumes sent as '1'"). */
export const inboundPartialInput = type({
  user: id,
  orders: type({
    order: id,
    'volumes?': 'string | number',
    items: type({ id, quantity: quantityInput }).array().atLeastLength(1),
  })
    .array()
    .atLeastLength(1),
});
export type InboundPartialInput = typeof inboundPartialInput.infer;

/** PUT /storage/{id}/{item}?action=COMPLETED (doc 3 §5: "position field is required"). */
export const storageLineInput = type({ orderItem: id, position: id, quantity: quantityInput });
/** PUT /storage/{id}/{item}?action=CANCEL. */
export const storageOrderItemInput = type({ orderItem: id });
/** PUT /storage/{id}/{item}?action=EDIT, quantity as text (doc 3 §5). */
export const storageEditInput = type({ orderItem: id, quantity: quantityInput });

/** PUT /storage/{id}?origin=app: bulk or partial confirm (doc 3 §7; storageOrdem and
 * storageOrdemItem are accepted and not needed). */
export const storageConfirmInput = type({
  'storageItemId?': id.or('null'),
  user: id,
  'action?': 'null',
  orders: type({
    order: id,
    items: type({
      id,
      quantity: quantityInput,
      position: id,
      'positionOrigin?': 'string | null',
      'status?': 'string | null',
    })
      .array()
      .atLeastLength(1),
  })
    .array()
    .atLeastLength(1),
});
export type StorageConfirmInput = typeof storageConfirmInput.infer;

/** PUT /picking/{id}?origin=app: confirm rows (doc 3 §7: user, orders with order and items of id,
 * position, product, quantity). */
export const pickingConfirmInput = type({
  user: id,
  orders: type({
    order: id,
    items: type({
      id,
      'position?': 'string | null',
      'product?': 'string | null',
      quantity: quantityInput,
    })
      .array()
      .atLeastLength(1),
  })
    .array()
    .atLeastLength(1),
});
export type PickingConfirmInput = typeof pickingConfirmInput.infer;

/** PUT /picking/{id}/{item}?action=OCCURRENCE (ours): the row whose goods are missing. */
export const pickingOccurrenceInput = type({ row: id });

/** PUT /picking-operation/attribute-user/{userId} and its packing twin (doc 3 §7). */
export const pickingAssignManyInput = type({ pickingOrder: id.array().atLeastLength(1) });
export const packingAssignManyInput = type({ packingOrder: id.array().atLeastLength(1) });

/** PUT /packing/{id}?origin=web: the volumes of the packing's orders (doc 3 §7). */
export const packingVolumesInput = type({
  user: id,
  volumes: type({
    volume: '1 <= number.integer <= 9999',
    items: type({ orderItemId: id, quantity: quantityInput, orderId: id }).array(),
  })
    .array()
    .atLeastLength(1),
});
export type PackingVolumesInput = typeof packingVolumesInput.infer;

const dayExpected = registerPredicate('a date yyyy-MM-dd', 'validation.uninformed');
const day = type('string').narrow(
  (s, ctx) =>
    (/^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`))) ||
    ctx.reject({ expected: dayExpected }),
);

/** List filters of every kind (contract "Lists"): code, status, a date range, the operator. */
export const operationListFilters = {
  'code?': 'string <= 64',
  'status?': type.enumerated(...OPERATION_STATUSES),
  'initialDate?': day,
  'finalDate?': day,
  'user?': id,
} as const;

const booleanText = type("'true' | 'false'");

/** GET /position filters (doc 3 §7 Positions). */
export const positionListFilters = {
  'warehouse?': id,
  'code?': 'string <= 64',
  'inInventory?': booleanText,
  'isActive?': booleanText,
} as const;

const typesExpected = registerPredicate('user types separated by commas', 'validation.uninformed');
/** GET /users?type=USER,ADMIN (doc 3 §6: "Assign-user dialogs allow type USER plus all listed types"). */
export const userTypesText = type('string').narrow(
  (s, ctx) =>
    s.split(',').every((t) => (USER_TYPES as readonly string[]).includes(t.trim())) ||
    ctx.reject({ expected: typesExpected }),
);
