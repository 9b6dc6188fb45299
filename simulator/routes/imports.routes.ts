import { type } from 'arktype';
import type { FastifyInstance } from 'fastify';
import { accessKeyParts, cutImportCode } from '../../src/domain/access-key';
import { parseApiDateTime } from '../../src/domain/api-dates';
import { onlyDigits } from '../../src/domain/documents';
import { DEFAULT_ORDER_SERIE, type OrderType } from '../../src/domain/orders';
import { dataImportInput, processImportInput } from '../../src/domain/orders.schema';
import { badRequest, conflict, notFound } from '../http/http-error';
import { orderChange } from '../http/order-answers';
import { dataImportAnswer, integrationAnswer } from '../http/order-form-answers';
import { addRoute } from '../http/validate';
import { ORDER_MESSAGES } from '../i18n/messages/order-errors';
import { orderMessage } from '../i18n/messages/orders';
import { viewedCompany } from '../orders-area/http';
import { rowsToOrders } from '../orders-area/import-rows';
import {
  baseRow,
  companyAsSender,
  DAY,
  insertOrder,
  productLines,
  registered,
} from '../orders-area/imported-orders';
import { readNfe } from '../orders-area/nfe-xml';
import { taxesFor } from '../orders-area/order-form';
import { orderView } from '../orders-area/order-view';

/**
 * Order import (doc 2 §2 "import of order XML (manual import allowed only when a billing
 * integration is configured)", §5 "Manual order import", §7 POST /process-import, "data import",
 * GET /integrations/{name}). The simulator has no ERP behind it: an integration import makes a
 * deterministic order from the code and the company's registers; a data import reads the rows or
 * the NF-e XML it is given. The NF-e reader is orders-area/nfe-xml.ts, the rows' orders
 * orders-area/import-rows.ts, what every imported order shares orders-area/imported-orders.ts.
 */
function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

