import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../simulator/app';
import { SimClient, simulator } from './sim-client';

// Cross-cutting behaviour: error shapes, unknown routes, OpenAPI, API prefix, the file store.
const app = simulator();
const sim = new SimClient(app);

describe('errors plugin (docs/CONTRACTS.md error body)', () => {
  it('answers an unknown route with a JSON 404', async () => {
    const res = await sim.get('/api/nowhere');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'Route GET /api/nowhere not found',
    });
  });

  it('answers 400, not 500, to an unsupported body type', async () => {
    const res = await sim.request('PUT', '/api/nps/NPS-OPEN', {
      body: 'rating=5',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json()).toMatchObject({ statusCode: res.statusCode, message: expect.any(String) });
  });
});

describe('OpenAPI at /docs', () => {
  it('describes every platform route with its request shape', async () => {
    const spec = (await sim.get('/docs/json')).json();
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining([
        '/api/auth/login',
        '/api/auth/switch-company',
        '/api/company',
        '/api/company/{id}',
        '/api/company/register',
        '/api/configure',
        '/api/search/cep/{code}',
        '/api/search/cnpj/{document}',
        '/api/nps/verify/{code}',
        '/api/nps/{code}',
        '/api/users/me',
        '/api/users/{id}',
        '/__sim/reset',
        '/__sim/seed',
      ]),
    );
    const login = spec.paths['/api/auth/login'].post.requestBody.content['application/json'].schema;
    expect(login).toMatchObject({ type: 'object', required: ['password', 'username'] });
    expect(spec.paths['/api/configure'].get.security).toEqual([{ bearerAuth: [] }]);
  });

  it('serves the Swagger UI', async () => {
    const res = await sim.get('/docs/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/html/);
  });
});

describe('options', () => {
  it('mounts the API under apiPrefix', async () => {
    const custom = buildApp({ dbPath: ':memory:', apiPrefix: '/platform' });
    const res = await custom.inject({
      method: 'POST',
      url: '/platform/auth/login',
      payload: { username: 'admin', password: 'demo' },
    });
    expect(res.statusCode).toBe(200);
    expect((await custom.inject('/api/configure')).statusCode).toBe(404);
    await custom.close();
  });

  describe('file store', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sim-store-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('keeps the default session across restarts, other sessions in memory', async () => {
      const dbPath = join(dir, 'sim.db');
      const first = buildApp({ dbPath });
      await first.inject({ method: 'PUT', url: '/api/nps/NPS-OPEN', payload: { rating: 4 } });
      await first.inject({
        method: 'PUT',
        url: '/api/nps/NPS-PLAIN',
        payload: { rating: 4 },
        headers: { 'x-sim-session': 'other' },
      });
      await first.close();

      const second = buildApp({ dbPath });
      expect((await second.inject('/api/nps/verify/NPS-OPEN')).json()).toMatchObject({
        answered: true,
        rating: 4,
      });
      const other = await second.inject({
        url: '/api/nps/verify/NPS-PLAIN',
        headers: { 'x-sim-session': 'other' },
      });
      expect(other.json().answered).toBe(false);
      await second.close();

      // asking explicitly for another seed reseeds the file
      const third = buildApp({ dbPath, seed: 2 });
      expect((await third.inject('/api/nps/verify/NPS-OPEN')).json().answered).toBe(false);
      await third.close();
    });
  });
});

describe('console (SPA fallback)', () => {
  const distDir = mkdtempSync(join(tmpdir(), 'sim-dist-'));
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(join(distDir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(distDir, 'assets', 'app.js'), 'console.log(1)');
  writeFileSync(join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const withConsole = buildApp({ dbPath: ':memory:', serveConsole: true, distDir });
  afterAll(async () => {
    await withConsole.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  it.each(['/', '/login', '/orders/12', '/survey/NPS-OPEN/9'])('answers index.html for %s', async (url) => {
    const res = await withConsole.inject(url);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root">');
  });

  it('serves built files and 404s missing ones', async () => {
    expect((await withConsole.inject('/assets/app.js')).body).toBe('console.log(1)');
    expect((await withConsole.inject('/assets/missing.js')).statusCode).toBe(404);
  });

  it('answers /favicon.ico with the console icon (no 404 on a first load, issue 20)', async () => {
    for (const url of ['/favicon.ico', '/favicon.svg']) {
      const res = await withConsole.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(res.body).toContain('<svg');
    }
  });

  it.each(['/api/nowhere', '/__sim/nowhere', '/docs/nowhere'])('keeps %s a JSON 404', async (url) => {
    const res = await withConsole.inject(url);
    expect(res.statusCode).toBe(404);
    expect(res.json().statusCode).toBe(404);
  });
});
