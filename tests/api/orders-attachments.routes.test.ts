import { describe, expect, it } from 'vitest';
import { formatOrderMessage } from '../../simulator/i18n/messages/orders';
import { DEMO_ORDER_IDS } from '../../simulator/seed/demo/order-ids';
import { minimalPdf, TINY_PNG } from '../../simulator/seed/files';
import { call, expectStatus, multipart, subsidiary1, tokenFor } from './orders-helpers';
import { SimClient, simulator } from './sim-client';

// Attachments (doc 2 §2 Attachments tab, §7 upload multipart, §9 50 MB and PDF/XML/JPEG/JPG/PNG).
const app = simulator();
const { fresh, docs, cancelled, outsider } = DEMO_ORDER_IDS;

async function setup() {
  const sim = new SimClient(app);
  const token = await tokenFor(sim, 'admin');
  const upload = (fields: Record<string, string>, files: Parameters<typeof multipart>[1], as = token) => {
    const { body, headers } = multipart(fields, files);
    return sim.request('POST', '/api/orders-attachment/upload?origin=web', { token: as, body, headers });
  };
  const attachments = async (id: string) =>
    expectStatus(await call(sim, token, 'GET', `/api/orders/${id}`), 200).attachments as Array<{
      id: string;
      type: string;
      url: string;
    }>;
  return { sim, token, upload, attachments };
}

describe('POST /orders-attachment/upload', () => {
  it('stores each file with its type; GET of its url answers the bytes with the content type', async () => {
    const { sim, upload, attachments } = await setup();
    const pdf = minimalPdf(['NF-e 1']);
    const res = await upload({ orderId: fresh, fileTypes: 'nf-e,Label' }, [
      { name: 'nota.pdf', content: pdf },
      { name: 'etiqueta.png', content: TINY_PNG },
    ]);
    const body = expectStatus(res, 201);
    expect(body.message).toBe(formatOrderMessage('en-US', 'attachmentsUploaded'));
    expect(body.attachments.map((a: { type: string }) => a.type)).toEqual(['nf-e', 'Label']);
    const listed = await attachments(fresh);
    expect(listed).toHaveLength(2);
    const file = await sim.get(listed[0].url); // no token: the url opens in a new tab
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(pdf)).toBe(true);
    const png = await sim.get(listed[1].url);
    expect(png.headers['content-type']).toBe('image/png');
    expect((await sim.get(listed[1].url.replace(/key=\w+/, 'key=wrong'))).statusCode).toBe(404);
  });

  it.each([
    ['no file', {}, []],
    ['a file without a type', { fileTypes: '' }, [{ name: 'a.pdf', content: 'x' }]],
    ['an unknown type', { fileTypes: 'route-ok' }, [{ name: 'a.pdf', content: 'x' }]],
    ['a file type that is not accepted', { fileTypes: 'nf-e' }, [{ name: 'a.exe', content: 'x' }]],
  ])('answers 400 for %s and stores nothing', async (_, extra, files) => {
    const { upload, attachments } = await setup();
    const res = await upload({ orderId: fresh, ...extra }, files as Parameters<typeof multipart>[1]);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
    expect(await attachments(fresh)).toEqual([]);
  });

  it('answers 413 for a file over 50 MB', async () => {
    const { upload } = await setup();
    const res = await upload({ orderId: fresh, fileTypes: 'nf-e' }, [
      { name: 'big.pdf', content: Buffer.alloc(50 * 1024 * 1024 + 1) },
    ]);
    expect(res.statusCode).toBe(413);
  });

  it('answers 400 without orderId or a JSON body, 403 for another company, 409 for a cancelled order', async () => {
    const { sim, token, upload } = await setup();
    expect((await upload({ fileTypes: 'nf-e' }, [{ name: 'a.pdf', content: 'x' }])).statusCode).toBe(400);
    expect(
      (await call(sim, token, 'POST', '/api/orders-attachment/upload', { orderId: fresh })).statusCode,
    ).toBe(400);
    expect(
      (await upload({ orderId: outsider, fileTypes: 'nf-e' }, [{ name: 'a.pdf', content: 'x' }])).statusCode,
    ).toBe(403);
    expect(
      (await upload({ orderId: cancelled, fileTypes: 'nf-e' }, [{ name: 'a.pdf', content: 'x' }])).statusCode,
    ).toBe(409);
    const noToken = multipart({ orderId: fresh, fileTypes: 'nf-e' }, [{ name: 'a.pdf', content: 'x' }]);
    expect((await sim.request('POST', '/api/orders-attachment/upload', noToken)).statusCode).toBe(401);
  });
});

describe('DELETE /orders-attachment/:id and verify', () => {
  it('removes an attachment; 404 unknown; 403 another company', async () => {
    const { sim, token, attachments } = await setup();
    const [first] = await attachments(docs);
    expect(
      expectStatus(await call(sim, token, 'DELETE', `/api/orders-attachment/${first.id}`), 200).message,
    ).toBe(formatOrderMessage('en-US', 'attachmentRemoved'));
    expect((await attachments(docs)).some((a) => a.id === first.id)).toBe(false);
    expectStatus(await call(sim, token, 'DELETE', `/api/orders-attachment/${first.id}`), 404);
    const other = await tokenFor(sim, 'admin', subsidiary1);
    const [second] = await attachments(docs);
    expectStatus(await call(sim, other, 'DELETE', `/api/orders-attachment/${second.id}`), 403);
  });

  it('verify by order number lists the printable attachments, for the special company only', async () => {
    const { sim, token } = await setup();
    const body = expectStatus(await call(sim, token, 'GET', '/api/orders-attachment/verify/900004'), 200);
    expect(body).toMatchObject({ orderId: docs, missing: [] });
    expect(
      expectStatus(await call(sim, token, 'GET', '/api/orders-attachment/verify/900010'), 200).missing,
    ).toEqual(['nf-e', 'DanfeSimplificado', 'Label']);
    expectStatus(await call(sim, token, 'GET', '/api/orders-attachment/verify/000000'), 404);
    expectStatus(
      await call(
        sim,
        await tokenFor(sim, 'admin', subsidiary1),
        'GET',
        '/api/orders-attachment/verify/900004',
      ),
      403,
    );
  });
});
