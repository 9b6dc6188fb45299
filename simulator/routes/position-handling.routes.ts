import { type } from 'arktype';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HANDLING_STATUSES } from '../../src/domain/handling';
import { badRequest, notFound } from '../http/http-error';
import { handlingAnswer, handlingChange, handlingCreated, handlingsPage } from '../http/position-answers';
import { addRoute } from '../http/validate';
import { handlingError as E, handlingMessage } from '../i18n/messages/handling';
import { createHandling, type MoveLineInput, wholePositionLines } from '../operations/handling-create';
import { callerPosition, HandlingWork, ownedHandling } from '../operations/handling-work';
import { operatorOf } from '../operations/operation-work';
import { recordListQuery } from '../operations/record-list-query';
import { parse } from '../operations/request-body';
import { idParams, pagingFields } from '../orders-area/http';

/**
 * doc 3 §7 Handling: GET /position-handling (filters and sort in SQL; answers positionsHandling,
 * total), GET /position-handling/{id}, POST /position-handling/{id} (move same origin), POST
 * /position-handling (move different origins), PUT ?operation=USER, ?action=COMPLETED,
 * ?action=CANCEL (whole, or one item with `item`). GET /position-handling/history is
 * handling-history.routes.ts (this file's finalizes write its rows).
 */
const id64 = '0 < string <= 64';
const listQuery = type({
  ...pagingFields,
  'code?': 'string <= 40',
  'status?': type.enumerated(...HANDLING_STATUSES),
  'warehouse?': 'string <= 64',
  /** origin position code contains */
  'position?': 'string <= 40',
  'user?': 'string <= 64',
  'initialDate?': 'string <= 30',
  'finalDate?': 'string <= 30',
  /** field|ASC or field|DESC (doc 1 §7.1): createdAt, code, warehouse, positionOrigin, items, executed, status, user */
  'sort?': /^(createdAt|code|warehouse|positionOrigin|items|executed|status|user)\|(ASC|DESC|asc|desc)$/,
});
const quantity = 'number.integer | number';
const sameOriginBody = type({
  'handling?': type({
    product: id64,
    quantity,
    'positionDestiny?': 'string <= 64 | null',
    'positionOrigin?': 'string <= 64',
    'barcode?': 'string | null',
    'rfidcode?': 'string | null',
  }).array(),
  /** the destination of a whole-position move (doc 3 §7 "or a position") */
  'position?': 'string <= 64',
  'user?': 'string <= 64 | null',
  /** ours: finalize it in the same call (the positions register's move bar) */
  'execute?': 'boolean',
});
const differentOriginBody = type({
  position: id64,
  origin: type(id64).array(),
  'user?': 'string <= 64 | null',
  'execute?': 'boolean',
});
const changeQuery = type({
  'origin?': 'string',
  'operation?': "'USER'",
  'action?': "'COMPLETED' | 'CANCEL'",
});
const assignBody = type({ user: id64, 'item?': id64 });
const completeBody = type({
  'positionOrigin?': 'string <= 64 | null',
  'positionDestiny?': 'string <= 64 | null',
  'item?': id64,
  'quantity?': 'number | null',
});
const cancelBody = type({ 'item?': id64 });
const anyBody = type('Record<string, unknown> | undefined');

function answerCreated(
  request: FastifyRequest,
  created: { record: { id: string; code: string } },
  executed: boolean,
) {
  return {
    message: handlingMessage(request, executed ? 'moved' : 'created', { code: created.record.code }),
    id: created.record.id,
    record: request.store.handlings.view(created.record.id),
  };
}

