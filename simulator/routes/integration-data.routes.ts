import { type } from 'arktype';
import type { FastifyInstance } from 'fastify';
import { ERP_INTEGRATIONS, erpCodeOf, type IntegrationOrderData } from '../../src/domain/integration-data';
import { exact } from '../http/answers';
import { notFound } from '../http/http-error';
import { addRoute } from '../http/validate';
import { ORDER_MESSAGES } from '../i18n/messages/order-errors';
import { ownedOrder } from '../orders-area/http';

/** GET /integrations/sysemp/data/{id} (doc 2 §7; ours, src/domain/integration-data.ts): the ERP
 * record behind an order a billing integration imported — 404 for an unknown order or one that
 * came another way, 403 for another company's. */
const integrationOrderData = type({
  orderId: 'string',
  orderNumber: 'string',
  orderSerie: 'string',
  integration: type.enumerated(...ERP_INTEGRATIONS),
  code: 'string',
  accessKey: 'string | null',
  importedAt: 'string',
});
exact<typeof integrationOrderData.infer, IntegrationOrderData>(true);

export async function integrationDataRoutes(app: FastifyInstance) {
  addRoute(app, {
    method: 'GET',
    url: '/integrations/sysemp/data/:id',
    summary:
      "The ERP data of an order a billing integration imported: integration, the ERP's code, access key, import time (doc 2 §7); 404 when the order did not come through an integration",
    tags: ['imports'],
    auth: true,
    params: type({ id: '0 < string <= 64' }),
    response: integrationOrderData,
    handler: async (request): Promise<IntegrationOrderData> => {
      const order = ownedOrder(request, request.params.id);
      const erp = erpCodeOf(order.externalCode);
      if (!erp) throw notFound(ORDER_MESSAGES.integrationDataNotFound);
      return {
        orderId: order.id,
        orderNumber: order.orderNumber,
        orderSerie: order.orderSerie,
        integration: erp.integration,
        code: erp.code,
        accessKey: order.accessKey,
        importedAt: order.createdAt,
      };
    },
  });
}
