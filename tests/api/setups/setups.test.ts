import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../simulator/app';
import { MAX_SESSIONS } from '../../../simulator/store/session-values';
import { errorOf, SimClient, simulator } from '../sim-client';

const app = simulator();
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});
const keptIn = () => {
  const dir = mkdtempSync(join(tmpdir(), 'sim-setups-'));
  dirs.push(dir);
  return dir;
};
const FAULT = { method: 'GET', path: '/api/nps/verify/:code', delay: { kind: 'fixed', ms: 1 } } as const;
const STUB = {
  request: { path: '/api/nps/verify/STUBBED' },
  response: { status: 203, body: { n: '{{counter}}' } },
};

/** A session with a seed, a shifted clock, a fault rule, a stub and a snapshot. */
async function prepare(sim: SimClient) {
  await sim.request('POST', '/__sim/seed', { body: { seed: 7, size: 'demo' } });
  await sim.request('PUT', '/__sim/clock', { body: { at: '2031-05-06T07:08:09.000Z' } });
  await sim.fault(FAULT);
  await sim.request('POST', '/__sim/stubs', { body: STUB });
  const snap = await sim.request('POST', '/__sim/snapshots', { body: { id: `kept-${sim.session}` } });
  expect(snap.statusCode).toBe(201);
  return snap.json().digest as string;
}

async function expectPrepared(sim: SimClient, digest: string) {
  const state = (await sim.get('/__sim/state?digest=false')).json();
  expect(state).toMatchObject({
    seed: 7,
    size: 'demo',
    faults: 1,
    stubs: 1,
    clock: { now: '2031-05-06T07:08:09.000Z' },
  });
  expect((await sim.get('/api/nps/verify/STUBBED')).statusCode).toBe(203);
  const snapshots = (await sim.get('/__sim/snapshots')).json().snapshots;
  expect(snapshots).toContainEqual(
    expect.objectContaining({ session: sim.session, digest, stubs: 1, faults: 1 }),
  );
}

