import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../simulator/app';
import { type EmbeddedBroker, startBroker } from '../../simulator/devices/broker';
import type { LightEmulator } from '../../simulator/devices/emulators/light';
import { DEMO_DOCUMENTS } from '../../simulator/seed/demo/companies';
import { DEMO_OPERATION_IDS, DEMO_ORDER_IDS } from '../../simulator/seed/demo/order-ids';
import { seeded } from '../../simulator/seed/seeded-status';
import type { DeviceView, SmartCounterAnswer } from '../../src/domain/device-records';
import type { LightStateData, PassData, RouteConfirmedData } from '../../src/domain/devices';
import { dataOf, eventually, MqttProbe } from './devices-support';
import { SimClient } from './sim-client';

// The MQTT side of the simulator (simulator/devices/runtime.ts) on an embedded broker: one emulator
// per stored device, the platform turning reads into passes, confirmations, history rows and
// counter activities, and device calls re-syncing the emulators.
const SESSION = 'devices-mqtt';
const P = DEMO_DOCUMENTS.principal;
let broker: EmbeddedBroker;
let app: FastifyInstance;
let probe: MqttProbe;
let sim: SimClient;
let token: string;

beforeAll(async () => {
  broker = await startBroker({ port: 0, host: '127.0.0.1' });
  app = buildApp({ dbPath: ':memory:', devices: { url: broker.url, session: SESSION, idleFlushMs: 800 } });
  await app.ready();
  probe = await MqttProbe.connect(broker.url);
  sim = new SimClient(app, SESSION);
  token = await sim.login('admin');
});
afterAll(async () => {
  await probe?.close();
  await app?.close();
  await broker?.close();
});

/** A tag crossing a portal, and a moment for the platform to act on its arrival. */
async function pass(portal: string, epcHex: string): Promise<void> {
  await probe.publish(`wh/${P}/portal/${portal}/cmd/pass`, { epcHex, durationMs: 200 });
  await probe.waitFor((m) => m.topic.endsWith(`${portal}/evt/pass`) && dataOf<PassData>(m).epcHex === epcHex);
  await new Promise((r) => setTimeout(r, 300));
}

const device = async (id: string) =>
  ((await sim.get('/api/devices', token)).json().devices as DeviceView[]).find((d) => d.id === id);

