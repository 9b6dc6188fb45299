import multipart from '@fastify/multipart';
import { type } from 'arktype';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { contentTypeOf, UPLOAD_MAX_BYTES, type UploadFile, uploadRefusal } from '../../src/domain/uploads';
import { uploadRequestLifecycle } from '../../src/machines/upload.machine';
import { decide } from '../http/decide';
import { badRequest, notFound } from '../http/http-error';
import { attachmentFile } from '../http/media-answers';
import { partsOf } from '../http/multipart-parts';
import { addRoute } from '../http/validate';
import { LOGO_ERRORS, logoMessage } from '../i18n/messages/company-logo';
import { ORDER_MESSAGES, UPLOAD_REFUSALS } from '../i18n/messages/order-errors';
import { MESSAGES } from '../i18n/messages/platform';

/**
 * The company logo (doc 1 §3.1 `logo`; §5 uploads: images only, at most 50 MB, "the logo upload
 * which takes 1 file"; issue 35). The seed names no path (doc 2 §7 "company logo path: not
 * shown"): ours, POST /company/{id}/logo (multipart, one image) and DELETE /company/{id}/logo for
 * the own company or a subsidiary (as PUT /company/{id}), and a public GET /company-logo/{document}
 * for the pages shown before sign-in (the login page of a remembered company, doc 1 §2.3). The
 * upload machine's CONFIRM decides the file, as for order attachments. The image is kept on the
 * company as a data URL, which the survey (doc 1 §3.5 company.logo) shows as it is.
 */
const LOGO_RULES = { imagesOnly: true, maxFiles: 1, types: ['image'] } as const;
const companyId = type({ id: '0 < string <= 64' });
const logoAnswer = type({ message: 'string', logo: 'string | null' });

function viewableCompany(request: FastifyRequest<{ Params: { id: string } }>) {
  const company = request.store.companies.byId(request.params.id);
  if (!company) throw notFound(MESSAGES.companyNotFound);
  request.assertViewable(company.cnpj);
  return company;
}

/** data:<type>;base64,<bytes> → the bytes and their type; null for anything else. */
function decodeDataUrl(url: string): { contentType: string; content: Buffer } | null {
  const m = /^data:([^;,]+);base64,(.*)$/s.exec(url);
  return m ? { contentType: m[1], content: Buffer.from(m[2], 'base64') } : null;
}

export async function companyLogoRoutes(app: FastifyInstance) {
  // one file of at most 50 MB (413 beyond), a field or two at most
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 2, fields: 2, fieldSize: 1024, parts: 4 },
    throwFileSizeLimit: true,
  });

  addRoute(app, {
    method: 'POST',
    url: '/company/:id/logo',
    summary:
      'Upload the company logo: multipart, one JPEG/JPG/PNG image of at most 50 MB (doc 1 §3.1, §5); own company or a subsidiary',
    tags: ['company'],
    auth: true,
    params: companyId,
    // multipart: the parts are read and checked by the handler (upload machine)
    body: type('unknown'),
    response: logoAnswer,
    handler: async (request) => {
      const company = viewableCompany(request);
      if (!request.isMultipart()) throw badRequest(ORDER_MESSAGES.notMultipart);
      const { files } = await partsOf(request);
      const chosen: UploadFile[] = files.map((f) => ({
        name: f.name,
        size: f.content.length,
        fileType: 'image',
      }));
      decide(uploadRequestLifecycle, { files: chosen, ...LOGO_RULES }, [{ type: 'CONFIRM' }], () =>
        badRequest(
          uploadRefusal(chosen, LOGO_RULES, LOGO_RULES.types, UPLOAD_REFUSALS) ??
            ORDER_MESSAGES.uploadRefused,
        ),
      );
      const [file] = files;
      const logo = `data:${contentTypeOf(file.name)};base64,${file.content.toString('base64')}`;
      request.store.companies.setLogo(company.id, logo);
      return { message: logoMessage(request, 'saved'), logo };
    },
  });

  addRoute(app, {
    method: 'DELETE',
    url: '/company/:id/logo',
    summary: 'Remove the company logo (own company or a subsidiary)',
    tags: ['company'],
    auth: true,
    params: companyId,
    response: logoAnswer,
    handler: async (request) => {
      const company = viewableCompany(request);
      request.store.companies.setLogo(company.id, null);
      return { message: logoMessage(request, 'removed'), logo: null };
    },
  });

  addRoute(app, {
    method: 'GET',
    url: '/company-logo/:document',
    summary:
      "A company's logo image by its document, without sign-in: the login page of a remembered company (doc 1 §2.3); 404 without a logo",
    tags: ['company'],
    params: type({ document: '0 < string <= 20' }),
    // the login page asks afresh on each visit (?visit=<time>)
    querystring: type({ 'visit?': 'string <= 20' }),
    response: attachmentFile,
    handler: async (request, reply) => {
      const company = request.store.companies.byDocument(request.params.document);
      const image = company?.logo ? decodeDataUrl(company.logo) : null;
      if (!image) throw notFound(LOGO_ERRORS.none);
      return reply.type(image.contentType).header('cache-control', 'no-cache').send(image.content);
    },
  });
}
