import multipart from '@fastify/multipart';
import { type } from 'arktype';
import type { FastifyInstance } from 'fastify';
import type { RouteRecord } from '../../src/domain/operations';
import { contentTypeOf, extensionOf, IMAGE_EXTENSIONS, UPLOAD_MAX_BYTES } from '../../src/domain/uploads';
import { badRequest } from '../http/http-error';
import { partsOf } from '../http/multipart-parts';
import { driverActivitiesPage, routeChange } from '../http/route-answers';
import { addRoute } from '../http/validate';
import { ORDER_MESSAGES } from '../i18n/messages/order-errors';
import { ROUTE_ERRORS, routeMessage } from '../i18n/messages/routes';
import {
  decideItems,
  itemsOfOrders,
  outcomeOf,
  ownedRoute,
  settleRouteStatus,
} from '../operations/route-work';
import { dayBounds, pageOf, pagingFields, viewedCompany } from '../orders-area/http';

/**
 * Proof of delivery (doc 3 §5, §7 "file upload multipart (files, fileTypes comma-joined, orderId,
 * optional occurrenceReason)") and the route activities report (GET /routes/driver-activities).
 *
 * The upload is the finalize or occurrence of one order with its photos (ours: the seed names the
 * fields, not the effect): every file route-ok → the item DONE; route-occurrence (with
 * occurrenceReason) → OCCURRENCE. `routeId` names the route (ours; without it, the order's newest
 * route). Images only (doc 3 §5 "image attachments").
 */
const MAX_FILES = 10;
const FILE_TYPES = ['route-ok', 'route-occurrence'] as const;
const activitiesQuery = type({
  ...pagingFields,
  'initialDate?': 'string',
  'finalDate?': 'string',
  'driverIds?': 'string <= 2000',
});

export async function routeFilesRoutes(app: FastifyInstance) {
  await app.register(multipart, {
    limits: {
      fileSize: UPLOAD_MAX_BYTES,
      files: MAX_FILES,
      fields: 10,
      fieldSize: 64 * 1024,
      parts: MAX_FILES + 10,
    },
    throwFileSizeLimit: true,
  });

  addRoute(app, {
    method: 'POST',
    url: '/routes/files/upload',
    summary:
      'Finalize (route-ok) or mark as occurrence (route-occurrence, occurrenceReason) one order of a route with photos: multipart files, fileTypes, orderId, routeId (doc 3 §5, §7)',
    tags: ['routes'],
    auth: true,
    body: type('unknown'),
    response: routeChange,
    handler: async (request, reply) => {
      if (!request.isMultipart()) throw badRequest(ORDER_MESSAGES.notMultipart);
      const { files, fields } = await partsOf(request);
      const orderId = (fields.orderId ?? '').trim();
      if (!orderId) throw badRequest(ROUTE_ERRORS.ordersRequired);
      const routeId = (fields.routeId ?? '').trim() || request.store.routes.ofOrder(orderId)[0]?.id;
      if (!routeId) throw badRequest(ROUTE_ERRORS.orderNotInRoute(orderId));
      const { view } = ownedRoute(request, routeId);
      const items = itemsOfOrders(view, [orderId]);
      const types = (fields.fileTypes ?? '').split(',').map((t) => t.trim());
      const images: readonly string[] = IMAGE_EXTENSIONS;
      if (
        files.some(
          (f, i) =>
            !(FILE_TYPES as readonly string[]).includes(types[i] ?? '') ||
            !images.includes(extensionOf(f.name)),
        )
      )
        throw badRequest(ROUTE_ERRORS.fileTypeInvalid);
      const occurrence =
        types.slice(0, files.length).includes('route-occurrence') || fields.occurrenceReason !== undefined;
      const reason = (fields.occurrenceReason ?? '').trim();
      const decided = decideItems(
        view,
        items,
        occurrence ? { type: 'OCCURRENCE', reason } : { type: 'FINALIZE' },
      );
      const { store } = request;
      const now = request.now().toISOString();
      store.db.transaction(() => {
        files.forEach((f, i) => {
          store.routes.addFile({
            routeId: view.id,
            orderId: items[0].order.id,
            fileType: types[i],
            fileName: f.name,
            contentType: contentTypeOf(f.name) ?? 'application/octet-stream',
            size: f.content.length,
            content: f.content,
            createdAt: now,
          });
        });
        store.routes.settleItem(
          items[0].id,
          outcomeOf(decided, items[0].id),
          occurrence ? reason : null,
          now,
        );
        settleRouteStatus(store, view, 'ITEMS_CHANGED');
      })();
      reply.status(201);
      return {
        message: routeMessage(request, 'uploaded', {
          count: files.length,
          order: items[0].order.orderNumber,
        }),
        route: store.routes.view(view.id) as RouteRecord,
      };
    },
  });

  addRoute(app, {
    method: 'GET',
    url: '/routes/driver-activities',
    summary:
      'Route activities, one row per delivered order (doc 3 §3 Route-activity row): initialDate, finalDate, driverIds (comma list), page, take',
    tags: ['routes'],
    auth: true,
    querystring: activitiesQuery,
    response: driverActivitiesPage,
    handler: async (request) => {
      const q = request.query;
      const { from, to } = dayBounds(q.initialDate, q.finalDate);
      const driverIds = (q.driverIds ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      return request.store.routes.activities({
        companyDocument: viewedCompany(request),
        from,
        to,
        driverIds,
        ...pageOf(q),
      });
    },
  });
}
