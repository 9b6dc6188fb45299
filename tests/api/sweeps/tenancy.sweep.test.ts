import { describe, expect, it } from 'vitest';
import { DEMO_DOCUMENTS } from '../../../simulator/seed/demo/companies';
import type { TokenClaims } from '../../../src/domain/user';
import { SimClient } from '../sim-client';
import {
  DEMO_GROUP,
  type GroupRecords,
  groupDigest,
  groupRecords,
  isPublic,
  leakIn,
  plainBody,
  routeKey,
  type SweptRoute,
  sweptSimulator,
  urlOf,
} from './sweep-support';

// Who may see and do what (issue 18; doc 1 §6 "a user sees only its company and its
// subsidiaries"): every signed-in route of the app, asked by a user of another company with the
// real ids of records it must not see, answers 400/403/404, shows none of them and writes nothing;
// every list, search and export shows none of them whatever the filters say. A subsidiary's user is
// to its parent and sibling what the outsider is to the whole group.
const { app, routes } = sweptSimulator();

/** Answers a call may give to a caller that must not see the record (400: the input was refused
 * before any record was read). */
const REFUSALS = new Set([400, 403, 404]);
/** A sweep makes hundreds of calls on a machine shared with other test files: a bound for a
 * stuck sweep, not a speed goal (those live in bench/). */
const SWEEP_TIMEOUT_MS = 240_000;

/** Path values to try on a route: the records of `group` the route's parameters can name, and
 * whether an answer is allowed (a `name` names the viewed company's own integration, not a
 * record: answered, as long as none of the group's records shows). A route whose parameters are
 * not known here fails the sweep until a line is added. */
function candidates(
  route: SweptRoute,
  group: GroupRecords,
): { values: string[][]; answered: boolean } | undefined {
  const shape = route.params.join('/');
  if (shape === 'id') return { values: group.samples.map((id) => [id]), answered: false };
  if (shape === 'id/item') return { values: group.items, answered: false };
  if (shape === 'street/position/id') return { values: group.devicePlaces, answered: false };
  // a dock's free times on a day (yard, doc 3 §7)
  if (shape === 'a/b') return { values: group.samples.map((id) => [id, '2030-01-07']), answered: false };
  // a checklist of an order (doc 2 §7)
  if (shape === 'kind/orderId')
    return {
      values: group.samples.flatMap((id) => [
        ['vehicle', id],
        ['mechanic', id],
      ]),
      answered: false,
    };
  if (route.params.length === 1 && group.byParam[shape])
    return { values: group.byParam[shape].map((v) => [v]), answered: shape === 'name' };
  return undefined;
}

interface Finding {
  route: string;
  detail: string;
}

/** Every signed-in route with a path parameter, asked with each of `group`'s records. */
async function sweepRecords(sim: SimClient, token: string, group: GroupRecords, markers: Set<string>) {
  const findings: Finding[] = [];
  let requests = 0;
  for (const route of routes().filter((r) => !isPublic(r) && r.params.length > 0)) {
    const { values = [], answered = false } = candidates(route, group) ?? {};
    if (values.length === 0) {
      findings.push({ route: routeKey(route), detail: 'no candidate values: add them to candidates()' });
      continue;
    }
    const before = await sim.writes();
    for (const value of values) {
      const body = plainBody(route.body);
      const res = await sim.request(route.method as 'GET', urlOf(route, value), { token, body });
      requests++;
      const leak = leakIn(res, markers);
      const allowed = REFUSALS.has(res.statusCode) || (answered && res.statusCode < 300);
      if (!allowed || leak)
        findings.push({
          route: routeKey(route),
          detail: `${value.join('/')}: ${res.statusCode}${leak ? ` shows ${leak}` : ''} ${res.body.slice(0, 100)}`,
        });
    }
    if ((await sim.writes()) !== before) findings.push({ route: routeKey(route), detail: 'wrote something' });
  }
  return { findings, requests };
}

/** Top-level body fields that name a record: `id`, `…Id`, `orders`. */
const recordFields = (route: SweptRoute) =>
  Object.keys(route.body?.properties ?? {}).filter((field) => /^(id|orders|\w+Id)$/.test(field));

