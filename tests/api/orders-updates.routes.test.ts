import { describe, expect, it } from 'vitest';
import { ORDER_MESSAGES } from '../../simulator/i18n/messages/order-errors';
import { formatOrderMessage } from '../../simulator/i18n/messages/orders';
import { collectedPickupOf, PICKUP_BOARD_PATH } from '../../simulator/scenarios/machines/orders-area-support';
import { DEMO_ORDER_IDS } from '../../simulator/seed/demo/order-ids';
import { call, expectBadRequest, expectStatus, tokenFor } from './orders-helpers';
import { SimClient, simulator } from './sim-client';

// The order calls that change an order (doc 2 §2 detail, §5, §7; doc 1 §7.2). Every one runs
// through the order machine: a refused event answers 409 and leaves the order as it was.
const app = simulator();
const { pickup, cancelled, occurrence, fresh, docs, outsider, picking } = DEMO_ORDER_IDS;

async function setup() {
  const sim = new SimClient(app);
  const token = await tokenFor(sim, 'admin');
  const read = async (id: string) => expectStatus(await call(sim, token, 'GET', `/api/orders/${id}`), 200);
  return { sim, token, read };
}

/** A pickup of the seed collected on its route: in the pickup board's done column, in progress. */
async function collectedPickup(sim: SimClient, token: string): Promise<string> {
  const board = expectStatus(await call(sim, token, 'GET', PICKUP_BOARD_PATH), 200);
  const pickup = collectedPickupOf(board, 'INPROGRESS');
  if (!pickup) throw new Error('the seed has no collected pickup in progress');
  return pickup.id;
}

/** PUT /orders/status/{id} with a valid finalize body (or `body`), as the pickup board sends it. */
const finalize = (sim: SimClient, token: string, id: string, body: Record<string, unknown> = {}) =>
  call(sim, token, 'PUT', `/api/orders/status/${id}`, {
    status: 'DONE',
    type: 'PICKUP',
    dueDate: '2025-01-06 15:30',
    ...body,
  });

describe('PUT /orders/status/:id — finalize a pickup order (doc 1 §7.2)', () => {
  it('sets DONE and adds a DONE tracking entry at dueDate (a collected pickup)', async () => {
    const { sim, token, read } = await setup();
    const collected = await collectedPickup(sim, token);
    const body = expectStatus(await finalize(sim, token, collected), 200);
    expect(body.message).toBe(formatOrderMessage('en-US', 'orderFinalized'));
    const order = await read(collected);
    expect(order.status).toBe('DONE');
    expect(order.calendars[0]).toMatchObject({
      status: 'DONE',
      dueDate: '2025-01-06T18:30:00.000Z',
      user: { id: 'usr-admin' },
    });
  });

  it('answers 409 for an order that is not PICKUP, a pickup not collected yet, and a second finalize; nothing changes', async () => {
    const { sim, token, read } = await setup();
    const collected = await collectedPickup(sim, token);
    // doc 1 §7.2 "from the done column": ord-pickup was never on a route
    const notCollected = expectStatus(await finalize(sim, token, pickup), 409);
    expect(notCollected.message).toBe(ORDER_MESSAGES.refusedFinalize);
    expect((await read(pickup)).status).toBe('PENDING');
    const refused = expectStatus(await finalize(sim, token, fresh), 409);
    expect(refused.message).toBe(ORDER_MESSAGES.refusedFinalize);
    expect((await read(fresh)).status).toBe('PENDING');
    expectStatus(await finalize(sim, token, collected), 200);
    expectStatus(await finalize(sim, token, collected), 409);
  });

  it('answers 400 for another status or a bad date, 403 for another company, 404 unknown', async () => {
    const { sim, token, read } = await setup();
    expectBadRequest(await finalize(sim, token, pickup, { status: 'CANCELLED' }), 'status');
    expectBadRequest(await finalize(sim, token, pickup, { dueDate: '06/01/2025' }), 'dueDate');
    expect((await read(pickup)).status).toBe('PENDING');
    expectStatus(await finalize(sim, token, outsider), 403);
    expectStatus(await finalize(sim, token, 'ord-nope'), 404);
  });
});

