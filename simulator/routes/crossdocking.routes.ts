import { type } from 'arktype';
import type { FastifyInstance } from 'fastify';
import { CROSSDOCKING_STATUSES } from '../../src/domain/crossdocking';
import {
  crossdockingChange,
  crossdockingDocks,
  crossdockingRecord,
  crossdockingsPage,
} from '../http/crossdocking-answers';
import { badRequest } from '../http/http-error';
import { addRoute } from '../http/validate';
import { crossdockingMessage, crossdockingError as E } from '../i18n/messages/crossdocking';
import { CrossdockingWork, ownedCrossdocking } from '../operations/crossdocking-work';
import { operatorOf } from '../operations/operation-work';
import { recordListQuery } from '../operations/record-list-query';
import { parse } from '../operations/request-body';
import { idParams, pagingFields, viewedCompany } from '../orders-area/http';
import { preparedOnce } from '../store/prepared';

/**
 * Crossdocking (ours — the seeds give only the route, menu entry, status flag and lead time;
 * simulator/README.md "Crossdocking"): GET /crossdocking (filters and sort in SQL; answers
 * crossdockings, total), GET /crossdocking/docks (the outbound docks a line may go to), GET
 * /crossdocking/{id}, PUT /crossdocking/{id} ?operation=USER, ?action=CONFIRM (one line to a
 * dock), ?action=COMPLETED, ?action=CANCEL — each through the crossdocking machine (409 refused).
 */
const id64 = '0 < string <= 64';
const listQuery = type({
  ...pagingFields,
  'code?': 'string <= 40',
  'status?': type.enumerated(...CROSSDOCKING_STATUSES),
  'warehouse?': 'string <= 64',
  /** order number contains */
  'order?': 'string <= 40',
  'user?': 'string <= 64',
  'initialDate?': 'string <= 30',
  'finalDate?': 'string <= 30',
  /** field|ASC or field|DESC (doc 1 §7.1) */
  'sort?': /^(createdAt|code|warehouse|orders|lines|executed|status|user)\|(ASC|DESC|asc|desc)$/,
});
const changeQuery = type({
  'origin?': 'string',
  'operation?': "'USER'",
  'action?': "'CONFIRM' | 'COMPLETED' | 'CANCEL'",
});
const assignBody = type({ user: id64 });
const confirmBody = type({ line: id64, quantity: 'number | null', 'dock?': 'string <= 64 | null' });
const anyBody = type('Record<string, unknown> | undefined');

export async function crossdockingRoutes(app: FastifyInstance) {
  addRoute(app, {
    method: 'GET',
    url: '/crossdocking',
    summary:
      'Crossdocks of the viewed company (page, take, code, status, warehouse, order, user, initialDate, finalDate, sort field|DIR over createdAt, code, warehouse, orders, lines, executed, status, user); answers crossdockings (rows without lines) and total',
    tags: ['crossdocking'],
    auth: true,
    querystring: listQuery,
    response: crossdockingsPage,
    handler: async (request) =>
      request.store.crossdockings.list({
        ...recordListQuery(request, request.query),
        order: request.query.order || null,
      }),
  });
  addRoute(app, {
    method: 'GET',
    url: '/crossdocking/docks',
    summary:
      'The yard docks of the viewed company a crossed line may leave by (typeOperation dispatch or both)',
    tags: ['crossdocking'],
    auth: true,
    response: crossdockingDocks,
    handler: async (request) => ({
      docks: preparedOnce(
        request.store.db,
        `SELECT id, name, building, typeOperation FROM yard_docks
          WHERE companyDocument = ? AND typeOperation <> 'receiving' ORDER BY name`,
      ).all(viewedCompany(request)),
    }),
  });
  addRoute(app, {
    method: 'GET',
    url: '/crossdocking/:id',
    summary: 'One crossdock with its lines (order, product, quantity, read quantity, dock, status)',
    tags: ['crossdocking'],
    auth: true,
    params: idParams,
    response: crossdockingRecord,
    handler: async (request) =>
      request.store.crossdockings.view(ownedCrossdocking(request, request.params.id).id),
  });
  addRoute(app, {
    method: 'PUT',
    url: '/crossdocking/:id',
    summary:
      '?operation=USER {user} assigns (ASSIGN_USER); ?action=CONFIRM {line, quantity, dock} sends one line read at the inbound dock to an outbound dock (CONFIRM_LINE: 400 quantity or dock missing, 409 a receiving dock or a line not pending); ?action=COMPLETED finalizes with every line confirmed and moves the orders on their chain (FINALIZE); ?action=CANCEL only while PENDING (CANCEL). 409 when the machine refuses',
    tags: ['crossdocking'],
    auth: true,
    params: idParams,
    querystring: changeQuery,
    body: anyBody,
    response: crossdockingChange,
    handler: async (request) => {
      const q = request.query;
      const message = request.store.db.transaction(() => {
        const record = ownedCrossdocking(request, request.params.id);
        const work = new CrossdockingWork(request, record);
        if (q.operation === 'USER') {
          const b = parse(assignBody, request.body);
          work.assign(operatorOf(request, b.user));
          return crossdockingMessage(request, 'assigned', { code: record.code });
        }
        if (q.action === 'CONFIRM') {
          const b = parse(confirmBody, request.body);
          return crossdockingMessage(
            request,
            'lineConfirmed',
            work.confirmLine(b.line, b.quantity, b.dock ?? null),
          );
        }
        if (q.action === 'COMPLETED') {
          work.finalize();
          return crossdockingMessage(request, 'finalized', { code: record.code });
        }
        if (q.action === 'CANCEL') {
          work.cancel();
          return crossdockingMessage(request, 'cancelled', { code: record.code });
        }
        throw badRequest(E('actionRequired'));
      })();
      return { message, record: request.store.crossdockings.view(request.params.id) };
    },
  });
}