/** Every signed-in call whose body names records, with each of the group's records in each such
 * field: never answered with the group's data, and the group's rows stay as they were (the
 * caller's own data may change: `writes` cannot tell, a digest of the group's rows can). */
async function sweepBodies(sim: SimClient, token: string, group: GroupRecords, markers: Set<string>) {
  const findings: Finding[] = [];
  const documents = [...new Set(DEMO_GROUP)];
  const before = groupDigest(app, sim.session, documents);
  let requests = 0;
  for (const route of routes().filter((r) => !isPublic(r) && recordFields(r).length > 0))
    for (const field of recordFields(route))
      for (const id of group.samples) {
        const body = { ...(plainBody(route.body) as object), [field]: field === 'orders' ? [id] : id };
        const res = await sim.request(route.method as 'POST', urlOf(route, ['x']), { token, body });
        requests++;
        const leak = leakIn(res, markers);
        if (res.statusCode >= 500 || leak)
          findings.push({
            route: routeKey(route),
            detail: `${field}=${id}: ${res.statusCode}${leak ? ` shows ${leak}` : ''}`,
          });
      }
  if (groupDigest(app, sim.session, documents) !== before)
    findings.push({ route: '(all)', detail: "the group's rows changed" });
  return { findings, requests };
}

/** Query values that name the group's records: documents, codes, numbers, and exports. */
function hostileQueries(group: GroupRecords): string[] {
  const [doc] = DEMO_GROUP;
  const [orderNumber] = group.byParam.orderNumber;
  return [
    '',
    `?shipperDocument=${doc}&customerDocument=${doc}&document=${doc}`,
    `?filter=orderNumber|${orderNumber}&search=${orderNumber}&code=${orderNumber}&name=${orderNumber}`,
    '?report=1&take=200&action=get-all&dates=2000-01-01T2100-01-01',
  ];
}

/** Every signed-in list, search, report and export (GET without path parameters). */
async function sweepLists(sim: SimClient, token: string, group: GroupRecords, markers: Set<string>) {
  const findings: Finding[] = [];
  for (const route of routes().filter((r) => !isPublic(r) && r.method === 'GET' && r.params.length === 0))
    for (const query of hostileQueries(group)) {
      const res = await sim.request('GET', `${route.url}${query}`, { token });
      const leak = leakIn(res, markers);
      if (res.statusCode >= 500 || res.statusCode === 401 || leak)
        findings.push({
          route: routeKey(route),
          detail: `${query}: ${res.statusCode}${leak ? ` shows ${leak}` : ''}`,
        });
    }
  return findings;
}

const markersOf = (group: GroupRecords, documents: string[]) => new Set([...group.ids, ...documents]);

/** The outsider signed in in a session of its own, and the demo group's records there. */
async function outsiderCall() {
  await app.ready();
  const sim = new SimClient(app);
  const token = await sim.login('outsider');
  const group = groupRecords(app, sim.session, DEMO_GROUP);
  return { sim, token, group, markers: markersOf(group, DEMO_GROUP) };
}