describe('PUT /orders/type/:id (doc 2 §2 change operation type)', () => {
  it('changes to an allowed type', async () => {
    const { sim, token, read } = await setup();
    expect(
      expectStatus(await call(sim, token, 'PUT', `/api/orders/type/${fresh}`, { type: 'VISIT' }), 200)
        .message,
    ).toBe(formatOrderMessage('en-US', 'typeChanged'));
    expect((await read(fresh)).type).toBe('VISIT');
  });
  it('answers 409 for the current type, a cancelled order and an order inside an operation', async () => {
    const { sim, token, read } = await setup();
    expectStatus(await call(sim, token, 'PUT', `/api/orders/type/${fresh}`, { type: 'NEW' }), 409);
    expectStatus(await call(sim, token, 'PUT', `/api/orders/type/${cancelled}`, { type: 'PICKUP' }), 409);
    expectStatus(await call(sim, token, 'PUT', `/api/orders/type/${picking}`, { type: 'PICKUP' }), 409);
    expect((await read(picking)).type).toBe('PICKING');
  });
  it('answers 400 for a type outside new/dropoff/pickup/visit', async () => {
    const { sim, token } = await setup();
    expectBadRequest(await call(sim, token, 'PUT', `/api/orders/type/${fresh}`, { type: 'ROUTE' }), 'type');
  });
});

describe('PUT /orders/specific-properties/:id (doc 2 §5 inline edits)', () => {
  it('saves the delivery date, scheduled flag, observation, unmasked phone and email', async () => {
    const { sim, token, read } = await setup();
    await sim.request('PUT', '/__sim/clock', { body: { at: '2025-01-06T12:00:00.000Z' } });
    const res = await call(sim, token, 'PUT', `/api/orders/specific-properties/${fresh}`, {
      deliveryDate: '2025-01-10 09:00',
      scheduledDelivery: true,
      additionalInfo: 'AGENDAMENTO: 10/01/2025 09:00',
      recipientPhone: '(11) 91234-5678',
      recipientEmail: 'novo@cliente.example',
    });
    expectStatus(res, 200);
    const order = await read(fresh);
    expect(order).toMatchObject({
      deliveryDate: '2025-01-10T12:00:00.000Z',
      scheduledDelivery: true,
      additionalInfo: 'AGENDAMENTO: 10/01/2025 09:00',
    });
    expect(order.recipient).toMatchObject({ phone: '11912345678', email: 'novo@cliente.example' });
  });

  it('answers 400 for a delivery date before the simulated now, and changes nothing', async () => {
    const { sim, token, read } = await setup();
    await sim.request('PUT', '/__sim/clock', { body: { at: '2025-03-01T12:00:00.000Z' } });
    const before = (await read(fresh)).deliveryDate;
    const res = await call(sim, token, 'PUT', `/api/orders/specific-properties/${fresh}`, {
      deliveryDate: '2025-02-28 09:00',
      additionalInfo: 'x',
    });
    expectBadRequest(res, 'deliveryDate');
    expect(res.json().message).toBe(ORDER_MESSAGES.pastDeliveryDate);
    const after = await read(fresh);
    expect(after.deliveryDate).toBe(before);
    expect(after.additionalInfo).not.toBe('x');
  });

  it('answers 400 for an empty body or an empty value, 409 for a cancelled order', async () => {
    const { sim, token } = await setup();
    expectBadRequest(await call(sim, token, 'PUT', `/api/orders/specific-properties/${fresh}`, {}));
    expectBadRequest(
      await call(sim, token, 'PUT', `/api/orders/specific-properties/${fresh}`, { additionalInfo: '' }),
      'additionalInfo',
    );
    expectBadRequest(
      await call(sim, token, 'PUT', `/api/orders/specific-properties/${fresh}`, { recipientEmail: 'nope' }),
      'recipientEmail',
    );
    const refused = expectStatus(
      await call(sim, token, 'PUT', `/api/orders/specific-properties/${cancelled}`, { additionalInfo: 'x' }),
      409,
    );
    expect(refused.message).toBe(ORDER_MESSAGES.refusedEdit);
  });
});

