import multipart from '@fastify/multipart';
import { type } from 'arktype';
import type { FastifyInstance } from 'fastify';
import {
  type AttachmentType,
  missingPrintables,
  UPLOADABLE_ATTACHMENT_TYPES,
  VERIFY_ATTACHMENTS_COMPANY_DOCUMENT,
} from '../../src/domain/orders';
import { contentTypeOf, UPLOAD_MAX_BYTES, type UploadFile, uploadRefusal } from '../../src/domain/uploads';
import { orderLifecycle } from '../../src/machines/order.machine';
import { uploadRequestLifecycle } from '../../src/machines/upload.machine';
import { messageAnswer } from '../http/answers';
import { decide } from '../http/decide';
import { badRequest, forbidden, notFound } from '../http/http-error';
import { attachmentFile } from '../http/media-answers';
import { partsOf } from '../http/multipart-parts';
import { attachmentsUploaded, attachmentsVerified } from '../http/order-answers';
import { addRoute } from '../http/validate';
import { ORDER_MESSAGES, UPLOAD_REFUSALS } from '../i18n/messages/order-errors';
import { orderMessage } from '../i18n/messages/orders';
import { idParams, ownedOrder, viewedCompany } from '../orders-area/http';

/**
 * Order attachments (doc 2 §2 "Attachments" tab, §7 POST /orders-attachment/upload, DELETE
 * /orders-attachment/{id}). Multipart: `files`, `fileTypes` (comma-joined, one per file) and
 * `orderId`. The upload machine decides (CONFIRM) whether the request is acceptable — at least one
 * file, every file a PDF/XML/JPEG/JPG/PNG of at most 50 MB with a type — and the bytes are kept in
 * the session's database, served back at the attachment's `url`.
 */
const MAX_FILES = 20;
const MAX_FIELDS = 10;
const MAX_FIELD_BYTES = 64 * 1024;
const fileParams = type({ id: '0 < string <= 64' });
const fileQuery = type({ 'origin?': 'string', key: '0 < string <= 128' });

