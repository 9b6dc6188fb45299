import { type } from 'arktype';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { decodeSort } from '../../src/domain/list-query';
import {
  normalizePlate,
  VEHICLE_TYPES,
  type Vehicle,
  vehicleDeleteRefusal,
  vehicleInput,
  vehicleUpdate,
} from '../../src/domain/vehicles';
import { messageAnswer } from '../http/answers';
import { vehicleAnswer, vehicleChange, vehiclesPage } from '../http/catalog-register-answers';
import { badRequest, conflict } from '../http/http-error';
import { addRoute } from '../http/validate';
import { REGISTER_MESSAGES, registerMessage } from '../i18n/messages/registers';
import {
  booleanText,
  idParams,
  isTrue,
  owned,
  pageOf,
  pagingFields,
  viewedCompany,
} from '../orders-area/http';
import { VEHICLE_SORT_FIELDS, type VehicleSortField } from '../store/vehicles.repo';

/**
 * Vehicles (doc 3 §2 "Vehicles", §3, §5, §7 `GET/POST /vehicle (response vehicles, total);
 * GET/PATCH/DELETE /vehicle/{id}`), scoped to the token's viewed company, filtered, sorted and
 * paged in SQL. The users' vehicle picker reads the same list (`status=true`, doc 3 §7 "Vehicles
 * for a driver come from GET /vehicle").
 */
const sortText = type('string').narrow((s, ctx) => {
  const sort = decodeSort(s);
  return (
    (sort !== null && (VEHICLE_SORT_FIELDS as readonly string[]).includes(sort.field)) ||
    ctx.reject({ expected: `field|ASC or field|DESC, field one of ${VEHICLE_SORT_FIELDS.join(', ')}` })
  );
});
const vehicleQuery = type({
  ...pagingFields,
  'plate?': 'string <= 20',
  'type?': type.enumerated(...VEHICLE_TYPES),
  'status?': booleanText,
  'sort?': sortText,
});

const ownedVehicle = (request: FastifyRequest, id: string) =>
  owned(request, request.store.vehicles.byId(id), REGISTER_MESSAGES.vehicleNotFound);

export async function vehiclesRoutes(app: FastifyInstance) {
  addRoute(app, {
    method: 'GET',
    url: '/vehicle',
    summary:
      'Vehicles of the viewed company (page, take, plate: part of it, type, status, sort field|ASC or field|DESC; by plate otherwise); answers vehicles and total (doc 3 §7)',
    tags: ['vehicles'],
    auth: true,
    querystring: vehicleQuery,
    response: vehiclesPage,
    handler: async (request) => {
      const q = request.query;
      const sort = decodeSort(q.sort);
      return request.store.vehicles.list({
        companyDocument: viewedCompany(request),
        plate: q.plate?.trim() || undefined,
        type: q.type,
        status: isTrue(q.status),
        sort: sort ? { field: sort.field as VehicleSortField, direction: sort.direction } : undefined,
        ...pageOf(q),
      });
    },
  });
  addRoute(app, {
    method: 'GET',
    url: '/vehicle/:id',
    summary: 'One vehicle; 404 when missing, 403 for another company’s',
    tags: ['vehicles'],
    auth: true,
    params: idParams,
    response: vehicleAnswer,
    handler: async (request) => ownedVehicle(request, request.params.id),
  });
  addRoute(app, {
    method: 'POST',
    url: '/vehicle',
    summary:
      'Create a vehicle {plate, type, capacityVolume, capacityWeight, status} (doc 3 §5: all but status required, plate and type uppercase, capacity at most 10 characters); 409 for a plate the company already has',
    tags: ['vehicles'],
    auth: true,
    body: vehicleInput,
    response: vehicleChange,
    handler: async (request, reply) => {
      const { store } = request;
      const company = viewedCompany(request);
      const plate = normalizePlate(request.body.plate);
      if (store.vehicles.byPlate(company, plate)) throw conflict(REGISTER_MESSAGES.vehiclePlateInUse(plate));
      const vehicle: Vehicle = {
        id: store.vehicles.nextId(),
        companyDocument: company,
        plate,
        type: request.body.type,
        capacityVolume: request.body.capacityVolume,
        capacityWeight: request.body.capacityWeight,
        status: request.body.status ?? true, // doc 3 §3 "status (boolean, default true)"
      };
      store.vehicles.insert(vehicle);
      reply.status(201);
      return { message: registerMessage(request, 'vehicleCreated'), vehicle };
    },
  });
  addRoute(app, {
    method: 'PATCH',
    url: '/vehicle/:id',
    summary:
      'Edit a vehicle: any of type, capacityVolume, capacityWeight, status; 400 for a changed plate (doc 3 §3: fixed after creation)',
    tags: ['vehicles'],
    auth: true,
    params: idParams,
    body: vehicleUpdate,
    response: vehicleChange,
    handler: async (request) => {
      const current = ownedVehicle(request, request.params.id);
      const { plate, ...changes } = request.body;
      if (plate !== undefined && normalizePlate(plate) !== current.plate)
        throw badRequest(REGISTER_MESSAGES.vehiclePlateFixed);
      const vehicle: Vehicle = { ...current, ...changes };
      request.store.vehicles.update(vehicle);
      return { message: registerMessage(request, 'vehicleUpdated'), vehicle };
    },
  });
  addRoute(app, {
    method: 'DELETE',
    url: '/vehicle/:id',
    summary:
      "Delete a vehicle; 409 while it is in a user's profile or on a route that has not ended (src/domain/vehicles.ts)",
    tags: ['vehicles'],
    auth: true,
    params: idParams,
    response: messageAnswer,
    handler: async (request) => {
      const { store } = request;
      const vehicle = ownedVehicle(request, request.params.id);
      const refusal = vehicleDeleteRefusal(store.vehicles.use(vehicle.id));
      if (refusal === 'inProfile') throw conflict(REGISTER_MESSAGES.vehicleInProfile);
      if (refusal === 'onRoute') throw conflict(REGISTER_MESSAGES.vehicleOnRoute);
      store.vehicles.remove(vehicle.id);
      return { message: registerMessage(request, 'vehicleDeleted') };
    },
  });
}
