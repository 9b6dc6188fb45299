import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../simulator/app';
import { type CommandIo, scenariosCommand } from '../../simulator/scenarios/command';
import type { ScenarioReport } from '../../simulator/scenarios/report';
import { freePort } from './durability/server-process';
import { listening } from './races/race-helpers';
import { SimClient } from './sim-client';

// Issue 28, "the runner against a running instance": `npm run scenarios -- --url` walks a
// machine's generated paths over HTTP against a listening simulator, in a session whose fault
// rule the tester set beforehand, and the failures land in the JUnit file and in the journal.

const app = buildApp({ dbPath: ':memory:' });
let base = '';
const dir = mkdtempSync(join(tmpdir(), 'scenarios-instance-'));

beforeAll(async () => {
  base = await listening(app);
});
afterAll(() => app.close());

/** Runs the command like the terminal would, keeping what it printed. */
async function command(...argv: string[]): Promise<{ status: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const io: CommandIo = { log: (t) => (out += `${t}\n`), error: (t) => (err += `${t}\n`) };
  return { status: await scenariosCommand(argv, io), out, err };
}

const reportOf = (folder: string): ScenarioReport =>
  JSON.parse(readFileSync(join(folder, 'scenarios.json'), 'utf8'));

describe('npm run scenarios -- --url against a running simulator', () => {
  it("fails the paths a session's fault rule breaks: JUnit failures, journal entries, the rule kept", async () => {
    const tester = new SimClient(app, 'tester-500');
    const rule = await tester.fault({ method: 'PUT', path: '/api/nps/:code', status: 500 });
    const out = join(dir, 'with-fault');
    const junit = join(dir, 'ci', 'junit.xml');
    const run = await command(
      ...['--url', base, '--session', 'tester-500', '--machine', 'survey'],
      ...['--out', out, '--junit', junit, '--no-shrink'],
    );
    expect(run.err).toBe('');
    expect(run.status).toBe(1);

    const report = reportOf(out);
    expect(report.target).toEqual({ url: base, sessions: ['tester-500'] });
    expect(report.failures.length).toBeGreaterThan(0);
    // every failing path fails on the call the rule answers
    for (const f of report.failures) {
      expect(f.error).toMatch(/PUT \/nps\/NPS-[A-Z]+: expected [^,]+, got 500/);
      expect(f.session).toBe('tester-500');
      expect(f.journal?.some((c) => c.method === 'PUT' && c.status === 500 && c.fault)).toBe(true);
      expect(f.replay).toBe(`npm run scenarios -- --replay ${f.id} --url ${base} --session tester-500`);
    }

    const xml = readFileSync(junit, 'utf8');
    expect(xml.match(/<testcase /g)).toHaveLength(report.totals.paths);
    expect(xml.match(/<failure /g)).toHaveLength(report.failures.length);
    const [first] = report.failures;
    const testcase = xml.slice(xml.indexOf(`name="${first.id} `));
    expect(testcase).toMatch(/<failure message="step \d+ SEND[^"]*: PUT \/nps\//);
    expect(testcase).toContain(`replay: npm run scenarios -- --replay ${first.id} --url ${base}`);

    // the journal of that session holds the calls the report names, with the rule that fired
    const journal = (await tester.get('/__sim/journal?fault=true')).json().entries as Array<{
      seq: number;
      method: string;
      status: number;
      fault: { rules: string[] };
    }>;
    const named = report.failures.flatMap((f) => f.journal ?? []).filter((c) => c.status === 500);
    expect(named.length).toBeGreaterThanOrEqual(report.failures.length);
    for (const call of named) {
      const entry = journal.find((e) => e.seq === call.seq);
      expect(entry).toMatchObject({ method: 'PUT', status: 500 });
      expect(entry?.fault.rules).toContain(rule);
    }
    // the data-only resets between paths kept the tester's rule, and only it
    const rules = (await tester.get('/__sim/faults')).json().rules;
    expect(rules.map((r: { id: string }) => r.id)).toEqual([rule]);
    expect(rules[0].fired).toBeGreaterThanOrEqual(report.failures.length);
  }, 60_000);

  it('passes and fails the same paths as the in-process run, each run in its own --out folder', async () => {
    const [overHttp, inProcess] = [join(dir, 'http'), join(dir, 'in-process')];
    const http = await command(
      '--url',
      base,
      '--session',
      'both-ways',
      '--machine',
      'survey',
      '--out',
      overHttp,
    );
    const local = await command('--machine', 'survey', '--out', inProcess);
    expect([http.status, local.status]).toEqual([0, 0]);
    const outcome = (r: ScenarioReport) => r.paths.map((p) => [p.id, p.ok]);
    const [a, b] = [reportOf(overHttp), reportOf(inProcess)];
    expect(outcome(a)).toEqual(outcome(b));
    expect(a.coverage.api).toEqual(b.coverage.api);
    expect([a.target?.url, b.target]).toEqual([base, null]);
    // the first test's folder still holds its own run
    expect(reportOf(join(dir, 'with-fault')).failures.length).toBeGreaterThan(0);
  }, 60_000);
});

/** A stand-in server answering every call with `answer`. */
async function stub(answer: (url: string) => { status: number; body: unknown }): Promise<[Server, string]> {
  const server = createServer((req, res) => {
    const { status, body } = answer(req.url ?? '/');
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return [server, `http://127.0.0.1:${(server.address() as AddressInfo).port}`];
}

describe('an instance that cannot serve the run: exit status 2 and a message, no stack trace', () => {
  const refused = async (url: string, message: RegExp) => {
    const run = await command('--url', url, '--machine', 'survey', '--out', join(dir, 'refused'));
    expect(run.status).toBe(2);
    expect(run.err).toMatch(message);
    expect(run.err).not.toMatch(/\n\s+at /);
  };

  it('names an address nobody listens on', async () => {
    await refused(
      `http://127.0.0.1:${await freePort()}`,
      /cannot reach http:\/\/127\.0\.0\.1:\d+: ECONNREFUSED/,
    );
  });

  it('names a server without the control API', async () => {
    const [server, url] = await stub(() => ({ status: 404, body: { message: 'Not Found' } }));
    await refused(url, /has no control API \(GET \/__sim\/sessions answered 404\)/);
    server.close();
  });

  it('names a server that ignores x-sim-session', async () => {
    const [server, url] = await stub(() => ({ status: 200, body: { session: 'default', sessions: [] } }));
    await refused(
      url,
      /does not keep sessions apart: asked as x-sim-session: scenarios, it answered for "default"/,
    );
    server.close();
  });

  it('names a simulator without the data-only reset', async () => {
    const [server, url] = await stub((path) =>
      path === '/__sim/sessions'
        ? { status: 200, body: { session: 'scenarios', sessions: [] } }
        : { status: 404, body: {} },
    );
    await refused(url, /no data-only reset \(POST \/__sim\/reset\/data\)/);
    server.close();
  });
});
