import { type } from 'arktype';
import type { FastifyInstance } from 'fastify';
import { MANUFACTURER_NAME_MAX } from '../../src/domain/manufacturers';
import { addRoute } from '../http/validate';
import { pageOf, pagingFields, viewedCompany } from '../orders-area/http';

/**
 * The vehicle checklist's manufacturer picker (doc 2 §2 "Other dialogs: … manufacturer picker";
 * issue 16). The seed names no call: ours, GET /manufacturers (name: part of it, page, take),
 * the viewed company's catalogue only, searched and paged in SQL (src/domain/manufacturers.ts).
 */
const manufacturerQuery = type({
  ...pagingFields,
  'name?': `string <= ${MANUFACTURER_NAME_MAX}`,
});
const manufacturersAnswer = type({
  manufacturers: type({ id: 'string', name: 'string' }).array(),
  total: 'number',
});

export async function manufacturersRoutes(app: FastifyInstance) {
  addRoute(app, {
    method: 'GET',
    url: '/manufacturers',
    summary:
      "Vehicle manufacturers of the viewed company (name: part of it, page, take), by name; answers manufacturers (id, name) and total (ours: the checklist's manufacturer picker, doc 2 §2)",
    tags: ['orders'],
    auth: true,
    querystring: manufacturerQuery,
    response: manufacturersAnswer,
    handler: async (request) =>
      request.store.manufacturers.list({
        companyDocument: viewedCompany(request),
        name: request.query.name?.trim() || undefined,
        ...pageOf(request.query),
      }),
  });
}
