import { type } from 'arktype';
import type { FastifyInstance } from 'fastify';
import { outboundPositionInput, outboundTransporterInput } from '../../src/domain/dispatch.schema';
import { onlyDigits } from '../../src/domain/documents';
import { stageAfter } from '../../src/domain/operation-chain';
import { orderLifecycle } from '../../src/machines/order.machine';
import { outboundLifecycle } from '../../src/machines/outbound.machine';
import { outboundItemLifecycle } from '../../src/machines/outbound-item.machine';
import { decide, follow } from '../http/decide';
import { badRequest, notFound } from '../http/http-error';
import { companyAnswer } from '../http/platform-answers';
import { addRoute, noBody } from '../http/validate';
import { DISPATCH_MESSAGES as D, dispatchMessage } from '../i18n/messages/dispatch';
import { OPERATION_MESSAGES as M } from '../i18n/messages/operations';
import { dispatchStock } from '../operations/dispatch-stock';
import {
  assignItem,
  assignRecord,
  cancelItem,
  cancelOrder,
  cancelRecord,
  itemAnswer,
  runItem,
  runRecord,
} from '../operations/machine-runs';
import type { OperationWork } from '../operations/operation-work';
import { assertPositionUsable } from '../operations/position-use';
import { parse } from '../operations/request-body';
import { itemRoute, recordRoute, registerReads } from '../operations/route-builders';
import type { OperationItemRow } from '../store/operations.repo';

/**
 * Outbound (dispatch) — doc 3 §2 Outbound, §3, §4, §7; simulator/README.md "Outbound and
 * conference". The outbound machine decides every change of the record, the outbound-item machine
 * an order's; creation and ADDED (more orders into an existing outbound) are POST /outbound
 * (downstream.routes.ts). Dispatch takes stock out (operations/dispatch-stock.ts).
 */
const recordQuery = type({
  'action?': "'COMPLETED' | 'ADD_TRANSPORTER' | 'ADD_POSITION' | 'DELETE'",
});
const itemQuery = type({ 'action?': "'COMPLETED'" });

const say = (work: OperationWork, key: Parameters<typeof dispatchMessage>[1], params = {}) =>
  dispatchMessage(work.request, key, { code: work.record.code, ...params });

/** An order dispatched: the item machine's FINALIZE (its lines DONE), then its stock leaves. */
function dispatchItem(work: OperationWork, item: OperationItemRow): void {
  runItem(work, item, outboundItemLifecycle, [{ type: 'FINALIZE' }], () =>
    work.itemRefusal('finalized', item),
  );
  dispatchStock(work, item);
}

function addTransporter(work: OperationWork, body: unknown): string {
  const { transporter } = parse(outboundTransporterInput, body);
  const found = work.store.transporters.byId(transporter);
  if (!found || found.companyDocument !== work.record.companyDocument) throw badRequest(D.unknownTransporter);
  runRecord(work, outboundLifecycle, { type: 'ADD_TRANSPORTER' }, D.refusedOutboundChange);
  work.record.transporterId = found.id;
  work.store.operations.setTransporter(work.record.id, found.id);
  return say(work, 'transporterAdded', { name: found.nameTransporter });
}

function addPosition(work: OperationWork, body: unknown): string {
  const { position } = parse(outboundPositionInput, body);
  const found = work.position(position);
  if (!found || found.companyDocument !== work.record.companyDocument) throw badRequest(M.unknownPosition);
  runRecord(work, outboundLifecycle, { type: 'ADD_POSITION' }, D.refusedOutboundChange);
  assertPositionUsable(found, 'takeFrom', work.store.inventory);
  work.record.positionId = found.id;
  work.store.operations.setPosition(work.record.id, found.id);
  return say(work, 'positionAdded', { position: found.code });
}

/** DELETE: the record goes; its orders are back to waiting for an outbound (the order machine's
 * FINISH_STEP of the step before: DONE, "Aguardando Expedição"), selectable again. */