export async function positionHandlingRoutes(app: FastifyInstance) {
  addRoute(app, {
    method: 'GET',
    url: '/position-handling',
    summary:
      'Handlings of the viewed company (page, take, code, status, warehouse, position, user, initialDate, finalDate, sort field|DIR); answers positionsHandling (rows without items) and total (doc 3 §7)',
    tags: ['position-handling'],
    auth: true,
    querystring: listQuery,
    response: handlingsPage,
    handler: async (request) =>
      request.store.handlings.list({
        ...recordListQuery(request, request.query),
        position: request.query.position || null,
      }),
  });
  addRoute(app, {
    method: 'GET',
    url: '/position-handling/:id',
    summary: 'One handling with its items (doc 3 §3)',
    tags: ['position-handling'],
    auth: true,
    params: idParams,
    response: handlingAnswer,
    handler: async (request) => request.store.handlings.view(ownedHandling(request, request.params.id).id),
  });
  addRoute(app, {
    method: 'POST',
    url: '/position-handling/:id',
    summary:
      'Move with the same origin (the position {id}): products with quantity and positionDestiny, or everything to `position`; `execute: true` moves the stock now (doc 3 §5, §7)',
    tags: ['position-handling'],
    auth: true,
    params: idParams,
    body: sameOriginBody,
    response: handlingCreated,
    handler: async (request, reply) => {
      const b = request.body;
      const created = request.store.db.transaction(() => {
        const userId = b.user ? operatorOf(request, b.user) : null;
        const position = (id: string) => callerPosition(request, id);
        const origin = position(request.params.id).id;
        let lines: MoveLineInput[];
        if (b.handling?.length)
          lines = b.handling.map((h) => ({
            productId: h.product,
            originId: origin,
            destinationId: h.positionDestiny ?? '',
            quantity: h.quantity,
          }));
        else if (b.position) lines = wholePositionLines(request, position, [origin], b.position);
        else throw badRequest(E('nothingToMove'));
        return createHandling(request, { originId: origin, lines, userId, execute: b.execute === true });
      })();
      reply.code(201);
      return answerCreated(request, created, b.execute === true);
    },
  });
  addRoute(app, {
    method: 'POST',
    url: '/position-handling',
    summary:
      'Move with different origins: everything each origin position holds to `position`; `execute: true` moves the stock now (doc 3 §5, §7)',
    tags: ['position-handling'],
    auth: true,
    body: differentOriginBody,
    response: handlingCreated,
    handler: async (request, reply) => {
      const b = request.body;
      const created = request.store.db.transaction(() => {
        const userId = b.user ? operatorOf(request, b.user) : null;
        const position = (id: string) => callerPosition(request, id);
        const lines = wholePositionLines(request, position, [...new Set(b.origin)], b.position);
        const single = new Set(b.origin).size === 1 ? b.origin[0] : null;
        return createHandling(request, { originId: single, lines, userId, execute: b.execute === true });
      })();
      reply.code(201);
      return answerCreated(request, created, b.execute === true);
    },
  });
  addRoute(app, {
    method: 'PUT',
    url: '/position-handling/:id',
    summary:
      '?operation=USER {user, item?} assigns (handling ASSIGN_USER; with item, only an open one); ?action=COMPLETED {positionDestiny?, item?, quantity?} finalizes the whole handling or one item, moving stock (FINALIZE); ?action=CANCEL {item?} (CANCEL). 409 when the machine refuses (doc 3 §4, §5, §7)',
    tags: ['position-handling'],
    auth: true,
    params: idParams,
    querystring: changeQuery,
    body: anyBody,
    response: handlingChange,
    handler: async (request) => {
      const q = request.query;
      const message = request.store.db.transaction(() => {
        const record = ownedHandling(request, request.params.id);
        const work = new HandlingWork(request, record);
        const itemOf = (itemId: string) => {
          const found = request.store.handlings.items(record.id).find((i) => i.id === itemId);
          if (!found) throw notFound(E('itemNotFound'));
          return found;
        };
        if (q.operation === 'USER') {
          const b = parse(assignBody, request.body);
          const userId = operatorOf(request, b.user);
          work.decideRecord('ASSIGN_USER');
          if (b.item) {
            const item = itemOf(b.item);
            work.assignItem(item, userId);
          } else request.store.handlings.setUser(record.id, userId);
          return handlingMessage(request, 'assigned', { code: record.code });
        }
        if (q.action === 'COMPLETED') {
          const b = parse(completeBody, request.body);
          if (b.item) {
            const item = itemOf(b.item);
            work.finalizeItem(item, b.positionDestiny ?? null, b.quantity ?? null);
            work.itemsChanged();
            const sku = work.product(item.productId).sku;
            return handlingMessage(request, 'itemFinalized', {
              sku,
              code: work.position(item.positionDestinyId ?? '').code,
            });
          }
          work.finalizeAll(b.positionDestiny ?? null);
          return handlingMessage(request, 'finalized', { code: record.code });
        }
        if (q.action === 'CANCEL') {
          const b = parse(cancelBody, request.body ?? {});
          if (b.item) {
            const item = itemOf(b.item);
            work.cancelItem(item);
            work.itemsChanged();
            return handlingMessage(request, 'itemCancelled', { sku: work.product(item.productId).sku });
          }
          work.cancelAll();
          return handlingMessage(request, 'cancelled', { code: record.code });
        }
        throw badRequest(E('actionRequired'));
      })();
      return { message, record: request.store.handlings.view(request.params.id) };
    },
  });
}
