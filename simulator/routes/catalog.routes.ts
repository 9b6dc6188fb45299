import { type } from 'arktype';
import type { FastifyInstance } from 'fastify';
import { onlyDigits } from '../../src/domain/documents';
import { type PartyKind, partyInput } from '../../src/domain/parties';
import { normalizeQuickProduct, quickProductInput } from '../../src/domain/products';
import { conflict } from '../http/http-error';
import { partiesPage, partyChange, productLightPage, quickProductChange } from '../http/order-form-answers';
import { addRoute } from '../http/validate';
import { ORDER_MESSAGES } from '../i18n/messages/order-errors';
import { orderMessage } from '../i18n/messages/orders';
import { pageOf, pagingFields, viewedCompany } from '../orders-area/http';
import { partyFrom } from '../orders-area/order-form';
import { preparedOnce } from '../store/prepared';

/**
 * What the new-order page picks from (doc 2 §2 "New order page", §5): active products and quick
 * product creation, registered recipients and senders (looked up by document, created).
 */
const productQuery = type({ ...pagingFields, 'search?': 'string <= 100' });
const partyQuery = type({ ...pagingFields, 'document?': 'string <= 20', 'name?': 'string <= 100' });

export async function catalogRoutes(app: FastifyInstance) {
  addRoute(app, {
    method: 'GET',
    url: '/product/light',
    summary:
      'Active products for the product picker (doc 2 §9), searched by sku, description or barcode; answers products and total',
    tags: ['products'],
    auth: true,
    querystring: productQuery,
    response: productLightPage,
    handler: async (request) =>
      request.store.products.listActive({
        companyDocument: viewedCompany(request),
        search: request.query.search || undefined,
        ...pageOf(request.query),
      }),
  });

  addRoute(app, {
    method: 'POST',
    url: '/product/quick',
    summary:
      "Quick product: sku, barcode, description, price; sku, barcode and batch upper-cased; 409 'this barcode is already in use' (doc 2 §5)",
    tags: ['products'],
    auth: true,
    body: quickProductInput,
    response: quickProductChange,
    handler: async (request, reply) => {
      const { store } = request;
      const company = viewedCompany(request);
      const p = normalizeQuickProduct({ ...request.body, productBatch: request.body.productBatch ?? null });
      if (store.products.byBarcode(company, p.barcode)) throw conflict(ORDER_MESSAGES.barcodeInUse);
      const row = {
        id: store.products.nextId(),
        companyDocument: company,
        sku: p.sku,
        description: p.description.trim(),
        barcode: p.barcode,
        rfidcode: null,
        manufactorCode: null,
        un: p.un ?? 'UN',
        price: p.price,
        isActive: true,
        productBatch: p.productBatch ?? null,
        productExpire: p.productExpire ?? null,
        createdAt: request.now().toISOString(),
      };
      store.products.insert(row);
      reply.status(201);
      return {
        message: orderMessage(request, 'productCreated'),
        product: store.products.light(
          preparedOnce(store.db, 'SELECT * FROM products WHERE id = ?').get(row.id),
        ),
      };
    },
  });

  const parties: Array<[string, PartyKind, string]> = [
    ['/recipients', 'recipient', 'recipients'],
    ['/senders', 'sender', 'senders'],
  ];
  for (const [url, kind, key] of parties) {
    addRoute(app, {
      method: 'GET',
      url,
      summary: `Registered ${key} of the viewed company by document (exact) or name (contains); answers ${key} and total`,
      tags: ['parties'],
      auth: true,
      querystring: partyQuery,
      response: partiesPage[kind],
      handler: async (request) => {
        const { parties: list, total } = request.store.parties.list({
          companyDocument: viewedCompany(request),
          kind,
          document: request.query.document || undefined,
          name: request.query.name || undefined,
          ...pageOf(request.query),
        });
        return { [key]: list, total };
      },
    });

    addRoute(app, {
      method: 'POST',
      url,
      summary: `Register a ${kind} (doc 2 §5 "Party form"); 409 when its document is registered`,
      tags: ['parties'],
      auth: true,
      body: partyInput,
      response: partyChange[kind],
      handler: async (request, reply) => {
        const { store } = request;
        const company = viewedCompany(request);
        if (store.parties.byDocument(company, kind, onlyDigits(request.body.document)))
          throw conflict(ORDER_MESSAGES.partyExists);
        const { maps: _m, ...party } = partyFrom(request.body, store.parties.nextId());
        store.parties.insert({ ...party, companyDocument: company, kind });
        reply.status(201);
        return { message: orderMessage(request, 'partyCreated'), [kind]: store.parties.byId(party.id) };
      },
    });
  }
}