describe('the outsider (another company) and the demo group', () => {
  it(
    'a token viewing a company of the group is refused with 403 on every signed-in route',
    async () => {
      await app.ready();
      const sim = new SimClient(app);
      await sim.login('outsider');
      const wrong: string[] = [];
      for (const companyDocument of DEMO_GROUP) {
        const token = sim.forge({ sub: 'usr-outsider', type: 'ADMIN', companyDocument });
        for (const route of routes().filter((r) => !isPublic(r))) {
          const res = await sim.request(route.method as 'GET', urlOf(route), { token, body: {} });
          if (res.statusCode !== 403)
            wrong.push(`${routeKey(route)} viewing ${companyDocument}: ${res.statusCode}`);
        }
      }
      expect(wrong).toEqual([]);
    },
    SWEEP_TIMEOUT_MS,
  );

  it.each([
    {
      what: "every route that takes an id refuses the group's records, shows none and writes nothing",
      sweep: sweepRecords,
      atLeast: 500,
    },
    {
      what: "a body naming the group's records changes none of them and shows none",
      sweep: sweepBodies,
      atLeast: 100,
    },
  ])(
    '$what',
    async ({ sweep, atLeast }) => {
      const { sim, token, group, markers } = await outsiderCall();
      const { findings, requests } = await sweep(sim, token, group, markers);
      expect(findings).toEqual([]);
      expect(requests).toBeGreaterThan(atLeast);
    },
    SWEEP_TIMEOUT_MS,
  );

  it(
    "no list, search, report or export shows the group's records, whatever the filters",
    async () => {
      const { sim, token, group, markers } = await outsiderCall();
      expect(await sweepLists(sim, token, group, markers)).toEqual([]);
    },
    SWEEP_TIMEOUT_MS,
  );

  it(
    'the leak detector finds the group in what the group itself is answered (it is not blind)',
    async () => {
      await app.ready();
      const sim = new SimClient(app);
      const token = await sim.login('admin');
      const group = groupRecords(app, sim.session, DEMO_GROUP);
      const markers = markersOf(group, DEMO_GROUP);
      expect(leakIn(await sim.get('/api/orders?take=200', token), markers)).toBeDefined();
      expect(leakIn(await sim.get(`/api/orders/${group.samples[0]}`, token), markers)).toBeUndefined();
      const seen = await sweepLists(sim, token, group, markers);
      expect(seen.length).toBeGreaterThan(10);
    },
    SWEEP_TIMEOUT_MS,
  );
});

describe('a subsidiary and its parent (doc 1 §6)', () => {
  /** A USER of subsidiary 1 (the demo seed has none: made for this test in its own session). */
  async function subsidiaryUser(sim: SimClient): Promise<string> {
    await sim.login('operator');
    const { users } = app.stores.get(sim.session);
    const operator = users.byId('usr-operator');
    if (!operator) throw new Error('demo operator missing');
    users.insert({
      ...operator,
      id: 'usr-cps',
      userName: 'cps',
      companyDocument: DEMO_DOCUMENTS.subsidiary1,
    });
    const claims: TokenClaims = { sub: 'usr-cps', type: 'USER', companyDocument: DEMO_DOCUMENTS.subsidiary1 };
    return sim.forge(claims);
  }

  it("the parent's admin views each subsidiary's records", async () => {
    await app.ready();
    const sim = new SimClient(app);
    const admin = await sim.login('admin');
    const switched = await sim.request('POST', '/api/auth/switch-company', {
      token: admin,
      body: { companyDocument: DEMO_DOCUMENTS.subsidiary1 },
    });
    expect(switched.statusCode).toBe(200);
    const token = switched.json().access_token;
    const own = groupRecords(app, sim.session, [DEMO_DOCUMENTS.subsidiary1]);
    const orders = await sim.get('/api/orders?take=200', token);
    expect(leakIn(orders, own.ids)).toBeDefined();
    expect((await sim.get('/api/company', token)).json()).toHaveLength(3);
  });

  it(
    "a subsidiary's user sees neither its parent nor its sibling, on any route",
    async () => {
      await app.ready();
      const sim = new SimClient(app);
      const token = await subsidiaryUser(sim);
      const others = [DEMO_DOCUMENTS.principal, DEMO_DOCUMENTS.subsidiary2];
      // the parent's document itself may show: it is the subsidiary's own `parentDocument` and the
      // shipper of its orders (a party on its own records), not a record of the parent's
      const markers = markersOf(groupRecords(app, sim.session, others), [DEMO_DOCUMENTS.subsidiary2]);
      const companies = (await sim.get('/api/company', token)).json() as Array<{ cnpj: string }>;
      expect(companies.map((c) => c.cnpj)).toEqual([DEMO_DOCUMENTS.subsidiary1]);
      for (const companyDocument of others) {
        const res = await sim.request('POST', '/api/auth/switch-company', {
          token,
          body: { companyDocument },
        });
        expect(res.statusCode).toBe(403);
      }
      const group = groupRecords(app, sim.session, others);
      const { findings } = await sweepRecords(sim, token, group, markers);
      expect([...findings, ...(await sweepLists(sim, token, group, markers))]).toEqual([]);
    },
    SWEEP_TIMEOUT_MS,
  );
});
