import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { DEMO_DOCUMENTS } from '../../simulator/seed/demo/companies';
import type { SimClient } from './sim-client';

export const { principal, subsidiary1, subsidiary2, outsider } = DEMO_DOCUMENTS;

/** Signs in and, when `company` is given, switches the viewed company. */
export async function tokenFor(sim: SimClient, userName: string, company?: string): Promise<string> {
  const token = await sim.login(userName);
  if (!company) return token;
  const res = await sim.request('POST', '/api/auth/switch-company', {
    token,
    body: { companyDocument: company },
  });
  if (res.statusCode !== 200) throw new Error(`switch ${company}: ${res.statusCode}`);
  return res.json().access_token;
}

export const call = (
  sim: SimClient,
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  body?: unknown,
) => sim.request(method, url, { token, body });

/** Asserts a 400 with a message (and problems when `field` is given). */
export function expectBadRequest(res: LightMyRequestResponse, field?: string) {
  expect(res.statusCode, res.body).toBe(400);
  const body = res.json();
  expect(body.message).toEqual(expect.any(String));
  if (field) expect(body.problems.map((p: { field: string }) => p.field)).toContain(field);
}

export function expectStatus(res: LightMyRequestResponse, status: number) {
  expect(res.statusCode, res.body).toBe(status);
  return res.json();
}

/** A multipart/form-data body as the console's upload dialog sends it (doc 2 §7). */
export function multipart(
  fields: Record<string, string>,
  files: Array<{ name: string; content: Buffer | string; field?: string; type?: string }>,
): { body: Buffer; headers: Record<string, string> } {
  const boundary = '----simboundary7MA4YWxkTrZu0gW';
  const chunks: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? 'files'}"; filename="${f.name}"\r\nContent-Type: ${f.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      Buffer.isBuffer(f.content) ? f.content : Buffer.from(f.content),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    body: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A party of the new-order form (valid CPF/CNPJ and a registry postal code). */
export const PARTY = {
  document: '11222333000181',
  name: 'Cliente Teste Ltda',
  postalCode: '01310100',
  street: 'Avenida Paulista',
  number: '1000',
  neighborhood: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
  country: 'Brasil',
  email: 'cliente@teste.example',
  phone: '(11) 98765-4321',
};

export const NEW_ORDER = {
  orderDate: '2025-01-06 10:00',
  deliveryDate: '2025-01-08 10:00',
  type: 'NEW',
  sender: { ...PARTY, document: '44555666000181', name: 'Remetente SA' },
  recipient: PARTY,
  items: [
    {
      sku: 'SKU-00001',
      description: 'Caixa de parafusos',
      barcode: '7891000000011',
      quantity: 2,
      priceUnit: 10.5,
    },
  ],
};
