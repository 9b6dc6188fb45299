import { type } from 'arktype';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isProtectedSalesChannel } from '../../src/domain/sales-channels';
import { salesChannelInput, salesChannelUpdate } from '../../src/domain/sales-channels.schema';
import { messageAnswer } from '../http/answers';
import { salesChannelChange, salesChannelsPage } from '../http/catalog-register-answers';
import { badRequest, conflict } from '../http/http-error';
import { addRoute } from '../http/validate';
import { ORDER_MESSAGES } from '../i18n/messages/order-errors';
import { orderMessage } from '../i18n/messages/orders';
import { idParams, owned, pageOf, pagingFields, viewedCompany } from '../orders-area/http';

/**
 * Sales channels (doc 3 §2 "Sales channels", §3, §5, §7 `GET/POST /saleschannel (code,
 * saleschannel); PUT/DELETE /saleschannel/{id} (saleschannel)`, §9 protected codes 999 and 995).
 * Scoped to the token's viewed company. The list answers `{ saleschannels, total }` (the seed does
 * not name the key; ours, after the resource's name as `/courrier` answers `transporters`).
 */
const salesChannelQuery = type({
  ...pagingFields,
  'name?': 'string <= 100',
  'code?': 'string <= 20',
});

const ownedChannel = (request: FastifyRequest, id: string) =>
  owned(request, request.store.salesChannels.byId(id), ORDER_MESSAGES.salesChannelNotFound);

/** POST /orders: the channel an order names must be one of the company's (by code); 400 otherwise.
 * Answers the registered channel, whose name is the one stored on the order. */
export function registeredSalesChannel(request: FastifyRequest, code: string) {
  const channel = request.store.salesChannels.byCode(viewedCompany(request), code);
  if (!channel) throw badRequest(ORDER_MESSAGES.unknownSalesChannel(code));
  return channel;
}

export async function salesChannelsRoutes(app: FastifyInstance) {
  addRoute(app, {
    method: 'GET',
    url: '/saleschannel',
    summary:
      'Sales channels of the viewed company (page, take, name: part of the name, code: exact), by code; answers saleschannels and total (doc 3 §7)',
    tags: ['sales channels'],
    auth: true,
    querystring: salesChannelQuery,
    response: salesChannelsPage,
    handler: async (request) =>
      request.store.salesChannels.list({
        companyDocument: viewedCompany(request),
        name: request.query.name?.trim() || undefined,
        code: request.query.code?.trim() || undefined,
        ...pageOf(request.query),
      }),
  });
  addRoute(app, {
    method: 'POST',
    url: '/saleschannel',
    summary:
      'Create a sales channel {code, saleschannel} (doc 3 §5: both required, 400); 409 for a code the company already has',
    tags: ['sales channels'],
    auth: true,
    body: salesChannelInput,
    response: salesChannelChange,
    handler: async (request, reply) => {
      const { store } = request;
      const company = viewedCompany(request);
      const code = request.body.code.trim();
      if (store.salesChannels.byCode(company, code))
        throw conflict(ORDER_MESSAGES.salesChannelCodeInUse(code));
      const saleschannel = {
        id: store.salesChannels.nextId(),
        companyDocument: company,
        code,
        saleschannel: request.body.saleschannel.trim(),
      };
      store.salesChannels.insert(saleschannel);
      reply.status(201);
      return { message: orderMessage(request, 'salesChannelCreated'), saleschannel };
    },
  });
  addRoute(app, {
    method: 'PUT',
    url: '/saleschannel/:id',
    summary:
      'Rename a sales channel {saleschannel} (doc 3 §5: the code is fixed once created); 409 for the protected codes 999 and 995',
    tags: ['sales channels'],
    auth: true,
    params: idParams,
    body: salesChannelUpdate,
    response: salesChannelChange,
    handler: async (request) => {
      const current = ownedChannel(request, request.params.id);
      if (isProtectedSalesChannel(current.code))
        throw conflict(ORDER_MESSAGES.salesChannelProtected(current.code));
      const saleschannel = { ...current, saleschannel: request.body.saleschannel.trim() };
      request.store.salesChannels.rename(current.id, saleschannel.saleschannel);
      return { message: orderMessage(request, 'salesChannelUpdated'), saleschannel };
    },
  });
  addRoute(app, {
    method: 'DELETE',
    url: '/saleschannel/:id',
    summary:
      'Delete a sales channel; 409 for the protected codes 999 and 995 (doc 3 §5). Orders keep the code and name they were created with',
    tags: ['sales channels'],
    auth: true,
    params: idParams,
    response: messageAnswer,
    handler: async (request) => {
      const current = ownedChannel(request, request.params.id);
      if (isProtectedSalesChannel(current.code))
        throw conflict(ORDER_MESSAGES.salesChannelProtected(current.code));
      request.store.salesChannels.remove(current.id);
      return { message: orderMessage(request, 'salesChannelDeleted') };
    },
  });
}
