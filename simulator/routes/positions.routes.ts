import { type } from 'arktype';
import type { FastifyInstance } from 'fastify';
import { positionListFilters } from '../../src/domain/operations.schema';
import { positionsPage } from '../http/position-answers';
import { addRoute } from '../http/validate';
import { isTrue, pageOf, pagingFields, viewedCompany } from '../orders-area/http';

/** The position selector of the warehouse operations (doc 3 §7 Positions: GET /position with
 * page, take, warehouse, code, inInventory, isActive). The positions register (create, move,
 * delete) is a later issue. */
const positionQuery = type({ ...pagingFields, ...positionListFilters });

export async function positionsRoutes(app: FastifyInstance) {
  addRoute(app, {
    method: 'GET',
    url: '/position',
    summary:
      'Positions of the viewed company by code (warehouse id, code contains, inInventory, isActive, page, take); answers positions and total (doc 3 §3, §7)',
    tags: ['operations'],
    auth: true,
    querystring: positionQuery,
    response: positionsPage,
    handler: async (request) => {
      const q = request.query;
      return request.store.warehouses.list({
        companyDocument: viewedCompany(request),
        warehouse: q.warehouse,
        code: q.code || undefined,
        inInventory: isTrue(q.inInventory),
        isActive: isTrue(q.isActive),
        ...pageOf(q),
      });
    },
  });
}