describe('device runtime', () => {
  it('runs one emulator per stored portal, light and counter, all online', async () => {
    // principal: 16 lights, 2 portals, 2 counters; subsidiary 1: 4 lights, 1 portal, 1 counter
    expect(app.deviceRuntime?.fleet?.size).toBe(26);
    await eventually(async () => (await device('L-A-01'))?.status === 'online', 5000, 'L-A-01 online');
    const dashboard = (await sim.get('/api/devices/dashboard', token)).json();
    expect(dashboard.light).toMatchObject({ total: 16, online: 16, lost: 0 });
    expect(dashboard.portal).toMatchObject({ online: 2 });
  });

  it('a light command changes its retained state, and GET /devices shows it', async () => {
    await probe.publish(`wh/${P}/light/L-B-02/cmd/on`, { quantity: 5, color: 'blue' });
    const state = await probe.waitFor(
      (m) => m.topic === `wh/${P}/light/L-B-02/state` && dataOf<LightStateData>(m).on === true,
    );
    expect(state.envelope?.data).toMatchObject({
      on: true,
      color: 'blue',
      quantity: 5,
      street: 'B',
      position: 2,
    });
    await eventually(async () => (await device('L-B-02'))?.state?.on === true, 3000, 'stored state');
    expect((await sim.get('/api/devices/dashboard', token)).json().light.on).toBe(1);
  });

  it('a pass at DOCA-01 confirms ROT-000001 once: the route starts, its orders are tracked, history and events are written', async () => {
    const store = app.stores.get(SESSION);
    const before = store.routes.view(DEMO_OPERATION_IDS.routeOpen);
    expect(before).toMatchObject({ status: 'PENDING', dockId: 'DOCA-01' });
    const items = before?.items ?? [];
    const epc = '3034F0000000000000001001';
    await probe.publish(`wh/${P}/portal/PORTAL-01/cmd/pass`, { epcHex: epc, durationMs: 400 });
    const arrived = await probe.waitFor(
      (m) => m.topic === `wh/${P}/portal/PORTAL-01/evt/pass` && dataOf<PassData>(m).epcHex === epc,
    );
    expect(arrived.envelope?.data).toMatchObject({ direction: 'arrived', dock: 'DOCA-01' });
    const confirmed = await probe.waitFor((m) => m.topic === `wh/${P}/portal/PORTAL-01/evt/route-confirmed`);
    expect(dataOf<RouteConfirmedData>(confirmed)).toEqual({
      routeId: DEMO_OPERATION_IDS.routeOpen,
      routeCode: 'ROT-000001',
      orders: items.map((i) => i.order.orderNumber),
      dock: 'DOCA-01',
      epcHex: epc,
      sourceRunId: expect.any(String),
    });
    // the route has left; its deliveries are still the driver's (items PENDING), the orders keep
    // their status and carry an INPROGRESS tracking entry naming the portal, dock and route
    const after = store.routes.view(DEMO_OPERATION_IDS.routeOpen);
    expect(after?.status).toBe('INPROGRESS');
    expect(after?.items.map((i) => i.status)).toEqual(items.map(() => 'PENDING'));
    for (const item of items) {
      const order = (await sim.get(`/api/orders/${item.order.id}`, token)).json();
      expect(order.status).toBe('PENDING');
      expect(order.calendars).toContainEqual(
        expect.objectContaining({
          status: 'INPROGRESS',
          description: 'RFID PORTAL-01 · DOCA-01 → ROT-000001',
          user: null,
        }),
      );
    }
    await probe.waitFor(
      (m) => m.topic.endsWith('PORTAL-01/evt/pass') && dataOf<PassData>(m).direction === 'departed',
      5000,
      'departure',
    );
    const history = (await sim.get('/api/position-handling/history?take=1', token)).json();
    expect(history.histories[0]).toMatchObject({
      operation: 'RFID_PORTAL',
      positionCodeOrigin: 'DOCA-01',
      positionCodeDestiny: 'ROT-000001',
      rfidcode: epc,
    });
    // a second pass at the same dock: the route no longer waits for the portal
    await pass('PORTAL-01', '3034F0000000000000001002');
    expect(probe.count((m) => m.topic.endsWith('evt/route-confirmed'))).toBe(1);
    expect(store.routes.view(DEMO_OPERATION_IDS.routeOpen)?.status).toBe('INPROGRESS');
    expect((await sim.get('/api/devices/dashboard', token)).json().confirmations24h).toBe(1);
  });

  it('only a route planned and not yet left at the dock is confirmed (doc 3 §4 statuses)', async () => {
    const store = app.stores.get(SESSION);
    const confirmations = () => probe.count((m) => m.topic.endsWith('PORTAL-02/evt/route-confirmed'));
    // DOCA-02 holds ROT-000002, DONE
    expect(store.routes.byId(DEMO_OPERATION_IDS.routeDone)).toMatchObject({
      status: 'DONE',
      dockId: 'DOCA-02',
    });
    await pass('PORTAL-02', '3034F0000000000000009001');
    expect(confirmations()).toBe(0);
    // a new route waiting for routing (no vehicle, no path yet) is not confirmed either
    const route = store.routes.create(P, [DEMO_ORDER_IDS.fresh], new Date().toISOString());
    store.routes.setDock(route.id, 'DOCA-02');
    await pass('PORTAL-02', '3034F0000000000000009002');
    expect(confirmations()).toBe(0);
    // once it is ready to start it is
    store.routes.setStatus(route.id, seeded('START TO READY')); // laid down as the seed lays data
    await probe.publish(`wh/${P}/portal/PORTAL-02/cmd/pass`, {
      epcHex: '3034F0000000000000009003',
      durationMs: 200,
    });
    const confirmed = await probe.waitFor((m) => m.topic.endsWith('PORTAL-02/evt/route-confirmed'));
    expect(dataOf<RouteConfirmedData>(confirmed)).toMatchObject({ routeId: route.id, routeCode: route.code });
    expect(store.routes.byId(route.id)?.status).toBe('INPROGRESS');
  });

  it('no confirmation when the company has routerMandatoryConfirmationRFIDPortal off', async () => {
    const store = app.stores.get(SESSION);
    store.routes.setStatus(DEMO_OPERATION_IDS.routeOpen, seeded('PENDING'));
    const flag = store.db.prepare(
      'UPDATE configurations SET routerMandatoryConfirmationRFIDPortal = ? WHERE companyDocument = ?',
    );
    flag.run(0, P);
    const before = probe.count((m) => m.topic.endsWith('evt/route-confirmed'));
    await pass('PORTAL-01', '3034F0000000000000002001');
    expect(probe.count((m) => m.topic.endsWith('evt/route-confirmed'))).toBe(before);
    expect(store.routes.byId(DEMO_OPERATION_IDS.routeOpen)?.status).toBe('PENDING');
    flag.run(1, P);
  });

  it('counter events become smart-counter activities, continuing the stored running total', async () => {
    const counters = async () =>
      (await sim.get(`/device-service/smart-counter/${P}`, token)).json() as SmartCounterAnswer;
    const before = (await counters()).devices.find((d) => d.deviceName === 'COUNTER-02');
    expect(before?.activities).toHaveLength(12);
    await probe.publish(`wh/${P}/counter/COUNTER-02/cmd/count`, { increment: 4 });
    await probe.waitFor((m) => m.topic === `wh/${P}/counter/COUNTER-02/evt/count`);
    const answer = await eventually(async () => {
      const c2 = (await counters()).devices.find((d) => d.deviceName === 'COUNTER-02');
      return c2 && c2.activities.length === 13 ? c2 : null;
    });
    expect(answer.activities[0]).toMatchObject({
      deviceName: 'COUNTER-02',
      deviceIP: '192.168.10.22',
      counter: (before?.total ?? 0) + 4,
    });
  });

  it('device calls re-sync the emulators: a new light starts, a reset darkens every light', async () => {
    await sim.request('PATCH', '/api/devices/L-C-05', { token, body: { street: null, position: null } });
    const put = await sim.request('PUT', '/api/devices/C/5/L-C-NEW', { token, body: {} });
    expect(put.statusCode).toBe(200);
    const state = await probe.waitFor((m) => m.topic === `wh/${P}/light/L-C-NEW/state`);
    expect(state.envelope?.data).toMatchObject({
      status: 'online',
      street: 'C',
      position: 5,
      controller: 'CTRL-C-1',
    });
    expect(app.deviceRuntime?.fleet?.size).toBe(27);

    await probe.publish(`wh/${P}/light/L-A-04/cmd/on`, { quantity: 1, color: 'red' });
    await eventually(() => app.deviceRuntime?.fleet?.get<LightEmulator>('L-A-04')?.isOn, 3000, 'L-A-04 on');
    const reset = await sim.request('POST', '/__sim/reset');
    expect(reset.statusCode).toBe(200);
    // the imported light leaves (its retained state is cleared), the others go dark
    await probe.waitFor(
      (m) => m.topic === `wh/${P}/light/L-C-NEW/state` && m.raw.length === 0,
      5000,
      'cleared state',
    );
    await eventually(() => app.deviceRuntime?.fleet?.size === 26, 5000, 'fleet back to the seed');
    await eventually(async () => (await device('L-A-04'))?.state?.on === false, 5000, 'L-A-04 dark');
  });

  it('ignores devices of other sessions and topics outside the scheme', async () => {
    await probe.publish(`wh/${P}/portal/NOT-STORED/evt/read`, { nonsense: true });
    await probe.publish('wh/garbage', {});
    // still alive
    await probe.publish(`wh/${P}/light/L-A-01/cmd/on`, { quantity: 2, color: 'white' });
    await probe.waitFor(
      (m) => m.topic === `wh/${P}/light/L-A-01/state` && dataOf<LightStateData>(m).on === true,
    );
  });
});
