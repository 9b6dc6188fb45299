import { type } from 'arktype';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { onlyDigits } from '../../src/domain/documents';
import { type Transporter, type TransporterInput, transporterInput } from '../../src/domain/transporters';
import { messageAnswer } from '../http/answers';
import { conflict } from '../http/http-error';
import { transporterAnswer, transporterChange, transportersPage } from '../http/register-answers';
import { addRoute } from '../http/validate';
import { ORDER_MESSAGES } from '../i18n/messages/order-errors';
import { orderMessage } from '../i18n/messages/orders';
import {
  booleanText,
  idParams,
  isTrue,
  owned,
  pageOf,
  pagingFields,
  viewedCompany,
} from '../orders-area/http';

/** Transporters (couriers, `/courrier`, doc 2 §2 "Transporters list", §5), a register of the
 * orders area. */
const courierQuery = type({
  ...pagingFields,
  'name?': 'string <= 100',
  'document?': 'string <= 20',
  'status?': booleanText,
});
function transporterFrom(input: TransporterInput, id: string, companyDocument: string): Transporter {
  return {
    id,
    companyDocument,
    type: input.type,
    typeFreight: input.typeFreight || null,
    nameTransporter: input.nameTransporter.trim(),
    documentTransporter: onlyDigits(input.documentTransporter),
    additionalDocumentTransporter: input.additionalDocumentTransporter || null,
    codeANTT: input.codeANTT || null,
    address: input.address,
    city: input.city,
    state: input.state.toUpperCase(),
    status: input.status,
  };
}

const ownedTransporter = (request: FastifyRequest, id: string) =>
  owned(request, request.store.transporters.byId(id), ORDER_MESSAGES.transporterNotFound);

export function transporterRoutes(app: FastifyInstance) {
  addRoute(app, {
    method: 'GET',
    url: '/courrier',
    summary: 'Transporters (page, take, name, document, status); answers transporters and total (doc 2 §7)',
    tags: ['transporters'],
    auth: true,
    querystring: courierQuery,
    response: transportersPage,
    handler: async (request) =>
      request.store.transporters.list({
        companyDocument: viewedCompany(request),
        name: request.query.name || undefined,
        document: request.query.document || undefined,
        status: isTrue(request.query.status),
        ...pageOf(request.query),
      }),
  });
  addRoute(app, {
    method: 'GET',
    url: '/courrier/:id',
    summary: 'One transporter',
    tags: ['transporters'],
    auth: true,
    params: idParams,
    response: transporterAnswer,
    handler: async (request) => ownedTransporter(request, request.params.id),
  });
  addRoute(app, {
    method: 'POST',
    url: '/courrier',
    summary: "Create a transporter; 409 '<document> already in use' (doc 2 §5)",
    tags: ['transporters'],
    auth: true,
    body: transporterInput,
    response: transporterChange,
    handler: async (request, reply) => {
      const { store } = request;
      const company = viewedCompany(request);
      const document = onlyDigits(request.body.documentTransporter);
      if (store.transporters.byDocument(company, document))
        throw conflict(ORDER_MESSAGES.documentInUse(document));
      const transporter = transporterFrom(request.body, store.transporters.nextId(), company);
      store.transporters.insert(transporter);
      reply.status(201);
      return { message: orderMessage(request, 'transporterCreated'), transporter };
    },
  });
  addRoute(app, {
    method: 'PUT',
    url: '/courrier/:id',
    summary: 'Edit a transporter; 409 when the document is used by another transporter',
    tags: ['transporters'],
    auth: true,
    params: idParams,
    body: transporterInput,
    response: transporterChange,
    handler: async (request) => {
      const { store } = request;
      const current = ownedTransporter(request, request.params.id);
      const document = onlyDigits(request.body.documentTransporter);
      const other = store.transporters.byDocument(current.companyDocument, document);
      if (other && other.id !== current.id) throw conflict(ORDER_MESSAGES.documentInUse(document));
      const transporter = transporterFrom(request.body, current.id, current.companyDocument);
      store.transporters.update(transporter);
      return { message: orderMessage(request, 'transporterUpdated'), transporter };
    },
  });
  addRoute(app, {
    method: 'DELETE',
    url: '/courrier/:id',
    summary: 'Delete a transporter; 409 while orders reference it',
    tags: ['transporters'],
    auth: true,
    params: idParams,
    response: messageAnswer,
    handler: async (request) => {
      const { store } = request;
      const transporter = ownedTransporter(request, request.params.id);
      if (store.orders.transporterInUse(transporter.id)) throw conflict(ORDER_MESSAGES.transporterInUse);
      store.transporters.remove(transporter.id);
      return { message: orderMessage(request, 'transporterDeleted') };
    },
  });
}
