import { type } from 'arktype';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { warehouseDeleteRefusal, warehouseInput } from '../../src/domain/buildings';
import { messageAnswer } from '../http/answers';
import { warehouseAnswer, warehouseChange, warehousesPage } from '../http/building-answers';
import { badRequest, conflict } from '../http/http-error';
import { addRoute } from '../http/validate';
import { BUILDING_MESSAGES, buildingMessage } from '../i18n/messages/buildings';
import {
  booleanText,
  idParams,
  isTrue,
  owned,
  pageOf,
  pagingFields,
  viewedCompany,
} from '../orders-area/http';

/**
 * The warehouses register (doc 3 §2 "Warehouses", §3 Warehouse, §5 "Warehouse: building, name,
 * code required. Name and code uppercase", §7 "GET/POST /warehouse (POST also updates); GET/DELETE
 * /warehouse/{id}"), scoped to the token's viewed company; list filters, paging and the positions
 * count in SQL. The stock, history and position-item calls under /warehouse/… are stock.routes.ts.
 */
const warehouseQuery = type({
  ...pagingFields,
  'code?': 'string <= 20',
  'name?': 'string <= 60',
  'building?': 'string <= 64',
  'isActive?': booleanText,
});

const ownedWarehouse = (request: FastifyRequest, id: string) =>
  owned(request, request.store.warehouseRegister.byId(id), BUILDING_MESSAGES.warehouseNotFound);

export async function warehousesRoutes(app: FastifyInstance) {
  addRoute(app, {
    method: 'GET',
    url: '/warehouse',
    summary:
      'Warehouses of the viewed company by code, each with its building and total positions (page, take, code, name: part of them, building id, isActive); answers warehouses and total (doc 3 §2, §7)',
    tags: ['warehouses'],
    auth: true,
    querystring: warehouseQuery,
    response: warehousesPage,
    handler: async (request) => {
      const q = request.query;
      return request.store.warehouseRegister.list({
        companyDocument: viewedCompany(request),
        code: q.code?.trim() || undefined,
        name: q.name?.trim() || undefined,
        building: q.building?.trim() || undefined,
        isActive: isTrue(q.isActive),
        ...pageOf(q),
      });
    },
  });
  addRoute(app, {
    method: 'GET',
    url: '/warehouse/:id',
    summary:
      'One warehouse with its building and total positions; 404 when missing, 403 for another company’s',
    tags: ['warehouses'],
    auth: true,
    params: idParams,
    response: warehouseAnswer,
    handler: async (request) => ownedWarehouse(request, request.params.id),
  });
  addRoute(app, {
    method: 'POST',
    url: '/warehouse',
    summary:
      'Create a warehouse {building (id), name, code, isActive}, or with the id of an existing one update it (doc 3 §7 "POST also updates"; name and code upper-cased, the code fixed after creation: a changed one is a 400); 409 for a code the company already has; 400 for a building not of the viewed company',
    tags: ['warehouses'],
    auth: true,
    body: warehouseInput,
    response: warehouseChange,
    handler: async (request, reply) => {
      const { store } = request;
      const company = viewedCompany(request);
      const body = request.body;
      const code = body.code.trim().toUpperCase();
      const name = body.name.trim().toUpperCase();
      const building = store.buildings.byId(body.building);
      if (!building || building.companyDocument !== company)
        throw badRequest(BUILDING_MESSAGES.buildingNotFound);
      if (body.id) {
        const current = ownedWarehouse(request, body.id);
        if (current.code !== code) throw badRequest(BUILDING_MESSAGES.warehouseCodeFixed);
        const isActive = body.isActive ?? current.isActive;
        store.warehouseRegister.update({
          id: current.id,
          name,
          building: building.name,
          buildingId: building.id,
          isActive,
        });
        return {
          message: buildingMessage(request, 'warehouseUpdated'),
          warehouse: ownedWarehouse(request, current.id),
        };
      }
      if (store.warehouseRegister.codeTaken(company, code))
        throw conflict(BUILDING_MESSAGES.warehouseCodeInUse(code));
      const id = store.warehouseRegister.nextId();
      store.warehouseRegister.insert({
        id,
        companyDocument: company,
        code,
        name,
        building: building.name,
        buildingId: building.id,
        isActive: body.isActive ?? true,
        createdAt: request.now().toISOString(),
      });
      reply.status(201);
      return {
        message: buildingMessage(request, 'warehouseCreated'),
        warehouse: ownedWarehouse(request, id),
      };
    },
  });
  addRoute(app, {
    method: 'DELETE',
    url: '/warehouse/:id',
    summary:
      'Delete a warehouse with its positions; 409 while it holds stock, has a position in inventory, or operation records name its positions (src/domain/buildings.ts)',
    tags: ['warehouses'],
    auth: true,
    params: idParams,
    response: messageAnswer,
    handler: async (request) => {
      const { store } = request;
      const warehouse = ownedWarehouse(request, request.params.id);
      const refusal = warehouseDeleteRefusal(store.warehouseRegister.use(warehouse.id));
      if (refusal === 'holdsStock') throw conflict(BUILDING_MESSAGES.warehouseHoldsStock);
      if (refusal === 'inInventory') throw conflict(BUILDING_MESSAGES.warehouseInInventory);
      if (!store.warehouseRegister.remove(warehouse.id)) throw conflict(BUILDING_MESSAGES.warehouseInUse);
      return { message: buildingMessage(request, 'warehouseDeleted') };
    },
  });
}