describe('PUT /orders/tracking-code/:id and /orders/freight-transfer/:id', () => {
  it('saves the tracking code; 400 empty; 409 cancelled', async () => {
    const { sim, token, read } = await setup();
    expectStatus(
      await call(sim, token, 'PUT', `/api/orders/tracking-code/${fresh}`, { trackingCode: ' BR123BR ' }),
      200,
    );
    expect((await read(fresh)).trackingCode).toBe('BR123BR');
    expectBadRequest(
      await call(sim, token, 'PUT', `/api/orders/tracking-code/${fresh}`, { trackingCode: '' }),
      'trackingCode',
    );
    expectStatus(
      await call(sim, token, 'PUT', `/api/orders/tracking-code/${cancelled}`, { trackingCode: 'X' }),
      409,
    );
  });

  it('saves freight and transfer; an empty value is 0', async () => {
    const { sim, token, read } = await setup();
    expectStatus(
      await call(sim, token, 'PUT', `/api/orders/freight-transfer/${fresh}`, { priceFreight: 123.45 }),
      200,
    );
    expect((await read(fresh)).priceFreight).toBe(123.45);
    expect((await read(fresh)).taxes.priceFreight).toBe(123.45);
    expectStatus(
      await call(sim, token, 'PUT', `/api/orders/freight-transfer/${fresh}`, { priceTransfer: '' }),
      200,
    );
    expect((await read(fresh)).priceTransfer).toBe(0);
  });

  it('answers 400 for a negative or textual value or no field, 409 cancelled', async () => {
    const { sim, token } = await setup();
    expectBadRequest(
      await call(sim, token, 'PUT', `/api/orders/freight-transfer/${fresh}`, { priceFreight: -1 }),
      'priceFreight',
    );
    expectBadRequest(
      await call(sim, token, 'PUT', `/api/orders/freight-transfer/${fresh}`, { priceFreight: 'abc' }),
      'priceFreight',
    );
    expectBadRequest(await call(sim, token, 'PUT', `/api/orders/freight-transfer/${fresh}`, {}));
    expectStatus(
      await call(sim, token, 'PUT', `/api/orders/freight-transfer/${cancelled}`, { priceFreight: 1 }),
      409,
    );
  });
});

describe('PUT /orders-address/:id (doc 2 §5 recipient address, §7 reprocess)', () => {
  const address = {
    orderId: fresh,
    postalCode: '80020000',
    street: 'Rua XV de Novembro',
    number: '500',
    additionalAddress: 'Loja 2',
    neighborhood: 'Centro',
    city: 'Curitiba',
    state: 'PR',
  };

  it('saves the address with the given coordinates, or geocodes when lat and long are empty', async () => {
    const { sim, token, read } = await setup();
    expectStatus(
      await call(sim, token, 'PUT', `/api/orders-address/${fresh}`, { ...address, lat: -25.1, long: -49.1 }),
      200,
    );
    expect((await read(fresh)).recipient).toMatchObject({
      city: 'Curitiba',
      additionalAddress: 'Loja 2',
      lat: -25.1,
      long: -49.1,
    });
    expectStatus(
      await call(sim, token, 'PUT', `/api/orders-address/${fresh}?origin=portal`, {
        ...address,
        lat: '',
        long: '',
      }),
      200,
    );
    const { recipient } = await read(fresh);
    expect(recipient.lat).toBeCloseTo(-25.43, 1);
    expect(recipient.maps).toContain(String(recipient.lat));
  });

  it('answers 400 for a bad postal code or a missing street and changes nothing; 409 cancelled', async () => {
    const { sim, token, read } = await setup();
    const before = (await read(fresh)).recipient;
    expectBadRequest(
      await call(sim, token, 'PUT', `/api/orders-address/${fresh}`, { ...address, postalCode: '8002' }),
      'postalCode',
    );
    expectBadRequest(
      await call(sim, token, 'PUT', `/api/orders-address/${fresh}`, { ...address, street: '' }),
      'street',
    );
    expect((await read(fresh)).recipient).toEqual(before);
    expectStatus(
      await call(sim, token, 'PUT', `/api/orders-address/${cancelled}`, { ...address, orderId: cancelled }),
      409,
    );
  });
});