function deleteOutbound(work: OperationWork): string {
  // DELETED is no status a row keeps: the record goes (asked with decide, not runRecord, which
  // answers a status to write)
  decide(outboundLifecycle, work.asRecord(), [{ type: 'DELETE' }], D.refusedOutboundDelete);
  for (const item of work.items) {
    const order = work.store.orders.byId(item.orderId);
    if (!order) continue;
    const back = follow(orderLifecycle, order, { type: 'FINISH_STEP' });
    if (back)
      work.store.orders.update(order.id, { status: back.state, stage: stageAfter('OUTBOUND') }, work.now);
  }
  work.store.operations.remove(work.record.id);
  return say(work, 'outboundDeleted');
}

function finalizeOutbound(work: OperationWork): string {
  const next = runRecord(work, outboundLifecycle, { type: 'FINALIZE' }, work.refusal('finalized'));
  for (const item of work.items) if (item.status === 'PENDING') dispatchItem(work, item);
  work.setStatus(next);
  return say(work, 'outboundFinalized');
}

export async function outboundRoutes(app: FastifyInstance) {
  registerReads(app, 'outbound');

  recordRoute(app, 'outbound', {
    method: 'PUT',
    summary:
      'Outbound: `{user}` assigns; ?action=ADD_TRANSPORTER `{transporter}`; ?action=ADD_POSITION `{position}` (the dispatch position); ?action=COMPLETED `{}` dispatches every open order (stock leaves); ?action=DELETE removes it — all only in PENDING, delete with nothing dispatched (doc 3 §4, §7)',
    querystring: recordQuery,
    change: (work, { query, body }) => {
      switch (query.action) {
        case 'COMPLETED':
          parse(noBody, body);
          return finalizeOutbound(work);
        case 'ADD_TRANSPORTER':
          return addTransporter(work, body);
        case 'ADD_POSITION':
          return addPosition(work, body);
        case 'DELETE':
          parse(noBody, body);
          return deleteOutbound(work);
        default:
          return assignRecord(work, outboundLifecycle, body);
      }
    },
  });

  recordRoute(app, 'outbound', {
    method: 'PATCH',
    summary:
      'Cancel an outbound: refused when DONE or any order is DONE or INPROGRESS (doc 3 §4); its open orders follow',
    change: (work) => {
      cancelRecord(work, outboundLifecycle, D.refusedOutboundCancel, (item) =>
        cancelItem(work, item, outboundItemLifecycle, D.refusedOutboundCancel),
      );
      return say(work, 'outboundCancelled');
    },
  });

  itemRoute(app, 'outbound', {
    method: 'PUT',
    summary:
      'Outbound order: `{user}` assigns; ?action=COMPLETED `{}` dispatches it (stock leaves) — only while PENDING (doc 3 §4, §7)',
    querystring: itemQuery,
    change: (work, item, { query, body }) => {
      if (query.action === 'COMPLETED') {
        parse(noBody, body);
        dispatchItem(work, item);
        return itemAnswer(work, item, 'itemFinalized');
      }
      return assignItem(work, item, outboundItemLifecycle, work.itemRecord(item), body);
    },
  });

  itemRoute(app, 'outbound', {
    method: 'PATCH',
    summary: 'Cancel one order of an outbound (only while it is PENDING, doc 3 §4)',
    change: (work, item) =>
      cancelOrder(work, item, outboundItemLifecycle, work.itemRefusal('cancelled', item)),
  });

  addRoute(app, {
    method: 'GET',
    url: '/company/document/:document',
    summary:
      "The company by its document, for the boarding draft (doc 3 §7 'GET company by document'); the caller's own company or a subsidiary, 403 otherwise",
    tags: ['operations'],
    auth: true,
    params: type({ document: '0 < string <= 20' }),
    response: companyAnswer,
    handler: async (request) => {
      const company = request.store.companies.byDocument(onlyDigits(request.params.document));
      if (!company) throw notFound(D.companyNotFound);
      request.assertViewable(company.cnpj);
      return company;
    },
  });
}
