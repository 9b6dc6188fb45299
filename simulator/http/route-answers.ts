import { type } from 'arktype';
import { ROUTE_ITEM_STATUSES, ROUTE_STATUSES, type RouteRecord } from '../../src/domain/operations';
import type { RouteActivityRow } from '../store/route-activities';
import type { RouteFileRow } from '../store/route-writes';
import type { RoutesRepo } from '../store/routes.repo';
import { exact, listAnswer, messageWith, nullableText } from './answers';

/**
 * Answer types of a route and its changes (doc 3 §3 Route, §7; simulator/routes/routes.routes.ts,
 * route-actions.routes.ts, route-files.routes.ts): the list, the route with its items, its
 * proof-of-delivery files, a change's `{ message, route }` and the driver-activities report.
 * Checked against the domain types with `exact`.
 */

const nullableNumber = 'number | null';

export const routeAnswer = type({
  id: 'string',
  code: 'string',
  routeDate: 'string',
  status: type.enumerated(...ROUTE_STATUSES),
  companyDocument: 'string',
  user: type({ id: 'string', profile: { name: 'string', lineColor: 'string' } }).or('null'),
  vehicle: type({ id: 'string', plate: 'string', type: 'string', status: 'boolean' }).or('null'),
  maps: nullableText,
  distance: 'number',
  duration: 'number',
  summary: {
    kmPrice: 'number',
    totalPrice: 'number',
    invoiced: 'number',
    volumes: 'number',
    weightGross: 'number',
  },
  dockId: nullableText,
  items: type({
    id: 'string',
    sequence: nullableNumber,
    status: type.enumerated(...ROUTE_ITEM_STATUSES),
    distance: 'number',
    duration: 'number',
    lat: nullableNumber,
    long: nullableNumber,
    order: {
      id: 'string',
      orderNumber: 'string',
      recipient: {
        name: 'string',
        fantasyName: nullableText,
        street: 'string',
        number: 'string',
        neighborhood: 'string',
        postalCode: 'string',
        city: 'string',
        state: 'string',
        maps: nullableText,
      },
    },
  }).array(),
  createdAt: 'string',
});
exact<typeof routeAnswer.infer, RouteRecord>(true);
/** GET /routes: a page of routes (every match with action=get-all), each as its detail. */
export const routesPage = listAnswer('routes', routeAnswer);
exact<typeof routesPage.infer, ReturnType<RoutesRepo['list']>>(true);

const routeFile = type({
  id: 'string',
  orderId: 'string',
  fileType: 'string',
  fileName: 'string',
  contentType: 'string',
  size: 'number',
  createdAt: 'string',
});
exact<typeof routeFile.infer, Omit<RouteFileRow, 'content' | 'routeId'>>(true);
/** GET /routes/{id}: the route and its proof-of-delivery files. */
export const routeDetail = routeAnswer.and({ files: routeFile.array() });

/** A change of a route: its toast and the route after it. */
export const routeChange = messageWith('route', routeAnswer.or('null'));

const activityRow = type({
  DataRota: 'string',
  DataInicioRota: 'string',
  Pedido: 'string',
  PedidoId: 'string',
  DataHoraPedido: 'string',
  Entregador: nullableText,
  EntregadorId: nullableText,
  Endereco: 'string',
  Situacao: 'string',
  DataEntregue: nullableText,
  TipoPedido: 'string',
  Cliente: 'string',
  Frete: 'number',
  Repasse: 'number',
  Rota: 'string',
  RotaId: 'string',
  TempoCriacaoSeparacao: 'null',
  TempoSeparacaoConcluido: 'null',
  TempoSeparacaoConferencia: 'null',
  TempoConferenciaRota: 'null',
  TempoRotaEntrega: nullableNumber,
  TempoCriacaoEntrega: nullableNumber,
  EhAgendamento: 'boolean',
  PrevisaoEntrega: nullableText,
  StatusEntregaAgendamento: 'null',
  KM: 'number',
  Observacao: nullableText,
});
exact<typeof activityRow.infer, RouteActivityRow>(true);
// the grouped summary of doc 1 §9's buckets (ours; src/domain/report-buckets.ts)
const activitySummary = type({
  deliveryMinutes: 'number[]',
  distanceKm: 'number[]',
  notDelivered: 'number',
});
export const driverActivitiesPage = listAnswer('activities', activityRow).and({
  summary: activitySummary,
});
