import { describe, expect, it } from 'vitest';
import { tokenFor } from '../orders-helpers';
import { SimClient, simulator } from '../sim-client';
import { type OpenApiDocument, operationsOf } from './operations';

// Issue 18 "Errors that help", the cases the fuzz found, pinned: a field of the wrong type is
// named with the kinds it takes in the caller's language (simulator/http/type-mismatch.ts), no
// answer says "undefined", the router's own refusals speak the caller's language too, and a
// query parameter no route reads is ignored as an unknown body field is.
const app = simulator();

async function refusal(
  sim: SimClient,
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  language: string,
  body?: unknown,
) {
  const token = await tokenFor(sim, 'admin');
  const res = await sim.request(method, url, { token, body, headers: { 'accept-language': language } });
  return { status: res.statusCode, message: res.json().message as string, problems: res.json().problems };
}

describe('a field of the wrong type', () => {
  it('is named with the kind it takes and the kind sent, in pt-BR, en-US and es', async () => {
    const sim = new SimClient(app);
    const answer = (language: string) =>
      refusal(sim, 'PUT', '/api/nps/NPS-OPEN', language, { rating: 'nine' });
    expect(await answer('pt-BR')).toMatchObject({
      status: 400,
      message: 'Dados enviados inválidos: rating: deve ser número (recebido: texto)',
    });
    expect((await answer('en-US')).message).toBe('Invalid body: rating must be a number (was a string)');
    expect((await answer('es')).message).toBe(
      'Datos enviados no válidos: rating: debe ser número (recibido: texto)',
    );
    expect((await answer('es')).problems).toEqual([
      expect.objectContaining({ field: 'rating', message: 'rating must be a number (was a string)' }),
    ]);
  });

  it('of several kinds is said with the language’s own "or"', async () => {
    const sim = new SimClient(app);
    const answer = (language: string) =>
      refusal(sim, 'POST', '/api/data-import', language, { type: 7, rows: [] });
    expect((await answer('pt-BR')).message).toBe(
      'Dados enviados inválidos: type: deve ser "order" ou "nfe-xml" (recebido: 7)',
    );
    expect((await answer('en-US')).message).toBe('Invalid body: type must be "order" or "nfe-xml" (was 7)');
  });

  it('a text of the wrong shape is named with the pattern it must match, not as "not informed"', async () => {
    const sim = new SimClient(app);
    const url = `/api/devices/${encodeURIComponent('Setor Bancário')}/1/L-1`;
    expect((await refusal(sim, 'PUT', url, 'pt-BR', {})).message).toBe(
      'Endereço da chamada inválido: street: deve ser texto no formato ^[A-Za-z0-9 ._-]{1,32}$ (recebido: "Setor Bancário")',
    );
    expect((await refusal(sim, 'PUT', url, 'en-US', {})).message).toBe(
      'Invalid path: street must be matched by ^[A-Za-z0-9 ._-]{1,32}$ (was "Setor Bancário")',
    );
  });

  it('a body that is not an object, where a call reads none, never says "undefined"', async () => {
    const sim = new SimClient(app);
    const token = await tokenFor(sim, 'admin');
    const answer = async (language: string) =>
      (
        await sim.request('POST', '/api/nps/resend/x', {
          token,
          body: '0',
          headers: { 'content-type': 'application/json', 'accept-language': language },
        })
      ).json().message;
    expect(await answer('en-US')).toBe('Invalid body: must be an object (was a number)');
    expect(await answer('pt-BR')).toBe('Dados enviados inválidos: deve ser objeto (recebido: número)');
  });
});

describe("the router's refusals", () => {
  it('a path that is not URL-encoded right: 400 in the caller language', async () => {
    const sim = new SimClient(app);
    expect(await refusal(sim, 'GET', '/api/orders/%zz', 'pt-BR')).toMatchObject({
      status: 400,
      message: 'O endereço da chamada não é uma URL válida',
    });
    expect((await refusal(sim, 'GET', '/api/orders/%zz', 'es')).message).toBe(
      'La dirección de la llamada no es una URL válida',
    );
  });

  it('a path parameter longer than the router takes: 414 in the caller language', async () => {
    const sim = new SimClient(app);
    const long = `/api/orders/${'x'.repeat(300)}`;
    expect(await refusal(sim, 'GET', long, 'pt-BR')).toMatchObject({
      status: 414,
      message: 'Um parâmetro do endereço da chamada é longo demais',
    });
  });
});

describe('query parameters no route reads', () => {
  it('are ignored by every list of the platform API, as unknown body fields are', async () => {
    const sim = new SimClient(app);
    const token = await tokenFor(sim, 'admin');
    await app.ready();
    const lists = operationsOf(app.swagger() as unknown as OpenApiDocument).filter(
      (o) => o.method === 'GET' && o.pathParams.length === 0 && o.path.startsWith('/api/'),
    );
    expect(lists.length).toBeGreaterThan(20);
    for (const list of lists) {
      const plain = await sim.request('GET', list.path, { token });
      const extra = await sim.request('GET', `${list.path}?notAParameter=1&zz[]=2`, { token });
      expect(extra.statusCode, list.name).toBe(plain.statusCode);
      expect(extra.body, list.name).not.toContain('notAParameter');
    }
  });
});
