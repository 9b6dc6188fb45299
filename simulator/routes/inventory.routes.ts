import { type } from 'arktype';
import type { FastifyInstance } from 'fastify';
import type { InventoryStatus } from '../../src/domain/inventory';
import {
  inventoryCountInput,
  inventoryCreateInput,
  inventoryListFilters,
} from '../../src/domain/inventory.schema';
import { assignUserInput } from '../../src/domain/operations.schema';
import { inventoryLifecycle } from '../../src/machines/inventory.machine';
import { inventoryPositionLifecycle } from '../../src/machines/inventory-position.machine';
import { decide } from '../http/decide';
import { badRequest } from '../http/http-error';
import {
  codeProductsAnswer,
  inventoriesPage,
  inventoryAnswer,
  inventoryChange,
  openLinesAnswer,
} from '../http/inventory-answers';
import { addRoute, noBody } from '../http/validate';
import { inventoryMessage, INVENTORY_MESSAGES as M } from '../i18n/messages/inventory';
import { adjustAndRelease, cancelAndRelease } from '../inventory/close';
import { countPosition } from '../inventory/count';
import {
  assertOpen,
  changeInventory,
  finishPosition,
  openInventory,
  ownedInventory,
  ownedPosition,
  positionsChanged,
} from '../inventory/inventory-work';
import { createDueInventories } from '../inventory/planning-clock';
import { inventoryDetailView, inventoryRowView } from '../inventory/views';
import { operatorOf } from '../operations/operation-work';
import { parse } from '../operations/request-body';
import { anyBody, itemParams } from '../operations/route-builders';
import { idParams, pageOf, pagingFields, viewedCompany } from '../orders-area/http';

/**
 * Inventory — doc 3 §2 Inventory, §3, §4, §7 (GET /inventory, GET /inventory/{id}, POST /inventory,
 * assign, confirm and cancel at /inventory/{id} and /inventory/{id}/{item}). Every change is
 * decided by the inventory or inventory-position machine (409 when refused) in one transaction,
 * and answers `{ message, record }` (record = the detail after the change).
 */
const listQuery = type({ ...pagingFields, ...inventoryListFilters });
const recordQuery = type({ 'origin?': 'string', 'action?': "'COMPLETED' | 'CANCEL'" });
// issue 31: ids of positions (the new-inventory dialog's choice), codes a count read
const openLinesQuery = type({ 'origin?': 'string', positions: 'string > 0' });
const codesQuery = type({ 'origin?': 'string', codes: 'string > 0' });
/** A comma-separated list, at most `max` distinct entries (400 past it). */
function listParam(raw: string, max: number): string[] {
  const values = [
    ...new Set(
      raw
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean),
    ),
  ];
  if (values.length === 0 || values.length > max) throw badRequest(M.listTooLong(max));
  return values;
}
const itemQuery = type({ 'origin?': 'string', 'action?': "'COUNT' | 'COMPLETED' | 'CANCEL'" });

