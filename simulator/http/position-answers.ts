import { type } from 'arktype';
import type { Handling, HandlingList } from '../../src/domain/handling';
import { HANDLING_STATUSES } from '../../src/domain/handling';
import type { PositionView } from '../../src/domain/positions';
import {
  POSITION_STATUSES,
  POSITION_TYPES,
  type Position,
  SCAN_TYPES,
  type WarehouseRef,
} from '../../src/domain/warehouse';
import { exact, listAnswer, messageWith, nullableText } from './answers';
import { positionRefAnswer, userRefAnswer } from './operation-answers';

/**
 * Answer types of the positions (doc 3 §3 Position, §7 Positions; simulator/routes/positions.routes.ts
 * and positions-register.routes.ts) and of handling, the moves between them (doc 3 §3 Handling, §7
 * Handling; position-handling.routes.ts). Checked against the domain types with `exact`.
 */
const nullableNumber = 'number | null';

export const warehouseRefAnswer = type({
  id: 'string',
  code: 'string',
  name: 'string',
  building: nullableText,
});
exact<typeof warehouseRefAnswer.infer, WarehouseRef>(true);

const positionAnswer = type({
  id: 'string',
  code: 'string',
  rfidCode: nullableText,
  warehouse: warehouseRefAnswer,
  street: 'string',
  column: 'string',
  level: 'string',
  gap: 'string',
  type: type.enumerated(...POSITION_TYPES),
  status: type.enumerated(...POSITION_STATUSES),
  isActive: 'boolean',
  inInventory: 'boolean',
  isVirtual: 'boolean',
  scanType: type.enumerated(...SCAN_TYPES),
});
exact<typeof positionAnswer.infer, Position>(true);
/** GET /position: the selector's page. */
export const positionsPage = listAnswer('positions', positionAnswer);

/** What tells one stored item from another at its position (barcode, RFID, service tag, who holds
 * it, padlock): the position's storage items and the stock screens' position items alike. */
export const positionItemTags = {
  barcode: nullableText,
  rfidcode: nullableText,
  serviceTag: nullableText,
  responsible: nullableText,
  padlock: nullableText,
} as const;

/** GET /position/{id}: the position, its register fields and what it stores. */
export const positionViewAnswer = positionAnswer.and({
  aliasStreet: nullableText,
  aliasColumn: nullableText,
  aliasLevel: nullableText,
  aliasGap: nullableText,
  height: nullableNumber,
  width: nullableNumber,
  depth: nullableNumber,
  weight: nullableNumber,
  volume: nullableNumber,
  storageItems: type({
    id: 'string',
    product: { id: 'string', sku: 'string', description: 'string' },
    ...positionItemTags,
    quantity: 'number',
  }).array(),
});
exact<typeof positionViewAnswer.infer, PositionView>(true);
/** PATCH /position/{id}: the toast and the position as stored after it. */
export const positionChange = messageWith('record', positionViewAnswer.or('null'));
/** POST /position: the same and the new position's id. */
export const positionCreated = positionChange.and({ id: 'string' });

const handlingStatus = type.enumerated(...HANDLING_STATUSES);

export const handlingAnswer = type({
  id: 'string',
  code: 'string',
  createdAt: 'string',
  status: handlingStatus,
  positionCodeOrigin: nullableText,
  positionOrigin: positionRefAnswer.or('null'),
  warehouse: { id: 'string', code: 'string', name: 'string' },
  user: userRefAnswer.or('null'),
  itemsCount: 'number',
  doneCount: 'number',
  executed: 'number',
  items: type({
    id: 'string',
    status: handlingStatus,
    quantity: 'number',
    positionCodeOrigin: 'string',
    positionOrigin: positionRefAnswer,
    positionCodeDestiny: nullableText,
    positionDestiny: positionRefAnswer.or('null'),
    product: { id: 'string', sku: 'string', description: 'string', barcode: nullableText },
    user: userRefAnswer.or('null'),
  }).array(),
});
exact<typeof handlingAnswer.infer, Handling>(true);
/** GET /position-handling: rows carry `items: []`. */
export const handlingsPage = listAnswer('positionsHandling', handlingAnswer);
exact<typeof handlingsPage.infer, HandlingList>(true);
/** PUT /position-handling/{id}: the toast and the handling after the change. */
export const handlingChange = messageWith('record', handlingAnswer.or('null'));
/** POST /position-handling[/{id}]: the same and the new handling's id. */
export const handlingCreated = handlingChange.and({ id: 'string' });
