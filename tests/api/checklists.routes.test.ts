import { describe, expect, it } from 'vitest';
import { mechanicChecklist, vehicleChecklist } from '../../simulator/seed/demo/checklists';
import { DEMO_ORDER_IDS } from '../../simulator/seed/demo/order-ids';
import { createPrng } from '../../simulator/seed/prng';
import { call, expectBadRequest, expectStatus, tokenFor } from './orders-helpers';
import { SimClient, simulator } from './sim-client';

// Checklists (doc 2 §7 POST /orders-checklist, PUT /orders-checklist/vehicle|mechanic/{orderId},
// §5 rules, §4 create then update; stored on the order as `checklists` with type and JSON).
const app = simulator();
const vehicle = () => vehicleChecklist(createPrng(5), 'XYZ9A88', 'Cliente Oficina') as Record<string, never>;
const mechanic = () => mechanicChecklist(createPrng(5), 'Cliente Oficina') as Record<string, never>;

async function setup(user = 'admin') {
  const sim = new SimClient(app);
  return { sim, token: await tokenFor(sim, user) };
}

describe('checklists', () => {
  it('creates a vehicle checklist (the order becomes a CHECKLIST order), then updates it', async () => {
    const { sim, token } = await setup();
    const id = DEMO_ORDER_IDS.fresh;
    const created = expectStatus(
      await call(sim, token, 'POST', '/api/orders-checklist', {
        orderId: id,
        type: 'VEHICLE',
        checklist: vehicle(),
      }),
      201,
    );
    expect(created.message).toContain('Vehicle checklist');
    const order = expectStatus(await call(sim, token, 'GET', `/api/orders/${id}`), 200);
    expect(order.origin).toBe('CHECKLIST');
    expect(order.checklists.map((c: { type: string }) => c.type)).toEqual(['VEHICLE']);
    expectStatus(
      await call(sim, token, 'POST', '/api/orders-checklist', {
        orderId: id,
        type: 'VEHICLE',
        checklist: vehicle(),
      }),
      409,
    );
    const changed = { ...vehicle(), observation: 'Revisado' };
    expectStatus(
      await call(sim, token, 'PUT', `/api/orders-checklist/vehicle/${id}`, { checklist: changed }),
      200,
    );
    const read = expectStatus(await call(sim, token, 'GET', `/api/orders-checklist/${id}`), 200);
    expect(read.checklists[0].data.observation).toBe('Revisado');
  });

  it('PUT with nothing stored is refused (409); the mechanic one is created and updated', async () => {
    const { sim, token } = await setup();
    const id = DEMO_ORDER_IDS.done;
    expectStatus(
      await call(sim, token, 'PUT', `/api/orders-checklist/mechanic/${id}`, { checklist: mechanic() }),
      409,
    );
    expectStatus(
      await call(sim, token, 'POST', '/api/orders-checklist', {
        orderId: id,
        type: 'MECHANIC',
        checklist: mechanic(),
      }),
      201,
    );
    expectStatus(
      await call(sim, token, 'PUT', `/api/orders-checklist/mechanic/${id}`, { checklist: mechanic() }),
      200,
    );
  });

  it('refuses bad input with the forms rules (400 naming the field), and changes nothing', async () => {
    const { sim, token } = await setup();
    const id = DEMO_ORDER_IDS.pickup;
    const bad = vehicle() as Record<string, Record<string, unknown>>;
    bad.infos = { ...bad.infos, service: 'thirdParty', thirdParty: null };
    expectBadRequest(
      await call(sim, token, 'POST', '/api/orders-checklist', {
        orderId: id,
        type: 'VEHICLE',
        checklist: bad,
      }),
      'checklist.infos.thirdParty',
    );
    const aux = mechanic() as Record<string, Record<string, unknown>>;
    aux.infos = { ...aux.infos, auxiliary: (aux.infos.mechanic as string[])[0] };
    expectBadRequest(
      await call(sim, token, 'POST', '/api/orders-checklist', {
        orderId: id,
        type: 'MECHANIC',
        checklist: aux,
      }),
      'checklist.infos.auxiliary',
    );
    expectBadRequest(
      await call(sim, token, 'POST', '/api/orders-checklist', { orderId: id, type: 'OTHER', checklist: {} }),
      'type',
    );
    expectBadRequest(await call(sim, token, 'PUT', `/api/orders-checklist/engine/${id}`, { checklist: {} }));
    expect(
      expectStatus(await call(sim, token, 'GET', `/api/orders-checklist/${id}`), 200).checklists,
    ).toEqual([]);
  });

  it('another company: 403; unknown order: 404', async () => {
    const { sim, token } = await setup();
    expectStatus(
      await call(sim, token, 'POST', '/api/orders-checklist', {
        orderId: DEMO_ORDER_IDS.outsider,
        type: 'VEHICLE',
        checklist: vehicle(),
      }),
      403,
    );
    expectStatus(
      await call(sim, token, 'PUT', `/api/orders-checklist/vehicle/${DEMO_ORDER_IDS.outsider}`, {
        checklist: vehicle(),
      }),
      403,
    );
    expectStatus(
      await call(sim, token, 'POST', '/api/orders-checklist', {
        orderId: 'ord-nope',
        type: 'VEHICLE',
        checklist: vehicle(),
      }),
      404,
    );
  });
});