describe('POST /orders/calendar/:id (doc 2 §5 tracking add)', () => {
  it('adds an entry, newest first in the detail', async () => {
    const { sim, token, read } = await setup();
    const body = expectStatus(
      await call(sim, token, 'POST', `/api/orders/calendar/${docs}`, {
        dueDate: '2030-01-01 08:00',
        userId: 'usr-driver',
        description: 'Saiu para entrega',
        statusCalendar: 'INPROGRESS',
      }),
      201,
    );
    expect(body.calendar).toMatchObject({
      status: 'INPROGRESS',
      user: { id: 'usr-driver', name: 'Davi Motorista' },
    });
    expect((await read(docs)).calendars[0].id).toBe(body.calendar.id);
  });

  it('answers 400 for a missing field, an unknown status or operator; 409 cancelled', async () => {
    const { sim, token } = await setup();
    const entry = {
      dueDate: '2025-01-06 08:00',
      userId: 'usr-driver',
      description: 'x',
      statusCalendar: 'DONE',
    };
    expectBadRequest(
      await call(sim, token, 'POST', `/api/orders/calendar/${docs}`, { ...entry, description: '' }),
      'description',
    );
    expectBadRequest(
      await call(sim, token, 'POST', `/api/orders/calendar/${docs}`, { ...entry, statusCalendar: 'LOST' }),
      'statusCalendar',
    );
    expectBadRequest(
      await call(sim, token, 'POST', `/api/orders/calendar/${docs}`, { ...entry, userId: 'usr-outsider' }),
      'userId',
    );
    expectStatus(await call(sim, token, 'POST', `/api/orders/calendar/${cancelled}`, entry), 409);
  });
});

describe('POST /orders/occurrence/:id (ours: the record-occurrence dialog)', () => {
  it('OCCURRENCE moves a pending order to OCCURRENCE; REAGENDED brings it back to PENDING', async () => {
    const { sim, token, read } = await setup();
    const body = expectStatus(
      await call(sim, token, 'POST', `/api/orders/occurrence/${fresh}`, {
        status: 'OCCURRENCE',
        observation: 'Cliente ausente',
      }),
      201,
    );
    expect(body.order.status).toBe('OCCURRENCE');
    expect(body.calendar).toMatchObject({ status: 'OCCURRENCE', description: 'Cliente ausente' });
    expectStatus(
      await call(sim, token, 'POST', `/api/orders/occurrence/${fresh}`, {
        status: 'REAGENDED',
        observation: 'Nova data',
      }),
      201,
    );
    expect((await read(fresh)).status).toBe('PENDING');
  });

  it('DONE and NOTEXECUTED close an occurrence', async () => {
    const { sim, token, read } = await setup();
    expectStatus(
      await call(sim, token, 'POST', `/api/orders/occurrence/${occurrence}`, {
        status: 'DONE',
        observation: 'Entregue',
      }),
      201,
    );
    expect((await read(occurrence)).status).toBe('DONE');
    const other = await setup();
    expectStatus(
      await call(other.sim, other.token, 'POST', `/api/orders/occurrence/${occurrence}`, {
        status: 'NOTEXECUTED',
        observation: 'Recusado',
      }),
      201,
    );
    expect((await other.read(occurrence)).status).toBe('NOTEXECUTED');
  });

  it('answers 409 for an outcome the status does not allow; 400 without an observation', async () => {
    const { sim, token, read } = await setup();
    expectStatus(
      await call(sim, token, 'POST', `/api/orders/occurrence/${fresh}`, { status: 'DONE', observation: 'x' }),
      409,
    );
    expectStatus(
      await call(sim, token, 'POST', `/api/orders/occurrence/${cancelled}`, {
        status: 'OCCURRENCE',
        observation: 'x',
      }),
      409,
    );
    expectBadRequest(
      await call(sim, token, 'POST', `/api/orders/occurrence/${fresh}`, {
        status: 'OCCURRENCE',
        observation: '',
      }),
      'observation',
    );
    expect((await read(fresh)).status).toBe('PENDING');
  });
});

describe('GET /orders-checklist/:id (doc 2 §3 checklists, read-only)', () => {
  it('answers the vehicle and mechanic checklists of a CHECKLIST order', async () => {
    const { sim, token } = await setup();
    const { checklists } = expectStatus(await call(sim, token, 'GET', `/api/orders-checklist/${docs}`), 200);
    const vehicle = checklists.find((c: { type: string }) => c.type === 'VEHICLE');
    expect(Object.keys(vehicle.data.equipment)).toHaveLength(22);
    expect(vehicle.data.customerData.plate).toBe('ABC1D23');
    expectStatus(await call(sim, token, 'GET', `/api/orders-checklist/${outsider}`), 403);
  });
});
