import { type } from 'arktype';
import type { ConferenceRecord, OutboundRecord } from '../../src/domain/operations';
import { exact, messageWith, nullableText } from './answers';
import {
  operationItemBase,
  operationOrderItem,
  operationStatus,
  orderWith,
  positionRefAnswer,
  warehouseRecordBase,
} from './operation-answers';

/**
 * Answer types of the conference and outbound records (doc 3 §3 plus simulator/README.md
 * "Outbound and conference"; simulator/store/dispatch-views.ts builds them), checked against their
 * domain types with `exact`.
 */
const userProfile = type({ name: 'string' }).or('null');

export const conferenceAnswer = warehouseRecordBase.and({
  conferenceDate: 'string',
  userProfile,
  total: 'number',
  items: operationItemBase
    .and({
      userProfile,
      order: orderWith(
        operationOrderItem.and({
          lineId: 'string',
          conferred: type({ id: 'string', quantity: 'number', status: operationStatus }).or('null'),
        }),
      ),
    })
    .array(),
});
exact<typeof conferenceAnswer.infer, ConferenceRecord>(true);
/** POST /conference/{id}/import: the change's toast and record, the rows read, and each refused
 * row with its number (1 = the first data row) and why. */
export const conferenceImported = messageWith('record', conferenceAnswer).and({
  imported: 'number',
  errors: type({ row: 'number', message: 'string' }).array(),
});

export const outboundAnswer = warehouseRecordBase.and({
  outboundDate: 'string',
  url: nullableText,
  transportador: type({ id: 'string', nameTransporter: 'string' }).or('null'),
  assignedUser: type({ userName: 'string' }).or('null'),
  position: positionRefAnswer.or('null'),
  items: operationItemBase
    .and({
      volumes: type({ volume: 'number', barcode: 'string' }).array(),
      order: orderWith(
        operationOrderItem.and({ status: operationStatus, position: positionRefAnswer.or('null') }),
      ),
    })
    .array(),
});
exact<typeof outboundAnswer.infer, OutboundRecord>(true);
