import { type } from 'arktype';
import {
  CROSSDOCKING_LINE_STATUSES,
  CROSSDOCKING_STATUSES,
  type Crossdocking,
} from '../../src/domain/crossdocking';
import { YARD_OPERATION_TYPES } from '../../src/domain/yard';
import { exact, listAnswer, messageWith, nullableText } from './answers';
import { userRefAnswer } from './operation-answers';

/**
 * Answer types of crossdocking (ours; simulator/README.md "Crossdocking",
 * simulator/routes/crossdocking.routes.ts): a crossdock with its lines, its page (rows without
 * lines), a change's `{ message, record }` and the outbound docks. Checked against the domain type.
 */
const idName = type({ id: 'string', name: 'string' });

export const crossdockingAnswer = type({
  id: 'string',
  code: 'string',
  createdAt: 'string',
  status: type.enumerated(...CROSSDOCKING_STATUSES),
  warehouse: { id: 'string', code: 'string', name: 'string' },
  user: userRefAnswer.or('null'),
  ordersCount: 'number',
  linesCount: 'number',
  doneCount: 'number',
  executed: 'number',
  lines: type({
    id: 'string',
    status: type.enumerated(...CROSSDOCKING_LINE_STATUSES),
    order: { id: 'string', number: 'string' },
    product: { id: 'string', sku: 'string', description: 'string', barcode: nullableText },
    quantity: 'number',
    readQuantity: 'number | null',
    dock: idName.or('null'),
    user: userRefAnswer.or('null'),
    doneAt: nullableText,
  }).array(),
});
exact<typeof crossdockingAnswer.infer, Crossdocking>(true);
export const crossdockingsPage = listAnswer('crossdockings', crossdockingAnswer);
/** GET /crossdocking/{id} (null never answered: an unknown id is a 404 first). */
export const crossdockingRecord = crossdockingAnswer.or('null');
export const crossdockingChange = messageWith('record', crossdockingRecord);

/** GET /crossdocking/docks: the yard docks a crossed line may leave by. */
export const crossdockingDocks = type({
  docks: idName.and({ building: 'string', typeOperation: type.enumerated(...YARD_OPERATION_TYPES) }).array(),
});