describe('setups that survive (issue 29)', () => {
  it('brings a session back after a restart: seed, clock, fault and stub rules, snapshots', async () => {
    const dir = keptIn();
    const first = buildApp({ dbPath: ':memory:', setupsDir: dir });
    const sim = new SimClient(first, 'kept-one');
    const digest = await prepare(sim);
    await first.close();
    expect(readdirSync(dir)).toEqual(['kept-one.json']);

    const second = buildApp({ dbPath: ':memory:', setupsDir: dir });
    await second.ready();
    const again = new SimClient(second, 'kept-one');
    expect((await again.get('/__sim/sessions')).json().sessions).toContainEqual({
      session: 'kept-one',
      seed: 7,
      size: 'demo',
    });
    await expectPrepared(again, digest);
    // another session was never kept: it starts plain
    expect((await new SimClient(second).get('/__sim/state?digest=false')).json()).toMatchObject({
      faults: 0,
      stubs: 0,
    });
    await second.close();
  });

  it('exports a session as one file and imports it into another session, leaving the others alone', async () => {
    const from = new SimClient(app);
    const digest = await prepare(from);
    const exported = await from.get(`/__sim/sessions/${from.session}/export`);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toContain(`sim-setup-${from.session}.json`);
    const file = exported.json();
    expect(file).toMatchObject({ format: 'sim-setup', version: 1, session: from.session, seed: { seed: 7 } });
    expect(file.snapshots).toHaveLength(1);

    const into = new SimClient(app);
    const bystander = new SimClient(app);
    await bystander.fault(FAULT);
    const imported = await into.request('POST', `/__sim/sessions/${into.session}/import`, { body: file });
    expect(imported.statusCode).toBe(200);
    expect(imported.json()).toMatchObject({ session: into.session, faults: 1, stubs: 1, snapshots: 1 });
    const state = (await into.get('/__sim/state?digest=false')).json();
    expect(state).toMatchObject({ seed: 7, faults: 1, stubs: 1, clock: { now: '2031-05-06T07:08:09.000Z' } });
    const snapshots = (await into.get('/__sim/snapshots')).json().snapshots;
    expect(snapshots).toContainEqual(
      expect.objectContaining({ id: `kept-${from.session}`, session: into.session, digest }),
    );
    expect((await bystander.get('/__sim/state?digest=false')).json()).toMatchObject({ faults: 1, stubs: 0 });
  });

  it('refuses a file that is not an export, a broken one and one from a newer version with 400, changing nothing', async () => {
    const sim = new SimClient(app);
    await sim.fault(FAULT);
    const file = (await sim.get(`/__sim/sessions/${sim.session}/export`)).json();
    const attempts: Array<[unknown, string]> = [
      [{ hello: 'world' }, 'format must be "sim-setup"'],
      [{ ...file, version: 2 }, 'newer simulator (format 2)'],
      [{ ...file, faults: [{ path: '/api/x' }] }, 'not a simulator session export'],
      [
        {
          ...file,
          snapshots: [
            {
              id: 'x',
              session: 's',
              takenAt: '',
              digest: '',
              clock: file.clock,
              faults: [],
              stubs: [],
              image: 'aGVsbG8=',
            },
          ],
        },
        'SQLite',
      ],
    ];
    const target = new SimClient(app);
    await target.request('POST', '/__sim/stubs', { body: STUB });
    for (const [body, text] of attempts) {
      const res = await target.request('POST', `/__sim/sessions/${target.session}/import`, { body });
      expect(res.statusCode, text).toBe(400);
      expect(errorOf(res).message).toContain(text);
    }
    expect((await target.get('/__sim/state?digest=false')).json()).toMatchObject({ faults: 0, stubs: 1 });
    const pt = await target.request('POST', `/__sim/sessions/${target.session}/import`, {
      body: { ...file, version: 3 },
      headers: { 'accept-language': 'pt-BR' },
    });
    expect(errorOf(pt).message).toContain('versão mais nova');
    expect((await sim.get('/__sim/sessions/never-used-here/export')).statusCode).toBe(404);
    expect((await sim.get('/__sim/sessions/bad%20name/export')).statusCode).toBe(400);
  });

  it('keeps as many setups as sessions: the most recent are read at start, the oldest files go', async () => {
    const dir = keptIn();
    const setup = (session: string) => ({
      format: 'sim-setup',
      version: 1,
      session,
      seed: { seed: 3, size: 'demo' },
      clock: { fixed: null, offset: 0 },
      faults: [FAULT],
      stubs: [],
      snapshots: [],
    });
    const count = MAX_SESSIONS + 6;
    for (let i = 0; i < count; i++) {
      const path = join(dir, `old-${i}.json`);
      writeFileSync(path, JSON.stringify(setup(`old-${i}`)));
      utimesSync(path, 1_000 + i, 1_000 + i); // old-0 the oldest
    }
    writeFileSync(join(dir, 'broken.json'), '{"format": "sim-setup", "version": 9}');
    const kept = buildApp({ dbPath: ':memory:', setupsDir: dir });
    await kept.ready();
    const listed = (await new SimClient(kept).get('/__sim/sessions'))
      .json()
      .sessions.map((s: { session: string }) => s.session);
    expect(listed).toContain(`old-${count - 1}`);
    expect(listed).not.toContain('old-0');
    const newest = new SimClient(kept, `old-${count - 1}`);
    expect((await newest.get('/__sim/state?digest=false')).json()).toMatchObject({ seed: 3, faults: 1 });
    await newest.request('POST', '/__sim/stubs', { body: STUB });
    await kept.close();
    const files = readdirSync(dir);
    expect(files).toHaveLength(MAX_SESSIONS + 1);
    expect(files).not.toContain('old-0.json');
  });
});
