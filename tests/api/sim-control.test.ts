import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../simulator/app';
import { configFromEnv } from '../../simulator/server/config';
import { SimClient, simulator } from './sim-client';

// issue 19: the control API lists its sessions, and SIM_CONTROL=off removes /__sim entirely.
describe('GET /__sim/sessions', () => {
  const app = simulator();
  it('lists the open sessions (opened by their first call) with their seed, and names the caller’s', async () => {
    const a = new SimClient(app);
    const b = new SimClient(app);
    await a.request('POST', '/__sim/reset');
    await b.request('POST', '/__sim/seed', { body: { seed: 9, size: 'small' } });
    const res = await a.get('/__sim/sessions');
    expect(res.statusCode).toBe(200);
    const { session, sessions } = res.json();
    expect(session).toBe(a.session);
    expect(sessions).toEqual(
      expect.arrayContaining([
        { session: a.session, seed: 1, size: 'demo' },
        { session: b.session, seed: 9, size: 'small' },
      ]),
    );
  });
});

describe('SIM_CONTROL', () => {
  const off = buildApp({ dbPath: ':memory:', simControl: false });
  afterAll(() => off.close());

  it('off: every /__sim call answers 404 and /docs does not list them; the platform API still works', async () => {
    for (const [method, url] of [
      ['POST', '/__sim/reset'],
      ['GET', '/__sim/sessions'],
      ['GET', '/__sim/journal'],
      ['PUT', '/__sim/clock'],
    ] as const) {
      expect((await off.inject({ method, url, payload: method === 'PUT' ? {} : undefined })).statusCode).toBe(
        404,
      );
    }
    await off.ready();
    const paths = Object.keys((off.swagger() as { paths: Record<string, unknown> }).paths);
    expect(paths.some((p) => p.startsWith('/__sim'))).toBe(false);
    expect(paths.some((p) => p.startsWith('/api/'))).toBe(true);
  });

  it('is read from the environment: on by default, off when asked, anything else refused', () => {
    expect(configFromEnv({}).simControl).toBe(true);
    expect(configFromEnv({ SIM_CONTROL: 'on' }).simControl).toBe(true);
    expect(configFromEnv({ SIM_CONTROL: 'off' }).simControl).toBe(false);
    expect(() => configFromEnv({ SIM_CONTROL: 'no' })).toThrow('SIM_CONTROL must be on or off');
  });
});

describe('the control page (GET /__sim)', () => {
  const distDir = mkdtempSync(join(tmpdir(), 'sim-control-'));
  writeFileSync(join(distDir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(distDir, 'control.html'), '<!doctype html><title>control</title>');
  const on = buildApp({ dbPath: ':memory:', serveConsole: true, distDir });
  const off = buildApp({ dbPath: ':memory:', serveConsole: true, distDir, simControl: false });
  afterAll(async () => {
    await on.close();
    await off.close();
  });

  it('is served at /__sim (and /__sim/) beside the console, and stays out of the journal', async () => {
    for (const url of ['/__sim', '/__sim/']) {
      const res = await on.inject({ url, headers: { 'x-sim-session': 'page' } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>control</title>');
    }
    const journal = await on.inject({ url: '/__sim/journal', headers: { 'x-sim-session': 'page' } });
    expect(journal.json().entries).toEqual([]);
    expect((await on.inject({ url: '/orders' })).body).toContain('id="root"');
  });

  it('is gone with SIM_CONTROL=off: 404, not the console', async () => {
    const res = await off.inject({ url: '/__sim' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('control');
  });
});