export async function inventoryRoutes(app: FastifyInstance) {
  addRoute(app, {
    method: 'GET',
    url: '/inventory',
    summary:
      'Inventories of the viewed company, newest first (page, perPage or take, code, status — a status or true/false for open/closed —, type DEFAULT/ASSET, position code or all, complete=true adds positions); answers inventories and total (doc 3 §7). Due plannings are created first (planning clock)',
    tags: ['inventory'],
    auth: true,
    querystring: listQuery,
    response: inventoriesPage,
    handler: async (request) => {
      const q = request.query;
      const company = viewedCompany(request);
      createDueInventories(request.store, company, request.now());
      const open = q.status === 'true' ? true : q.status === 'false' ? false : null;
      const status = open === null && q.status ? (q.status as InventoryStatus) : null;
      const paging = pageOf({ page: q.page, take: q.perPage ?? q.take });
      const { rows, total } = request.store.inventory.list({
        companyDocument: company,
        code: q.code || null,
        status,
        open,
        type: q.type ?? null,
        position: q.position && q.position !== 'all' ? q.position : null,
        page: paging.page,
        take: Math.min(paging.take, 200),
      });
      const complete = q.complete === 'true';
      return { inventories: rows.map((r) => inventoryRowView(request.store, r, complete)), total };
    },
  });

  addRoute(app, {
    method: 'GET',
    url: '/inventory/open-lines',
    summary:
      "Open operations' lines on positions (positions: comma-separated ids, at most 200): storage, picking, outbound lines and dispatch positions, pending handling items — what a new inventory over them would block (doc 3 §4; issue 31: the new-inventory dialog warns before confirming). At most 500 lines",
    tags: ['inventory'],
    auth: true,
    querystring: openLinesQuery,
    response: openLinesAnswer,
    handler: async (request) => ({
      lines: request.store.inventory.openLinesOn(
        viewedCompany(request),
        listParam(request.query.positions, 200),
      ),
    }),
  });

  addRoute(app, {
    method: 'GET',
    url: '/inventory/products',
    summary:
      "The viewed company's products a count's reads name (codes: comma-separated barcodes, RFID codes, SKUs or ids, at most 200): code, sku and description (issue 31: the count screen shows what was read). Unknown codes are left out",
    tags: ['inventory'],
    auth: true,
    querystring: codesQuery,
    response: codeProductsAnswer,
    handler: async (request) => {
      const codes = listParam(request.query.codes, 200);
      const found = request.store.inventory.productsByCodes(viewedCompany(request), codes);
      return {
        products: codes.flatMap((code) => {
          const p = found.get(code);
          return p ? [{ code, sku: p.sku, description: p.description }] : [];
        }),
      };
    },
  });

  addRoute(app, {
    method: 'GET',
    url: '/inventory/:id',
    summary: 'One inventory with its positions, their counts and counted items (doc 3 §3)',
    tags: ['inventory'],
    auth: true,
    params: idParams,
    response: inventoryAnswer,
    handler: async (request) => {
      createDueInventories(request.store, viewedCompany(request), request.now());
      return inventoryDetailView(request.store, ownedInventory(request, request.params.id));
    },
  });

  addRoute(app, {
    method: 'POST',
    url: '/inventory',
    summary:
      'Open an inventory over positions (ids or {id}; optional type and inventoryDate): 409 for a position in inventory or a virtual one (doc 3 §4); the positions are marked inInventory until it closes',
    tags: ['inventory'],
    auth: true,
    body: inventoryCreateInput,
    response: inventoryChange,
    handler: async (request, reply) => {
      const { store } = request;
      const input = request.body;
      const now = request.now().toISOString();
      const ids = input.positions.map((p) => (typeof p === 'string' ? p : p.id));
      const id = store.db.transaction(() =>
        openInventory(
          store,
          viewedCompany(request),
          ids,
          {
            type: input.type ?? 'DEFAULT',
            inventoryDate: input.inventoryDate ?? now.slice(0, 10),
            planningId: null,
            userId: null,
          },
          now,
        ),
      )();
      const row = ownedInventory(request, id);
      reply.code(201);
      return {
        message: inventoryMessage(request, 'created', { code: row.code, count: row.totalPositions }),
        record: inventoryDetailView(store, row),
      };
    },
  });

  addRoute(app, {
    method: 'PUT',
    url: '/inventory/:id',
    summary:
      'Inventory: `{user}` assigns (ASSIGN_USER, open only); ?action=COMPLETED `{}` finalizes (FINALIZE: refused while a position is RECOUNTING; open positions confirmed, stock set to the last counts, each change in the stock history, positions leave inventory; the record answered leaves out the lines of the counts — GET the detail for them); ?action=CANCEL `{}` cancels (CANCEL: stock untouched)',
    tags: ['inventory'],
    auth: true,
    params: idParams,
    querystring: recordQuery,
    body: anyBody,
    response: inventoryChange,
    handler: async (request) =>
      changeInventory(
        request,
        request.params.id,
        (inventory) => {
          const { store } = request;
          const now = request.now().toISOString();
          const action = request.query.action;
          if (action === 'CANCEL') return cancel(request, inventory);
          if (action === 'COMPLETED') {
            parse(noBody, request.body);
            const next = decide(inventoryLifecycle, inventory, [{ type: 'FINALIZE' }], (i) =>
              inventory.status === 'RECOUNTING' && i === 0
                ? M.refusedFinalize(inventory.code)
                : M.refusedClosed(inventory.code),
            );
            const count = adjustAndRelease(store, inventory, request.viewer.record.userName, now);
            store.inventory.setStatus(inventory.id, next.state, now);
            return inventoryMessage(request, 'finalized', { code: inventory.code, count });
          }
          const { user } = parse(assignUserInput, request.body);
          const operator = operatorOf(request, user);
          decide(inventoryLifecycle, inventory, [{ type: 'ASSIGN_USER' }], M.refusedClosed(inventory.code));
          store.inventory.setUser(inventory.id, operator);
          return inventoryMessage(request, 'assigned', { code: inventory.code });
        },
        { countedItems: request.query.action !== 'COMPLETED' },
      ),
  });

  addRoute(app, {
    method: 'PATCH',
    url: '/inventory/:id',
    summary:
      'Cancel an inventory (CANCEL, open only): its open positions are cancelled and leave inventory; stock untouched',
    tags: ['inventory'],
    auth: true,
    params: idParams,
    body: noBody,
    response: inventoryChange,
    handler: async (request) =>
      changeInventory(request, request.params.id, (inventory) => cancel(request, inventory)),
  });

  addRoute(app, {
    method: 'PUT',
    url: '/inventory/:id/:item',
    summary:
      'One position of an inventory ({item} = its inventory-position id): `{user}` assigns; ?action=COUNT `{user, items: [{barcode|rfidcode|product, countRealized}]}` records a count (matching → WAITING, diverging → RECOUNTING; a recount by another operator settles it); ?action=COMPLETED / CANCEL `{}` finalize or cancel it (always enabled, doc 3 §4). 409 when the inventory is closed or the machine refuses',
    tags: ['inventory'],
    auth: true,
    params: itemParams,
    querystring: itemQuery,
    body: anyBody,
    response: inventoryChange,
    handler: async (request) =>
      changeInventory(request, request.params.id, (inventory) => {
        const { store } = request;
        const position = ownedPosition(request, inventory, request.params.item);
        const code = store.warehouses.position(position.positionId)?.code ?? '';
        assertOpen(inventory);
        const before = store.inventory.positionStatuses(inventory.id);
        const action = request.query.action;
        if (action === 'COUNT') {
          const input = parse(inventoryCountInput, request.body);
          operatorOf(request, input.user);
          const status = countPosition(store, inventory, position, input, request.now().toISOString());
          positionsChanged(store, inventory, before);
          return inventoryMessage(request, 'counted', { position: code, status });
        }
        if (action === 'COMPLETED' || action === 'CANCEL') {
          parse(noBody, request.body);
          finishPosition(store, position, action === 'CANCEL' ? 'CANCEL' : 'CONFIRM');
          positionsChanged(store, inventory, before);
          return inventoryMessage(request, action === 'CANCEL' ? 'positionCancelled' : 'positionConfirmed', {
            position: code,
          });
        }
        const { user } = parse(assignUserInput, request.body);
        const operator = operatorOf(request, user);
        decide(
          inventoryPositionLifecycle,
          position,
          [{ type: 'ASSIGN_USER' }],
          M.refusedAssignPosition(code),
        );
        store.inventory.setPositionUser(position.id, operator);
        return inventoryMessage(request, 'positionAssigned', { position: code });
      }),
  });
}

function cancel(request: Parameters<typeof ownedInventory>[0], inventory: ReturnType<typeof ownedInventory>) {
  parse(noBody, request.body);
  const next = decide(inventoryLifecycle, inventory, [{ type: 'CANCEL' }], M.refusedClosed(inventory.code));
  cancelAndRelease(request.store, inventory);
  request.store.inventory.setStatus(inventory.id, next.state, request.now().toISOString());
  return inventoryMessage(request, 'cancelled', { code: inventory.code });
}