export async function importsRoutes(app: FastifyInstance) {
  addRoute(app, {
    method: 'GET',
    url: '/integrations/:name',
    summary:
      'A billing integration of the viewed company: bsoft answers apiKey, rsys answers empresa; 404 when not configured (doc 2 §2, §7)',
    tags: ['imports'],
    auth: true,
    params: type({ name: '0 < string <= 40' }),
    response: integrationAnswer,
    handler: async (request) => {
      const integration = request.store.integrations.byName(viewedCompany(request), request.params.name);
      if (!integration) throw notFound(ORDER_MESSAGES.integrationNotFound);
      return { name: integration.name, active: integration.active, ...integration.config };
    },
  });

  addRoute(app, {
    method: 'POST',
    url: '/process-import',
    summary:
      'Manual order import through an integration: order-bsoft (orderCode cut to 44; a 44-digit access key needs no serie nor sender) or order-rsys (sales-order / purchase-order) (doc 1 §7.2, doc 2 §5)',
    tags: ['imports'],
    auth: true,
    body: processImportInput,
    response: orderChange,
    handler: async (request, reply) => {
      const { store } = request;
      const company = viewedCompany(request);
      const body = request.body;
      const integration = body.type === 'order-bsoft' ? 'bsoft' : 'rsys';
      if (!store.integrations.byName(company, integration))
        throw conflict(ORDER_MESSAGES.integrationMissing(integration));
      const code = body.type === 'order-bsoft' ? cutImportCode(body.orderCode) : body.orderCode.trim();
      const externalCode = `${integration}:${code}`;
      if (store.orders.byExternalCode(company, externalCode)) throw conflict(ORDER_MESSAGES.alreadyImported);
      const salt = hash(externalCode);
      const now = request.now();
      let type: OrderType = 'NEW';
      let orderNumber = code.replace(/\D/g, '').slice(-9) || String(salt % 1_000_000);
      let serie = DEFAULT_ORDER_SERIE;
      let accessKey: string | null = null;
      let sender = registered(request, 'sender', salt) ?? companyAsSender(request);
      if (body.type === 'order-bsoft') {
        type = 'INVOICE';
        const parts = accessKeyParts(code);
        if (parts) {
          // doc 2 §5: with the 44-character access key the serial and sender are not needed.
          accessKey = code;
          orderNumber = parts.number;
          serie = parts.serie;
          sender = { ...sender, document: parts.senderDocument };
        } else {
          serie = body.serie || DEFAULT_ORDER_SERIE;
          sender = { ...sender, document: onlyDigits(body.senderDocument ?? sender.document) };
        }
      } else {
        type = body.orderType === 'purchase-order' ? 'PURCHASE' : 'NEW';
      }
      if (store.orders.byNumber(company, orderNumber, serie)) throw conflict(ORDER_MESSAGES.orderDuplicate);
      const recipient = registered(request, 'recipient', salt) ?? companyAsSender(request);
      const lines = productLines(request, salt);
      const id = store.orders.nextId();
      const row = baseRow(
        request,
        {
          orderNumber,
          orderSerie: serie,
          type,
          orderDate: now.toISOString(),
          deliveryDate: new Date(now.getTime() + 3 * DAY).toISOString(),
          accessKey,
          externalCode,
          sender,
          origin: 'INTEGRATION',
          recipient,
          taxes: taxesFor(lines, 0),
        },
        id,
      );
      store.db.transaction(() => insertOrder(request, row, lines))();
      reply.status(201);
      return { message: orderMessage(request, 'imported'), order: orderView(request, row) };
    },
  });

  addRoute(app, {
    method: 'POST',
    url: '/data-import',
    summary:
      'Data import: type order with spreadsheet rows (one orderNumber = one order), or type nfe-xml with an NF-e document (doc 1 §5, doc 2 §7)',
    tags: ['imports'],
    auth: true,
    body: dataImportInput,
    response: dataImportAnswer,
    handler: async (request, reply) => {
      const { store } = request;
      const company = viewedCompany(request);
      const body = request.body;
      const created: string[] = [];
      if (body.type === 'nfe-xml') {
        const nfe = readNfe(body.xml);
        if (!nfe)
          throw badRequest(ORDER_MESSAGES.badXml, [
            { field: 'xml', key: 'validation.uninformed', message: ORDER_MESSAGES.badXml },
          ]);
        const externalCode = `nfe:${nfe.accessKey}`;
        if (store.orders.byExternalCode(company, externalCode))
          throw conflict(ORDER_MESSAGES.alreadyImported);
        if (store.orders.byNumber(company, nfe.number, nfe.serie))
          throw conflict(ORDER_MESSAGES.orderDuplicate);
        const now = request.now();
        const issued = nfe.issuedAt ? (parseApiDateTime(nfe.issuedAt) ?? now) : now;
        const id = store.orders.nextId();
        const row = baseRow(
          request,
          {
            orderNumber: nfe.number,
            orderSerie: nfe.serie,
            type: 'INVOICE',
            orderDate: issued.toISOString(),
            deliveryDate: new Date(issued.getTime() + 3 * DAY).toISOString(),
            accessKey: nfe.accessKey,
            externalCode,
            sender: nfe.sender,
            origin: 'IMPORT',
            recipient: nfe.recipient,
            taxes: nfe.taxes,
          },
          id,
        );
        store.db.transaction(() => {
          insertOrder(request, row, nfe.items);
          const content = Buffer.from(body.xml);
          store.attachments.insert({
            id: store.attachments.nextId(),
            orderId: id,
            type: 'xml',
            description: `nfe-${nfe.number}.xml`,
            fileName: `nfe-${nfe.number}.xml`,
            contentType: 'application/xml',
            size: content.length,
            accessKey: crypto.randomUUID().replace(/-/g, ''),
            content,
            createdAt: now.toISOString(),
          });
        })();
        created.push(id);
      } else {
        const orders = rowsToOrders(request, body.rows);
        const taken = orders.find((o) => store.orders.byNumber(company, o.orderNumber));
        if (taken) throw conflict(ORDER_MESSAGES.orderDuplicateNumber(taken.orderNumber));
        store.db.transaction(() => {
          for (const o of orders) {
            const id = store.orders.nextId();
            insertOrder(request, o.row(id), o.items);
            created.push(id);
          }
        })();
      }
      reply.status(201);
      return {
        message: orderMessage(request, 'dataImported', { count: created.length }),
        orders: created,
        created: created.length,
      };
    },
  });
}
