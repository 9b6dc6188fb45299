import type { Type } from 'arktype';
import { LIST_FIELD, type WarehouseKind } from '../../src/domain/warehouse-kinds';
import { listAnswer, messageWith } from './answers';
import { conferenceAnswer, outboundAnswer } from './dispatch-answers';
import { inboundAnswer, packingAnswer, pickingAnswer, storageAnswer } from './operation-answers';

/** Each warehouse kind's record answer (GET /{kind}/{id}), for the shared operation routes
 * (simulator/operations/route-builders.ts). */
const RECORD: Record<WarehouseKind, Type<object>> = {
  inbound: inboundAnswer,
  storage: storageAnswer,
  picking: pickingAnswer,
  packing: packingAnswer,
  conference: conferenceAnswer,
  outbound: outboundAnswer,
};

/** The answers of a kind's shared routes: its record, a page of its records (list rows carry
 * `order.items: []`), and a change's `{ message, record }` (operations/answers.ts changeOperation). */
export function recordAnswers(kind: WarehouseKind) {
  let answers = built.get(kind);
  if (!answers) {
    answers = {
      record: RECORD[kind],
      list: listAnswer(LIST_FIELD[kind], RECORD[kind]),
      change: messageWith('record', RECORD[kind]),
    };
    built.set(kind, answers);
  }
  return answers;
}
type Answers = { record: Type<object>; list: Type<object>; change: Type<object> };
/** built once per kind (each route of a kind asks) */
const built = new Map<WarehouseKind, Answers>();
