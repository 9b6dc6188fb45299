import { type Type, type } from 'arktype';
import {
  type InboundRecord,
  OPERATION_STATUSES,
  type OperationItem,
  type OperationOrderItem,
  type PackingRecord,
  type PickingRecord,
  type PositionRef,
  type StorageRecord,
  type UserRef,
} from '../../src/domain/operations';
import { exact, nullableText } from './answers';

/**
 * Answer types of the warehouse operation records (doc 3 §3 shapes, OPERATIONS-CONTRACT.md
 * "Shapes"; simulator/store/operation-views.ts builds them): inbound, storage, picking and packing,
 * and the pieces conference and outbound share (dispatch-answers.ts). Each record is checked
 * against its domain type with `exact`. A list row is the same shape with `order.items: []`.
 */
export const operationStatus = type.enumerated(...OPERATION_STATUSES);

export const userRefAnswer = type({ id: 'string', userName: 'string', profile: { name: 'string' } });
exact<typeof userRefAnswer.infer, UserRef>(true);

export const positionRefAnswer = type({ id: 'string', code: 'string' });
exact<typeof positionRefAnswer.infer, PositionRef>(true);

export const operationOrderItem = type({
  id: 'string',
  description: 'string',
  barcode: nullableText,
  un: 'string',
  quantity: 'number',
  productBatch: nullableText,
  productExpire: nullableText,
  product: { manufactorCode: nullableText },
});
exact<typeof operationOrderItem.infer, OperationOrderItem>(true);

/** An item (one order) of a record, without its `order`: each kind says what its order holds. */
export const operationItemBase = type({
  id: 'string',
  status: operationStatus,
  priority: 'boolean',
  user: userRefAnswer.or('null'),
});

export const operationItemAnswer = operationItemBase.and({
  order: { id: 'string', orderNumber: 'string', items: operationOrderItem.array() },
});
exact<typeof operationItemAnswer.infer, OperationItem>(true);

/** The fields every operation record starts with (doc 3 §3): warehouse records and invoices. */
export const operationRecordFields = {
  id: 'string',
  code: 'string',
  status: operationStatus,
  companyDocument: 'string',
  createdAt: 'string',
} as const;

/** The fields every warehouse record has (doc 3 §3), and its operator. */
export const warehouseRecordBase = type({
  ...operationRecordFields,
  executed: 'number',
  volumes: 'number',
  ordersCount: 'number',
  user: userRefAnswer.or('null'),
});

/** An item's order whose product lines are `line`. */
export const orderWith = <L extends object>(line: Type<L>) =>
  type({ id: 'string', orderNumber: 'string', items: line.array() });

export const inboundAnswer = warehouseRecordBase.and({
  inboundDate: 'string',
  items: operationItemBase
    .and({
      inboundOrder: 'string',
      order: orderWith(operationOrderItem.and({ readQuantity: 'number' })),
    })
    .array(),
});
exact<typeof inboundAnswer.infer, InboundRecord>(true);

export const storageAnswer = warehouseRecordBase.and({
  storageDate: 'string',
  items: operationItemBase
    .and({
      storageOrder: 'string',
      order: orderWith(
        operationOrderItem.and({
          status: operationStatus,
          readQuantity: 'number',
          storagePosition: type({ positionId: 'string', position: 'string', quantity: 'number' }).array(),
          storagePositionSuggestions: type({
            positionId: 'string',
            code: 'string',
            inInventory: 'boolean',
          }).array(),
        }),
      ),
    })
    .array(),
});
exact<typeof storageAnswer.infer, StorageRecord>(true);

export const pickingAnswer = warehouseRecordBase.and({
  pickingDate: 'string',
  items: operationItemAnswer
    .and({
      itemPositions: type({
        id: 'string',
        position: positionRefAnswer.or('null'),
        product: { sku: 'string', description: 'string', barcode: nullableText },
        quantity: 'number',
        separateQuantity: 'number',
        status: operationStatus,
      }).array(),
    })
    .array(),
});
exact<typeof pickingAnswer.infer, PickingRecord>(true);

export const packingAnswer = warehouseRecordBase.and({
  packingDate: 'string',
  items: operationItemAnswer
    .and({
      volumes: type({
        volume: 'number',
        orderItem: 'string',
        quantity: 'number',
        order: 'string',
        barcode: nullableText,
        description: 'string',
      }).array(),
    })
    .array(),
});
exact<typeof packingAnswer.infer, PackingRecord>(true);
