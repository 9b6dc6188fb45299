import { type } from 'arktype';
import type { FastifyInstance } from 'fastify';
import {
  DEFAULT_DOCK_COLOR,
  YARD_OPERATION_TYPES,
  type YardDock,
  yardDockInput,
} from '../../src/domain/yard';
import { badRequest } from '../http/http-error';
import { addRoute } from '../http/validate';
import { yardDockAnswer, yardDockChange, yardDocksPage } from '../http/yard-answers';
import { YARD_MESSAGES, yardMessage } from '../i18n/messages/yard';
import { idParams, pageOf, pagingFields, viewedCompany } from '../orders-area/http';
import { viewableDock } from './yard-booking';

// Yard docks (doc 3 §7 "GET /yard; GET /yard/{id}; POST /yard; PUT /yard/{id} (payload includes
// companyDocument)"; doc 3 §5 "Yard dock validation"). Decisions: yard.routes.ts.

const dockQuery = type({
  ...pagingFields,
  'name?': 'string <= 80',
  'building?': 'string <= 64',
  'typeOperation?': type.enumerated(...YARD_OPERATION_TYPES),
  'companyDocument?': 'string <= 14',
});
export async function yardDockRoutes(app: FastifyInstance) {
  const tags = ['yard'];
  const dockOf = (request: Parameters<typeof viewedCompany>[0], body: typeof yardDockInput.infer) => {
    if (body.endTime <= body.startTime) throw badRequest(YARD_MESSAGES.dockHoursReversed);
    const companyDocument = body.companyDocument || viewedCompany(request);
    request.assertViewable(companyDocument);
    return {
      name: body.name.trim().toUpperCase(),
      building: body.building.trim(),
      startTime: body.startTime,
      endTime: body.endTime,
      color: body.color ?? DEFAULT_DOCK_COLOR,
      typeOperation: body.typeOperation,
      companyDocument,
    };
  };

  addRoute(app, {
    method: 'GET',
    url: '/yard',
    summary:
      'Docks of the companies the token may view (page, take, name, building, typeOperation, companyDocument); answers docks and total',
    tags,
    auth: true,
    querystring: dockQuery,
    response: yardDocksPage,
    handler: async (request) => {
      const q = request.query;
      if (q.companyDocument) request.assertViewable(q.companyDocument);
      return request.store.yard.docks({
        companyDocuments: request.viewer.viewable,
        ...pageOf(q),
        name: q.name?.trim() || undefined,
        building: q.building?.trim() || undefined,
        typeOperation: q.typeOperation,
        companyDocument: q.companyDocument || undefined,
      });
    },
  });
  addRoute(app, {
    method: 'GET',
    url: '/yard/:id',
    summary: 'One dock; 404; 403 for another group',
    tags,
    auth: true,
    params: idParams,
    response: yardDockAnswer,
    handler: async (request) => viewableDock(request, request.params.id),
  });
  addRoute(app, {
    method: 'POST',
    url: '/yard',
    summary: 'Create a dock (doc 3 §5: name, building, startTime, endTime required; colour default #000000)',
    tags,
    auth: true,
    body: yardDockInput,
    response: yardDockChange,
    handler: async (request, reply) => {
      const dock: YardDock = { id: request.store.yard.nextDockId(), ...dockOf(request, request.body) };
      request.store.yard.insertDock(dock);
      reply.status(201);
      return { message: yardMessage(request, 'dockCreated'), dock };
    },
  });
  addRoute(app, {
    method: 'PUT',
    url: '/yard/:id',
    summary: 'Update a dock (payload includes companyDocument, doc 3 §7)',
    tags,
    auth: true,
    params: idParams,
    body: yardDockInput,
    response: yardDockChange,
    handler: async (request) => {
      const current = viewableDock(request, request.params.id);
      const dock: YardDock = { id: current.id, ...dockOf(request, request.body) };
      request.store.yard.updateDock(dock);
      return { message: yardMessage(request, 'dockUpdated'), dock };
    },
  });
}
