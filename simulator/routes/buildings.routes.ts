import { type } from 'arktype';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  BUILDING_TYPES,
  type Building,
  type BuildingInput,
  buildingDeleteRefusal,
  buildingInput,
  normalizeBuilding,
} from '../../src/domain/buildings';
import { onlyDigits } from '../../src/domain/documents';
import { messageAnswer } from '../http/answers';
import { buildingAnswer, buildingChange, buildingsPage } from '../http/building-answers';
import { badRequest, conflict, notFound } from '../http/http-error';
import { addRoute } from '../http/validate';
import { BUILDING_MESSAGES, buildingMessage } from '../i18n/messages/buildings';
import { booleanText, intText, isTrue, viewedCompany } from '../orders-area/http';
import { geocode } from '../seed/geocode';

/**
 * Buildings (doc 3 §2 "Buildings", §3, §5 "Building form", §7 "GET /building (page=1, take=1000
 * by default), GET /building/{code}, POST /building, DELETE /building/{code}, POST
 * /building/reprocess (lat and lng cleared)"), scoped to the token's viewed company: a code names
 * a building of that company only, so another company's code is a 404. Filters and paging in SQL.
 */
const buildingQuery = type({
  'origin?': 'string',
  'page?': intText(1, 1_000_000),
  'take?': intText(1, 1000), // doc 3 §9 "Default building list page 1, take 1000"
  'code?': 'string <= 20',
  'name?': 'string <= 100',
  'postalCode?': 'string <= 9',
  'type?': type.enumerated(...BUILDING_TYPES),
  'isActive?': booleanText,
});
const codeParams = type({ code: '0 < string <= 20' });

const ownedBuilding = (request: FastifyRequest, code: string): Building => {
  const building = request.store.buildings.byCode(viewedCompany(request), code.trim().toUpperCase());
  if (!building) throw notFound(BUILDING_MESSAGES.buildingNotFound);
  return building;
};

/** "" and null both mean "no coordinate" (the form's empty field). */
const coordinateOf = (v: BuildingInput['lat']): number | null => (typeof v === 'number' ? v : null);

export async function buildingsRoutes(app: FastifyInstance) {
  addRoute(app, {
    method: 'GET',
    url: '/building',
    summary:
      'Buildings of the viewed company by code (page, take ≤ 1000 default 1000, code, name, postalCode: part of them, type PRINCIPAL|FILIAL, isActive); answers buildings and total (doc 3 §7)',
    tags: ['buildings'],
    auth: true,
    querystring: buildingQuery,
    response: buildingsPage,
    handler: async (request) => {
      const q = request.query;
      return request.store.buildings.list({
        companyDocument: viewedCompany(request),
        page: q.page ? Number(q.page) : 1,
        take: q.take ? Number(q.take) : 1000,
        code: q.code?.trim() || undefined,
        name: q.name?.trim() || undefined,
        postalCode: onlyDigits(q.postalCode ?? '') || undefined,
        type: q.type,
        isActive: isTrue(q.isActive),
      });
    },
  });
  addRoute(app, {
    method: 'GET',
    url: '/building/:code',
    summary: 'One building of the viewed company by its code; 404 when it has none of that code',
    tags: ['buildings'],
    auth: true,
    params: codeParams,
    response: buildingAnswer,
    handler: async (request) => ownedBuilding(request, request.params.code),
  });
  addRoute(app, {
    method: 'POST',
    url: '/building',
    summary:
      'Create a building, or update the one of that code (doc 3 §5: document, name, code, postal code of 8 digits, street, number, neighborhood, city, state, country required; name, code, number, complement and country upper-cased; code and document fixed once created — a different document is a 400)',
    tags: ['buildings'],
    auth: true,
    body: buildingInput,
    response: buildingChange,
    handler: async (request, reply) => {
      const { store } = request;
      const company = viewedCompany(request);
      const input = normalizeBuilding(request.body);
      const current = store.buildings.byCode(company, input.code);
      const cnpj = onlyDigits(input.cnpj);
      if (current && current.cnpj !== cnpj) throw badRequest(BUILDING_MESSAGES.buildingDocumentFixed);
      const building: Building = {
        id: current?.id ?? store.buildings.nextId(),
        companyDocument: company,
        type: input.type ?? 'FILIAL',
        cnpj,
        name: input.name,
        code: input.code,
        postalCode: input.postalCode,
        street: input.street.trim(),
        number: input.number,
        complement: input.complement ?? null,
        neighborhood: input.neighborhood.trim(),
        city: input.city.trim(),
        state: input.state.toUpperCase(),
        country: input.country,
        lat: coordinateOf(input.lat),
        lng: coordinateOf(input.lng),
        isActive: input.isActive ?? current?.isActive ?? true,
      };
      if (current) store.buildings.update(building);
      else {
        store.buildings.insert(building);
        reply.status(201);
      }
      return { message: buildingMessage(request, 'buildingSaved'), building };
    },
  });
  addRoute(app, {
    method: 'POST',
    url: '/building/reprocess',
    summary:
      "Reprocess a building's address {code}: lat and lng are cleared, then the address is placed again (the simulator's deterministic geocoder, simulator/seed/geocode.ts); answers the building",
    tags: ['buildings'],
    auth: true,
    body: codeParams,
    response: buildingChange,
    handler: async (request) => {
      const current = ownedBuilding(request, request.body.code);
      const cleared: Building = { ...current, lat: null, lng: null };
      const point = geocode(cleared);
      const building: Building = { ...cleared, lat: point.lat, lng: point.long };
      request.store.buildings.update(building);
      return { message: buildingMessage(request, 'buildingReprocessed'), building };
    },
  });
  addRoute(app, {
    method: 'DELETE',
    url: '/building/:code',
    summary: 'Delete a building by code; 409 while a warehouse stands in it (src/domain/buildings.ts)',
    tags: ['buildings'],
    auth: true,
    params: codeParams,
    response: messageAnswer,
    handler: async (request) => {
      const { store } = request;
      const building = ownedBuilding(request, request.params.code);
      if (buildingDeleteRefusal(store.buildings.warehouses(building.id)))
        throw conflict(BUILDING_MESSAGES.buildingHasWarehouses);
      store.buildings.remove(building.id);
      return { message: buildingMessage(request, 'buildingDeleted') };
    },
  });
}
