import { type } from 'arktype';
import type { FastifyInstance } from 'fastify';
import { positionReportPage } from '../http/inventory-answers';
import { addRoute } from '../http/validate';
import { REGISTER_MESSAGES } from '../i18n/messages/registers';
import { owned, pageOf, pagingFields, viewedCompany } from '../orders-area/http';

/**
 * The inventory position report — doc 3 §2 Reports "Inventory by category and position: positions
 * grouped with category and quantity, coloured markers, category filter. PDF and Excel"; §7
 * Reports and charts "positions list". The seed names neither path nor shape (ours): GET
 * /inventory/report/positions answers `{ positions, total }`, one row per category and position
 * (store/inventory-report.repo.ts). A category of another company is a 403, an unknown one a 404,
 * as GET /category/{id} answers them.
 */
const reportQuery = type({ ...pagingFields, 'categoryId?': '0 < string <= 64' });

export async function inventoryReportRoutes(app: FastifyInstance) {
  addRoute(app, {
    method: 'GET',
    url: '/inventory/report/positions',
    summary:
      'Positions holding stock, grouped by product category (category, categoryQuantity, position with isActive and inInventory, warehouse, products, quantity), ordered by category then position code, paged (page, take) and filtered by categoryId; answers positions and total (doc 3 §2 Reports, §7)',
    tags: ['inventory'],
    auth: true,
    querystring: reportQuery,
    response: positionReportPage,
    handler: async (request) => {
      const q = request.query;
      const companyDocument = viewedCompany(request);
      if (q.categoryId)
        owned(request, request.store.categories.byId(q.categoryId), REGISTER_MESSAGES.categoryNotFound);
      const paging = pageOf(q);
      return request.store.inventoryReport.positions({
        companyDocument,
        categoryId: q.categoryId ?? null,
        page: paging.page,
        take: paging.take,
      });
    },
  });
}
