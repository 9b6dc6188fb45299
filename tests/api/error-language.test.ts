import { describe, expect, it } from 'vitest';
import { DEMO_WAREHOUSE_OPERATION_IDS as W } from '../../simulator/seed/demo/warehouse';
import { tokenFor } from './orders-helpers';
import { SimClient, simulator } from './sim-client';

// Error answers speak the caller's language, as success ones do (doc 1 §1, §8; simulator/i18n.ts):
// the console toasts `message` as it comes, so a pt-BR operator reads Portuguese. Accept-Language
// picks it; a call without one gets pt-BR. `problems` keep their locale keys.
const app = simulator();

/** One call in `language` (undefined: no Accept-Language at all). */
async function ask(
  sim: SimClient,
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  language: string | undefined,
  options: { token?: string; body?: unknown } = {},
) {
  const res = await sim.request(method, url, { ...options, headers: { 'accept-language': language } });
  return { status: res.statusCode, body: res.json() };
}

describe('error messages in the caller language', () => {
  it('409: a machine refusal names the rule, the record and its status in pt-BR, en-US and es', async () => {
    const sim = new SimClient(app);
    const token = await tokenFor(sim, 'admin');
    const finalizeDone = (language?: string) =>
      ask(sim, 'PUT', `/api/picking/${W.pickingDone}?action=COMPLETED`, language, { token, body: {} });
    const cases: Array<[string | undefined, string]> = [
      ['pt-BR', 'Não é possível finalizar esta separação com status Concluído'],
      ['en-US', 'Picking cannot be finalized while DONE'],
      ['es', 'No se puede finalizar esta preparación con estado Concluido'],
      ['es-AR,en;q=0.5', 'No se puede finalizar esta preparación con estado Concluido'],
      [undefined, 'Não é possível finalizar esta separação com status Concluído'],
    ];
    for (const [language, message] of cases) {
      expect(await finalizeDone(language)).toEqual({
        status: 409,
        body: { statusCode: 409, error: 'Conflict', message },
      });
    }
  });

  it('404: an unknown order, and an unknown route, in pt-BR, en-US and es', async () => {
    const sim = new SimClient(app);
    const token = await tokenFor(sim, 'admin');
    const order = (language?: string) => ask(sim, 'GET', '/api/orders/ord-nope', language, { token });
    expect((await order('pt-BR')).body).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'Pedido não encontrado',
    });
    expect((await order('en-US')).body.message).toBe('Order not found');
    expect((await order('es')).body.message).toBe('Pedido no encontrado');
    expect((await order(undefined)).body.message).toBe('Pedido não encontrado');

    const route = (language?: string) => ask(sim, 'GET', '/api/nowhere', language);
    expect(await route('pt-BR')).toMatchObject({
      status: 404,
      body: { message: 'Rota GET /api/nowhere não encontrada' },
    });
    expect((await route('en-US')).body.message).toBe('Route GET /api/nowhere not found');
    expect((await route('es')).body.message).toBe('Ruta GET /api/nowhere no encontrada');
  });

  it('400: the fields in the console texts of their keys; problems unchanged', async () => {
    const sim = new SimClient(app);
    const login = (language?: string) =>
      ask(sim, 'POST', '/api/auth/login', language, { body: { username: 'admin' } });
    const pt = await login('pt-BR');
    expect(pt.status).toBe(400);
    expect(pt.body.message).toBe('Dados enviados inválidos: password: Campo obrigatório');
    expect(pt.body.problems).toEqual([
      expect.objectContaining({ field: 'password', key: 'validation.required' }),
    ]);
    expect((await login('es')).body.message).toBe('Datos enviados no válidos: password: Campo obligatorio');
    expect((await login('en-US')).body.message).toMatch(/^Invalid body: /);
    expect((await login('es')).body.problems).toEqual(pt.body.problems);
  });

  it("400: Fastify's own refusals too (English: Fastify's text)", async () => {
    const sim = new SimClient(app);
    const broken = (language: string) =>
      sim.request('POST', '/api/auth/login', {
        body: '{"username":',
        headers: { 'content-type': 'application/json', 'accept-language': language },
      });
    expect((await broken('pt-BR')).json()).toMatchObject({
      statusCode: 400,
      message: 'O corpo da requisição não é um JSON válido, mas o content-type é application/json',
    });
    expect((await broken('en-US')).json().message).toBe(
      "Body is not valid JSON but content-type is set to 'application/json'",
    );
  });

  it('200: success texts of the platform calls too (login, device import)', async () => {
    const sim = new SimClient(app);
    const login = (language?: string) =>
      ask(sim, 'POST', '/api/auth/login', language, { body: { username: 'admin', password: 'demo' } });
    expect((await login('pt-BR')).body.message).toBe('Login realizado com sucesso');
    expect((await login('en-US')).body.message).toBe('Successfully logged in');
    expect((await login('es')).body.message).toBe('Inicio de sesión exitoso');
    expect((await login(undefined)).body.message).toBe('Login realizado com sucesso');

    const token = await tokenFor(sim, 'admin');
    const csv = 'type;id;street;position;controller\ncontroller;CTRL-Z-1;Z;3;\nlight;L-Z-01;Z;1;CTRL-Z-1';
    const imported = await sim.request('POST', '/api/devices/import', {
      token,
      body: csv,
      headers: { 'content-type': 'text/csv', 'accept-language': 'es' },
    });
    expect(imported.json().message).toBe('2 dispositivos importados con éxito');
  });
});
