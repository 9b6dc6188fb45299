import { type } from 'arktype';
import {
  CHECKLIST_COLUMNS,
  type ChecklistRow,
  INDICATOR_STATUSES,
  INDICATOR_TYPES,
  type Indicator,
  type MonitoredOrder,
  type OrderMonitoringAnswer,
  SERVICE_ORDER_BUCKETS,
  type ServiceOrderAnswer,
} from '../../src/domain/dashboard';
import { exact, nullableText } from './answers';

/**
 * Answer types of the dashboard's calls (doc 1 §2.8, §7.2; simulator/routes/dashboard.routes.ts),
 * for `response` in addRoute (http/answers.ts). Each is checked against the domain type the
 * handler returns (`exact`, http/answers.ts), so a field added to the domain without its answer
 * type does not compile.
 */
export const indicatorsAnswer = type({
  type: type.enumerated(...INDICATOR_TYPES),
  status: type({
    status: type.enumerated(...INDICATOR_STATUSES),
    quantity: 'number',
    perc: 'number',
  }).array(),
}).array();
exact<typeof indicatorsAnswer.infer, Indicator[]>(true);

const monitoredOrder = type({
  id: 'string',
  orderNumber: 'string',
  code: nullableText,
  status: "'PENDING' | 'INPROGRESS' | 'DONE'",
  orderStatus: 'string',
  orderType: 'string',
  startedAt: nullableText,
  finishedAt: nullableText,
});
exact<typeof monitoredOrder.infer, MonitoredOrder>(true);

const orders = monitoredOrder.array();
export const orderMonitoringAnswer = type({
  conferenceOrders: orders,
  inboundOrders: orders,
  outboundOrders: orders,
  packingOrders: orders,
  pickingOrders: orders,
  pickupOrders: orders,
  routeOrders: orders,
  storageOrders: orders,
});
exact<typeof orderMonitoringAnswer.infer, OrderMonitoringAnswer>(true);

const checklistOrder = type({ id: 'string', orderNumber: 'string', plate: nullableText });
const perColumn = <T>(value: T) =>
  Object.fromEntries(CHECKLIST_COLUMNS.map((c) => [c, value])) as Record<
    (typeof CHECKLIST_COLUMNS)[number],
    T
  >;
export const checklistMonitoringAnswer = type({
  mechanic: 'string',
  cells: type(perColumn(checklistOrder.array())),
  counts: type(perColumn(type('number'))),
}).array();
exact<typeof checklistMonitoringAnswer.infer, ChecklistRow[]>(true);

export const serviceOrderMonitoringAnswer = type({
  bucket: type.enumerated(...SERVICE_ORDER_BUCKETS),
  quantity: 'number',
}).array();
exact<typeof serviceOrderMonitoringAnswer.infer, ServiceOrderAnswer>(true);
