import { type } from 'arktype';
import type { FastifyInstance } from 'fastify';
import { apiDateRange } from '../../src/domain/api-dates';
import { onlyDigits } from '../../src/domain/documents';
import { decodeFilters, decodeSort } from '../../src/domain/list-query';
import type { Order } from '../../src/domain/order-records';
import { ORDER_SORT_FIELDS } from '../../src/domain/orders';
import { forbidden } from '../http/http-error';
import { checklistsAnswer, orderAnswer, ordersPage } from '../http/order-answers';
import { addRoute } from '../http/validate';
import { ORDER_MESSAGES } from '../i18n/messages/order-errors';
import {
  idParams,
  ownedOrder,
  pageOf,
  pagingFields,
  viewedCompany,
  viewsAsShipper,
} from '../orders-area/http';
import { orderView } from '../orders-area/order-view';

/**
 * The orders reads of doc 2 §7 (docs/CONTRACTS.md "Orders area API"): the list, the detail and the
 * checklists; lists filter, sort and page in SQL. The changes are in order-changes.routes.ts.
 */
const ordersQuery = type({
  ...pagingFields,
  'simple?': 'string',
  'dates?': apiDateRange,
  'filter?': 'string <= 2000',
  'sort?': type('string').narrow((s, ctx) => {
    const sort = decodeSort(s);
    return (
      (sort !== null && (ORDER_SORT_FIELDS as readonly string[]).includes(sort.field)) ||
      ctx.reject({ expected: `field|ASC or field|DESC with field one of ${ORDER_SORT_FIELDS.join(', ')}` })
    );
  }),
  'shipperDocument?': 'string',
  'customerDocument?': 'string',
});

export async function orderReadsRoutes(app: FastifyInstance) {
  addRoute(app, {
    method: 'GET',
    url: '/orders',
    summary:
      'Order list: page, take, dates, filter (field|value,…), sort (field|ASC|DESC); answers orders and total (doc 2 §2, §7)',
    tags: ['orders'],
    auth: true,
    querystring: ordersQuery,
    response: ordersPage,
    handler: async (request) => {
      const q = request.query;
      const viewed = viewedCompany(request);
      // doc 2 §6: the document the console sends must be the token's own (tenancy).
      for (const doc of [q.shipperDocument, q.customerDocument]) {
        if (doc !== undefined && doc !== '' && onlyDigits(doc) !== viewed)
          throw forbidden(ORDER_MESSAGES.otherCompany);
      }
      return request.store.orders.list({
        companyDocument: viewed,
        byShipper: viewsAsShipper(request),
        ...pageOf(q),
        dates: q.dates,
        filters: decodeFilters(q.filter),
        sort: decodeSort(q.sort),
      });
    },
  });

  addRoute(app, {
    method: 'GET',
    url: '/orders/:id',
    summary:
      'One order with recipient, sender, items, taxes, tracking, attachments, checklists and linked SO orders (doc 2 §3)',
    tags: ['orders'],
    auth: true,
    params: idParams,
    response: orderAnswer,
    handler: async (request): Promise<Order> => orderView(request, ownedOrder(request, request.params.id)),
  });

  addRoute(app, {
    method: 'GET',
    url: '/orders-checklist/:id',
    summary: "An order's vehicle and mechanic checklists, read-only (doc 2 §3)",
    tags: ['orders'],
    auth: true,
    params: idParams,
    response: checklistsAnswer,
    handler: async (request) => {
      const row = ownedOrder(request, request.params.id);
      return { checklists: request.store.orders.checklists(row.id) };
    },
  });
}
