import { type } from 'arktype';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  measureOf,
  type PositionInput,
  positionCodeOf,
  positionFormProblems,
} from '../../src/domain/positions';
import { messageAnswer } from '../http/answers';
import { badRequest, conflict } from '../http/http-error';
import { positionChange, positionCreated, positionViewAnswer } from '../http/position-answers';
import { addRoute } from '../http/validate';
import { positionError as E, positionMessage } from '../i18n/messages/positions';
import { assertPositionUsable } from '../operations/position-use';
import { idParams, owned, viewedCompany } from '../orders-area/http';
import { preparedOnce } from '../store/prepared';

/**
 * The positions register (doc 3 §2 Positions, §4, §5, §7): GET /position/{id}, GET
 * /position/{code}?id={warehouse}, POST /position, PATCH /position/{id}, DELETE /position/{id}
 * (refused while in inventory, holding stock, or used by operations). GET /position (the list)
 * is positions.routes.ts. A position's register fields live in store/position-details.repo.ts.
 */
const text = 'string <= 64 | null';
const measure = 'string <= 20 | number | null';
const positionBody = type({
  'warehouse?': 'string <= 64',
  'type?': 'string <= 20',
  'code?': text,
  'street?': text,
  'column?': text,
  'level?': text,
  'gap?': text,
  'aliasStreet?': text,
  'aliasColumn?': text,
  'aliasLevel?': text,
  'aliasGap?': text,
  'rfidCode?': text,
  'scanType?': text,
  'status?': text,
  'isVirtual?': 'boolean',
  'isActive?': 'boolean',
  'height?': measure,
  'width?': measure,
  'depth?': measure,
  'weight?': measure,
  'volume?': measure,
});
type Body = typeof positionBody.infer;
const byCodeQuery = type({ 'origin?': 'string', 'id?': 'string <= 64' });

function ownedPosition(request: FastifyRequest, id: string) {
  return owned(request, request.store.warehouses.position(id), E('notFound'));
}

/** Validates and writes a position (new, or `current` merged with the body). */
function savePosition(request: FastifyRequest, body: Body, currentId: string | null) {
  const { store } = request;
  const company = viewedCompany(request);
  const current = currentId ? store.positionDetails.view(currentId) : null;
  const input: PositionInput = {
    ...(current ? { ...current, warehouse: current.warehouse.id, code: current.code } : {}),
    ...body,
  } as PositionInput;
  const problems = positionFormProblems(input);
  if (problems.length > 0) throw badRequest(E('invalid'), problems);
  const warehouse = preparedOnce(
    store.db,
    'SELECT id FROM warehouses WHERE id = ? AND companyDocument = ?',
  ).get(input.warehouse, company);
  if (!warehouse) throw badRequest(E('unknownWarehouse'));
  const code = positionCodeOf(input);
  const clash = store.positionDetails.idByCode(company, code, input.warehouse);
  if (clash && clash !== currentId) throw conflict(E('codeInUse', { code }));
  const [street, column, level, gap] = input.code
    ? code.split('-').concat('', '', '', '')
    : [input.street, input.column, input.level, input.gap].map((p) => String(p ?? '').toUpperCase());
  const row = {
    id: currentId ?? store.positionDetails.nextPositionId(),
    companyDocument: company,
    warehouseId: input.warehouse,
    code,
    rfidCode: input.rfidCode || null,
    street,
    column,
    level,
    gap,
    type: input.type,
    status: input.status || 'ACTIVE',
    isActive: body.isActive ?? current?.isActive ?? true,
    inInventory: current?.inInventory ?? false,
    isVirtual: input.isVirtual ?? false,
    scanType: input.scanType || 'BARCODE',
    createdAt: request.now().toISOString(),
  };
  if (current)
    store.positionDetails.update({
      ...row,
      isActive: row.isActive ? 1 : 0,
      isVirtual: row.isVirtual ? 1 : 0,
    });
  else store.warehouses.insertPosition(row as never);
  store.positionDetails.save({
    positionId: row.id,
    aliasStreet: input.aliasStreet?.toUpperCase() || null,
    aliasColumn: input.aliasColumn?.toUpperCase() || null,
    aliasLevel: input.aliasLevel?.toUpperCase() || null,
    aliasGap: input.aliasGap?.toUpperCase() || null,
    height: measureOf(input.height),
    width: measureOf(input.width),
    depth: measureOf(input.depth),
    weight: measureOf(input.weight),
    volume: measureOf(input.volume),
  });
  return row;
}

export async function positionsRegisterRoutes(app: FastifyInstance) {
  addRoute(app, {
    method: 'GET',
    url: '/position/:id',
    summary:
      'One position with its register fields and storage items; with ?id={warehouse} the path is the position code in that warehouse (doc 3 §3, §7)',
    tags: ['positions'],
    auth: true,
    params: idParams,
    querystring: byCodeQuery,
    response: positionViewAnswer,
    handler: async (request) => {
      const { id } = request.params;
      const byCode = request.query.id
        ? request.store.positionDetails.idByCode(viewedCompany(request), id.toUpperCase(), request.query.id)
        : null;
      const position = ownedPosition(request, byCode ?? id);
      return request.store.positionDetails.view(position.id);
    },
  });
  addRoute(app, {
    method: 'POST',
    url: '/position',
    summary:
      'Creates a position (doc 3 §5 position form: warehouse, type, code or street/column/level/gap with 1-character aliases, dimensions ≥ 1 cm, weight, volume)',
    tags: ['positions'],
    auth: true,
    body: positionBody,
    response: positionCreated,
    handler: async (request, reply) => {
      const row = request.store.db.transaction(() => savePosition(request, request.body, null))();
      reply.code(201);
      return {
        message: positionMessage(request, 'created', { code: row.code }),
        id: row.id,
        record: request.store.positionDetails.view(row.id),
      };
    },
  });
  addRoute(app, {
    method: 'PATCH',
    url: '/position/:id',
    summary: 'Updates a position: the fields sent, checked with the position form rules (doc 3 §5)',
    tags: ['positions'],
    auth: true,
    params: idParams,
    body: positionBody,
    response: positionChange,
    handler: async (request) => {
      const row = request.store.db.transaction(() => {
        const current = ownedPosition(request, request.params.id);
        return savePosition(request, request.body, current.id);
      })();
      return {
        message: positionMessage(request, 'updated', { code: row.code }),
        record: request.store.positionDetails.view(row.id),
      };
    },
  });
  addRoute(app, {
    method: 'DELETE',
    url: '/position/:id',
    summary: 'Deletes a position: 409 while in inventory, holding stock or used by operations (doc 3 §4)',
    tags: ['positions'],
    auth: true,
    params: idParams,
    response: messageAnswer,
    handler: async (request) => {
      const position = ownedPosition(request, request.params.id);
      assertPositionUsable(position, 'delete', request.store.inventory);
      if (request.store.positionDetails.holdsStock(position.id))
        throw conflict(E('holdsStock', { code: position.code }));
      if (!request.store.positionDetails.delete(position.id))
        throw conflict(E('inUse', { code: position.code }));
      return { message: positionMessage(request, 'deleted', { code: position.code }) };
    },
  });
}
