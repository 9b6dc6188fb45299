import { describe, expect, it } from 'vitest';
import { BODY_KEEP } from '../../../simulator/plugins/journal-bodies';
import { SimClient, simulator } from '../sim-client';

// issue 29 "Journal": headers (authorization redacted), the token's user, the session, control
// calls left out unless switched on, and separate HTTP and MQTT caps.

const app = simulator();
const entries = async (sim: SimClient, query = '') =>
  (await sim.get(`/__sim/journal${query}`)).json().entries;

describe('journal entries keep headers, the user and the session', () => {
  it('keeps request and response headers, the authorization value redacted, and the user the token names', async () => {
    const sim = new SimClient(app);
    const token = await sim.login('admin');
    const me = await sim.get('/api/users/me', token);
    expect(me.statusCode).toBe(200);
    const [, entry] = await entries(sim);
    expect(entry).toMatchObject({ kind: 'http', url: '/api/users/me', user: me.json().id });
    const detail = (await sim.get(`/__sim/journal/${entry.seq}`)).json();
    expect(detail.session).toBe(sim.session);
    expect(detail.requestHeaders).toContainEqual({ name: 'authorization', value: 'Bearer [redacted]' });
    expect(JSON.stringify(detail)).not.toContain(token);
    expect(detail.responseHeaders).toContainEqual(
      expect.objectContaining({ name: 'content-type', value: expect.stringContaining('application/json') }),
    );
  });

  it('keeps bodies up to 64 KiB and marks a larger one truncated', async () => {
    const sim = new SimClient(app);
    app.journalOf(sim.session).add({
      kind: 'mqtt',
      topic: 'wh/c/portal/p/evt/read',
      direction: 'in',
      payload: Buffer.from('y'.repeat(BODY_KEEP + 10)),
    });
    const find = await sim.request('POST', '/__sim/journal/count', { body: {} });
    expect(find.json().count).toBe(0); // the matcher is HTTP's
    const mqtt = await sim.get('/__sim/journal/mqtt');
    expect(mqtt.headers['x-sim-left-out']).toBe('1');
    expect(mqtt.body).toBe('');
  });

  it('is per session: one session never sees another one’s calls', async () => {
    const a = new SimClient(app);
    const b = new SimClient(app);
    await a.get('/api/nps/verify/NPS-OPEN');
    expect(await entries(b)).toEqual([]);
    expect(await entries(a)).toHaveLength(1);
  });
});

describe('control calls and the control page’s polling', () => {
  it('are not journaled by default; `control: true` turns them on, `false` off again', async () => {
    const sim = new SimClient(app);
    await sim.get('/__sim/clock');
    await sim.get('/__sim/sessions');
    expect(await entries(sim)).toEqual([]);
    const on = await sim.request('PUT', '/__sim/journal', { body: { control: true } });
    expect(on.json()).toMatchObject({ control: true, cap: 500 });
    await sim.get('/__sim/clock');
    const listed = await entries(sim);
    expect(listed.map((e: { url: string }) => e.url)).toEqual(['/__sim/journal', '/__sim/clock']);
    await sim.request('PUT', '/__sim/journal', { body: { control: false } });
    await sim.get('/__sim/clock');
    expect(await entries(sim)).toHaveLength(2);
  });
});

describe('separate HTTP and MQTT caps', () => {
  it('MQTT messages never push HTTP calls out, and each cap is set on its own', async () => {
    const sim = new SimClient(app);
    const put = await sim.request('PUT', '/__sim/journal', { body: { cap: 2, mqttCap: 3 } });
    expect(put.json()).toMatchObject({ cap: 2, mqttCap: 3, control: false });
    await sim.get('/api/nps/verify/NPS-1');
    await sim.get('/api/nps/verify/NPS-2');
    const journal = app.journalOf(sim.session);
    for (let i = 0; i < 10; i++)
      journal.add({ kind: 'mqtt', topic: `wh/c/portal/p/evt/${i}`, direction: 'in' });
    const all = (await sim.get('/__sim/journal')).json();
    expect(all).toMatchObject({ cap: 2, mqttCap: 3 });
    expect(all.entries.map((e: { url?: string; topic?: string }) => e.url ?? e.topic)).toEqual([
      '/api/nps/verify/NPS-1',
      '/api/nps/verify/NPS-2',
      'wh/c/portal/p/evt/7',
      'wh/c/portal/p/evt/8',
      'wh/c/portal/p/evt/9',
    ]);
  });

  it.each([{ mqttCap: 0 }, { control: 'yes' }, { cap: 3, other: 1 }])(
    'answers 400 to %j, changing nothing',
    async (body) => {
      const sim = new SimClient(app);
      const res = await sim.request('PUT', '/__sim/journal', { body });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
      expect((await sim.get('/__sim/journal')).json()).toMatchObject({
        cap: 500,
        mqttCap: 2000,
        control: false,
      });
    },
  );
});