export async function orderAttachmentsRoutes(app: FastifyInstance) {
  // Scoped to this plugin: the rest of the API only takes JSON.
  await app.register(multipart, {
    // doc 2 §9: 50 MB a file (413 beyond). The text fields (orderId, fileTypes) are short: one is
    // cut at 64 kB, and more parts than files and fields are refused (413) before they are read.
    limits: {
      fileSize: UPLOAD_MAX_BYTES,
      files: MAX_FILES,
      fields: MAX_FIELDS,
      fieldSize: MAX_FIELD_BYTES,
      parts: MAX_FILES + MAX_FIELDS,
    },
    throwFileSizeLimit: true,
  });

  addRoute(app, {
    method: 'POST',
    url: '/orders-attachment/upload',
    summary:
      'Upload files to an order: multipart files, fileTypes (comma-joined), orderId; 50 MB per file; PDF, XML, JPEG, JPG, PNG (doc 2 §7, §9)',
    tags: ['orders'],
    auth: true,
    // multipart: the parts are read and checked by the handler (upload machine), not by a JSON schema
    body: type('unknown'),
    response: attachmentsUploaded,
    handler: async (request, reply) => {
      if (!request.isMultipart()) throw badRequest(ORDER_MESSAGES.notMultipart);
      const { files, fields } = await partsOf(request);
      const orderId = (fields.orderId ?? '').trim();
      if (!orderId)
        throw badRequest(ORDER_MESSAGES.orderIdRequired, [
          { field: 'orderId', key: 'validation.required', message: ORDER_MESSAGES.orderIdRequired },
        ]);
      const order = ownedOrder(request, orderId);
      const types = (fields.fileTypes ?? '').split(',').map((t) => t.trim());
      const chosen: UploadFile[] = files.map((f, i) => ({
        name: f.name,
        size: f.content.length,
        fileType: types[i] || null,
      }));
      const rules = { imagesOnly: false, maxFiles: null, types: UPLOADABLE_ATTACHMENT_TYPES };
      // doc 2 §5 "Upload": the dialog's CONFIRM rules decide whether the request is acceptable
      // (the machine says no, `uploadRefusal` says why: bad input, 400).
      decide(uploadRequestLifecycle, { files: chosen, ...rules }, [{ type: 'CONFIRM' }], () =>
        badRequest(
          uploadRefusal(chosen, rules, rules.types, UPLOAD_REFUSALS) ?? ORDER_MESSAGES.uploadRefused,
        ),
      );
      decide(orderLifecycle, order, [{ type: 'EDIT' }], ORDER_MESSAGES.refusedEdit);
      const { store } = request;
      const now = request.now().toISOString();
      const rows = files.map((f, i) => ({
        id: '',
        orderId: order.id,
        type: chosen[i].fileType as AttachmentType,
        description: f.name,
        fileName: f.name,
        contentType: contentTypeOf(f.name) ?? 'application/octet-stream',
        size: f.content.length,
        // an unguessable key: the file URL opens in a new tab without the bearer token
        accessKey: crypto.randomUUID().replace(/-/g, ''),
        content: f.content,
        createdAt: now,
      }));
      store.db.transaction(() => {
        for (const row of rows) {
          row.id = store.attachments.nextId(); // one at a time: ids follow the table's rows
          store.attachments.insert(row);
        }
      })();
      reply.status(201);
      return {
        message: orderMessage(request, 'attachmentsUploaded'),
        attachments: rows.map(({ content: _c, ...r }) => store.attachments.view(r)),
      };
    },
  });

  addRoute(app, {
    method: 'GET',
    url: '/orders-attachment/file/:id',
    summary:
      "An attachment's bytes with its content type (the Attachment url; the key stands in for the token)",
    tags: ['orders'],
    params: fileParams,
    querystring: fileQuery,
    response: attachmentFile,
    handler: async (request, reply) => {
      const file = request.store.attachments.file(request.params.id, request.query.key);
      if (!file) throw notFound(ORDER_MESSAGES.attachmentNotFound);
      return reply
        .type(file.contentType)
        .header('content-disposition', `inline; filename="${file.fileName.replace(/[^\w.-]/g, '_')}"`)
        .header('cache-control', 'private, max-age=300')
        .send(file.content);
    },
  });

  addRoute(app, {
    method: 'DELETE',
    url: '/orders-attachment/:id',
    summary: 'Remove an attachment (doc 2 §2: after a confirmation)',
    tags: ['orders'],
    auth: true,
    params: idParams,
    response: messageAnswer,
    handler: async (request) => {
      const { store } = request;
      const attachment = store.attachments.byId(request.params.id);
      if (!attachment) throw notFound(ORDER_MESSAGES.attachmentNotFound);
      const order = ownedOrder(request, attachment.orderId);
      decide(orderLifecycle, order, [{ type: 'EDIT' }], ORDER_MESSAGES.refusedEdit);
      store.attachments.remove(attachment.id);
      return { message: orderMessage(request, 'attachmentRemoved') };
    },
  });

  addRoute(app, {
    method: 'GET',
    url: '/orders-attachment/verify/:orderNumber',
    summary:
      "Which printable attachments an order has (doc 2 §2 verify-attachments: one specific company's users only)",
    tags: ['orders'],
    auth: true,
    params: type({ orderNumber: '0 < string <= 30' }),
    response: attachmentsVerified,
    handler: async (request) => {
      const company = viewedCompany(request);
      if (company !== VERIFY_ATTACHMENTS_COMPANY_DOCUMENT) throw forbidden(ORDER_MESSAGES.verifyNotAllowed);
      const order = request.store.orders.byNumber(company, request.params.orderNumber);
      if (!order) throw notFound(ORDER_MESSAGES.orderNotFound);
      const types = request.store.attachments.typesOf(order.id);
      return { orderNumber: order.orderNumber, orderId: order.id, types, missing: missingPrintables(types) };
    },
  });
}
