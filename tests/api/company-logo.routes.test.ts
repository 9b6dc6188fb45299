import { describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '../../src/domain/uploads';
import { call, expectStatus, multipart, principal, tokenFor } from './orders-helpers';
import { SimClient, simulator } from './sim-client';

// The company logo (doc 1 §3.1, §5: one image file, JPEG/JPG/PNG, at most 50 MB; issue 35):
// upload, the public image for the login page, the survey's company.logo, removal; refusals.
const app = simulator();
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);

async function setup() {
  const sim = new SimClient(app);
  const token = await tokenFor(sim, 'admin');
  const companies = expectStatus(await call(sim, token, 'GET', '/api/company'), 200) as Array<{
    id: string;
    cnpj: string;
  }>;
  const company = companies.find((c) => c.cnpj === principal);
  if (!company) throw new Error('the admin views the principal company');
  const upload = (files: Array<{ name: string; content: Buffer }>, as = token) => {
    const { body, headers } = multipart(
      {},
      files.map((f) => ({ ...f, field: 'file' })),
    );
    return sim.request('POST', `/api/company/${company.id}/logo`, { token: as, body, headers });
  };
  const image = () => sim.request('GET', `/api/company-logo/${principal}`);
  return { sim, token, company, upload, image };
}

describe('company logo', () => {
  it('uploads one image, serves it without sign-in, then removes it', async () => {
    const { sim, token, company, upload, image } = await setup();
    const saved = expectStatus(await upload([{ name: 'logo.png', content: PNG }]), 200);
    expect(saved.logo).toBe(`data:image/png;base64,${PNG.toString('base64')}`);
    const served = await image();
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    const read = expectStatus(await call(sim, token, 'GET', `/api/company/${company.id}`), 200);
    expect(read.logo).toBe(saved.logo);
    expectStatus(await call(sim, token, 'DELETE', `/api/company/${company.id}/logo`), 200);
    expect((await image()).statusCode).toBe(404);
    expect(expectStatus(await call(sim, token, 'GET', `/api/company/${company.id}`), 200).logo).toBeNull();
  });

  it('refuses two files, a non-image, none (400), above 50 MB (413), another company (403); nothing changes', async () => {
    const { sim, token, company, upload } = await setup();
    const before = expectStatus(await call(sim, token, 'GET', `/api/company/${company.id}`), 200).logo;
    const two = await upload([
      { name: 'a.png', content: PNG },
      { name: 'b.png', content: PNG },
    ]);
    expect(two.statusCode).toBe(400);
    const pdf = await upload([{ name: 'logo.pdf', content: Buffer.from('%PDF-1.4') }]);
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().message).toMatch(/logo\.pdf/);
    expect((await upload([])).statusCode).toBe(400);
    const big = await upload([{ name: 'big.png', content: Buffer.alloc(UPLOAD_MAX_BYTES + 1) }]);
    expect(big.statusCode).toBe(413);
    const outsider = await tokenFor(sim, 'outsider');
    expect((await upload([{ name: 'logo.png', content: PNG }], outsider)).statusCode).toBe(403);
    expect((await call(sim, outsider, 'DELETE', `/api/company/${company.id}/logo`)).statusCode).toBe(403);
    expect((await call(sim, '', 'DELETE', `/api/company/${company.id}/logo`)).statusCode).toBe(401);
    expect((await call(sim, token, 'DELETE', '/api/company/nope/logo')).statusCode).toBe(404);
    expect(expectStatus(await call(sim, token, 'GET', `/api/company/${company.id}`), 200).logo).toBe(before);
  });
});
