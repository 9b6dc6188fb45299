import { describe, expect, it } from 'vitest';
import { DEMO_YARD } from '../../simulator/seed/demo/yard';
import { SEED_EPOCH } from '../../simulator/seed/epoch';
import { platformClock } from '../../src/domain/yard';
import { call, expectBadRequest, expectStatus, outsider, principal, tokenFor } from './orders-helpers';
import { SimClient, simulator } from './sim-client';

// Yard (doc 3 §7 "Yard", §4 statuses, §5 validation): docks, appointments, confirmation, the
// dock's free times; overlap refused (409), also for concurrent bookings.
const app = simulator();
const DAY = 86_400_000;
const today = platformClock(new Date(SEED_EPOCH)).date; // 09:00 in the platform zone
const tomorrow = platformClock(new Date(SEED_EPOCH + DAY)).date;
const yesterday = platformClock(new Date(SEED_EPOCH - DAY)).date;

async function setup(user = 'admin') {
  const sim = new SimClient(app);
  // the seed's instant: 12:00 UTC, 09:00 in the platform zone
  await sim.request('PUT', '/__sim/clock', { body: { at: new Date(SEED_EPOCH).toISOString() } });
  return { sim, token: await tokenFor(sim, user) };
}

const booking = (over: Record<string, unknown> = {}) => ({
  title: 'Descarga teste',
  description: 'Carreta com 20 paletes',
  yardDockId: DEMO_YARD.freeDock,
  status: 'pending',
  dateEvent: tomorrow,
  startTime: '10:00',
  endTime: '11:00',
  data: { userId: DEMO_YARD.driver.userId },
  ...over,
});

describe('docks: GET/POST /yard, GET/PUT /yard/{id}', () => {
  it('lists the group docks with filters and pages, creates and updates one', async () => {
    const { sim, token } = await setup();
    const list = expectStatus(await call(sim, token, 'GET', '/api/yard?page=1&take=50'), 200);
    expect(list.docks.map((d: { id: string }) => d.id)).not.toContain(DEMO_YARD.outsiderDock);
    expect(list.total).toBe(list.docks.length);
    const campinas = expectStatus(await call(sim, token, 'GET', '/api/yard?building=FILIAL%20CAMPINAS'), 200);
    expect(campinas.total).toBe(2);
    const created = expectStatus(
      await call(sim, token, 'POST', '/api/yard', {
        name: 'doca nova',
        building: 'MATRIZ',
        startTime: '07:00',
        endTime: '15:00',
        typeOperation: 'both',
      }),
      201,
    );
    expect(created.dock).toMatchObject({ name: 'DOCA NOVA', color: '#000000', companyDocument: principal });
    const updated = expectStatus(
      await call(sim, token, 'PUT', `/api/yard/${created.dock.id}`, {
        ...created.dock,
        color: '#ff0000',
        endTime: '16:00',
      }),
      200,
    );
    expect(updated.dock).toMatchObject({ color: '#ff0000', endTime: '16:00' });
    expect(expectStatus(await call(sim, token, 'GET', `/api/yard/${created.dock.id}`), 200).endTime).toBe(
      '16:00',
    );
  });
  it('refuses bad input, unknown ids and another group', async () => {
    const { sim, token } = await setup();
    expectBadRequest(
      await call(sim, token, 'POST', '/api/yard', {
        name: ' ',
        building: 'X',
        startTime: '07:00',
        endTime: '08:00',
        typeOperation: 'both',
      }),
      'name',
    );
    expectBadRequest(
      await call(sim, token, 'POST', '/api/yard', {
        name: 'A',
        building: 'X',
        startTime: '25:00',
        endTime: '08:00',
        typeOperation: 'both',
      }),
      'startTime',
    );
    expectBadRequest(
      await call(sim, token, 'POST', '/api/yard', {
        name: 'A',
        building: 'X',
        startTime: '09:00',
        endTime: '08:00',
        typeOperation: 'both',
      }),
    );
    expectStatus(
      await call(sim, token, 'POST', '/api/yard', {
        name: 'A',
        building: 'X',
        startTime: '07:00',
        endTime: '08:00',
        typeOperation: 'both',
        companyDocument: outsider,
      }),
      403,
    );
    expectStatus(await call(sim, token, 'GET', '/api/yard/dock-nope'), 404);
    expectStatus(await call(sim, token, 'GET', `/api/yard/${DEMO_YARD.outsiderDock}`), 403);
  });
});

describe('appointments', () => {
  it('lists a week with filters', async () => {
    const { sim, token } = await setup();
    const all = expectStatus(
      await call(sim, token, 'GET', `/api/yard-appointment?initialDate=${yesterday}&finalDate=${tomorrow}`),
      200,
    );
    expect(all.total).toBeGreaterThanOrEqual(6);
    expect(all.appointments.every((a: { companyDocument: string }) => a.companyDocument !== outsider)).toBe(
      true,
    );
    const pending = expectStatus(
      await call(
        sim,
        token,
        'GET',
        `/api/yard-appointment?initialDate=${tomorrow}&finalDate=${tomorrow}&status=pending&yardDockId=${DEMO_YARD.principalDock}`,
      ),
      200,
    );
    expect(pending.appointments.map((a: { id: string }) => a.id)).toEqual([DEMO_YARD.pendingTomorrow]);
    expectBadRequest(
      await call(sim, token, 'GET', `/api/yard-appointment?initialDate=${tomorrow}&finalDate=${yesterday}`),
    );
    expectBadRequest(await call(sim, token, 'GET', '/api/yard-appointment?status=maybe'));
  });

  it('books a free slot, refuses an overlap (409 with the reason), a past time, outside hours, a non-driver', async () => {
    const { sim, token } = await setup();
    const created = expectStatus(await call(sim, token, 'POST', '/api/yard-appointment', booking()), 201);
    expect(created.appointment).toMatchObject({
      status: 'pending',
      createdBy: 'admin',
      data: { userName: 'Davi Motorista' },
    });
    const clash = await call(
      sim,
      token,
      'POST',
      '/api/yard-appointment',
      booking({ startTime: '10:30', endTime: '11:30' }),
    );
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toContain('Descarga teste');
    expectStatus(
      await call(
        sim,
        token,
        'POST',
        '/api/yard-appointment',
        booking({ startTime: '11:00', endTime: '12:00' }),
      ),
      201,
    );
    expect(
      (await call(sim, token, 'POST', '/api/yard-appointment', booking({ dateEvent: yesterday }))).json()
        .message,
    ).toBe('Must be today or later');
    expect(
      (
        await call(
          sim,
          token,
          'POST',
          '/api/yard-appointment',
          booking({ dateEvent: today, startTime: '08:00', endTime: '08:30' }),
        )
      ).json().message,
    ).toBe('Earlier than the current time');
    expect(
      (
        await call(
          sim,
          token,
          'POST',
          '/api/yard-appointment',
          booking({ startTime: '12:00', endTime: '12:00' }),
        )
      ).json().message,
    ).toBe('Earlier than the start time');
    expectBadRequest(
      await call(
        sim,
        token,
        'POST',
        '/api/yard-appointment',
        booking({ startTime: '17:30', endTime: '18:30' }),
      ),
    );
    expectBadRequest(
      await call(sim, token, 'POST', '/api/yard-appointment', booking({ data: { userId: 'usr-admin' } })),
    );
    expectBadRequest(
      await call(sim, token, 'POST', '/api/yard-appointment', booking({ title: '' })),
      'title',
    );
    expectStatus(
      await call(
        sim,
        token,
        'POST',
        '/api/yard-appointment',
        booking({ yardDockId: DEMO_YARD.outsiderDock }),
      ),
      403,
    );
  });

  it('two concurrent bookings of the same slot: exactly one wins', async () => {
    const { sim, token } = await setup();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        call(sim, token, 'POST', '/api/yard-appointment', booking({ startTime: '14:00', endTime: '15:00' })),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
  });

  it('edits to another time (its own slot is free), any status; confirms only pending; deletes', async () => {
    const { sim, token } = await setup();
    const { appointment } = expectStatus(
      await call(sim, token, 'POST', '/api/yard-appointment', booking()),
      201,
    );
    const id = appointment.id;
    const free = expectStatus(
      await call(
        sim,
        token,
        'GET',
        `/api/yard-appointment/dock/available-time/${DEMO_YARD.freeDock}/${tomorrow}?except=${id}`,
      ),
      200,
    );
    expect(free.starts).toContain('10:00');
    const busy = expectStatus(
      await call(
        sim,
        token,
        'GET',
        `/api/yard-appointment/dock/available-time/${DEMO_YARD.freeDock}/${tomorrow}`,
      ),
      200,
    );
    expect(busy.starts).not.toContain('10:00');
    expect(busy.free[0]).toEqual({ startTime: '06:00', endTime: '10:00' });
    const moved = expectStatus(
      await call(
        sim,
        token,
        'PATCH',
        `/api/yard-appointment/${id}`,
        booking({ startTime: '10:30', endTime: '11:30' }),
      ),
      200,
    );
    expect(moved.appointment.startTime).toBe('10:30');
    const confirmed = expectStatus(
      await call(sim, token, 'PUT', `/api/yard-appointment/confirmation/${id}`),
      200,
    );
    expect(confirmed.appointment.status).toBe('accepted');
    expectStatus(await call(sim, token, 'PUT', `/api/yard-appointment/confirmation/${id}`), 409);
    const changed = expectStatus(
      await call(
        sim,
        token,
        'PATCH',
        `/api/yard-appointment/${id}`,
        booking({ startTime: '10:30', endTime: '11:30', status: 'pending' }),
      ),
      200,
    );
    expect(changed.appointment.status).toBe('pending');
    expectStatus(
      await call(
        sim,
        token,
        'PATCH',
        `/api/yard-appointment/${id}`,
        booking({ yardDockId: DEMO_YARD.principalDock, startTime: '08:30', endTime: '09:30' }),
      ),
      409,
    );
    expectStatus(await call(sim, token, 'DELETE', `/api/yard-appointment/${id}`), 200);
    expectStatus(await call(sim, token, 'GET', `/api/yard-appointment/${id}`), 404);
  });

  it('available time: past day empty, today from now, other group 403', async () => {
    const { sim, token } = await setup();
    expect(
      expectStatus(
        await call(
          sim,
          token,
          'GET',
          `/api/yard-appointment/dock/available-time/${DEMO_YARD.freeDock}/${yesterday}`,
        ),
        200,
      ).free,
    ).toEqual([]);
    expect(
      expectStatus(
        await call(
          sim,
          token,
          'GET',
          `/api/yard-appointment/dock/available-time/${DEMO_YARD.freeDock}/${today}`,
        ),
        200,
      ).starts[0],
    ).toBe('09:00');
    expectStatus(
      await call(
        sim,
        token,
        'GET',
        `/api/yard-appointment/dock/available-time/${DEMO_YARD.outsiderDock}/${today}`,
      ),
      403,
    );
    expectBadRequest(
      await call(
        sim,
        token,
        'GET',
        `/api/yard-appointment/dock/available-time/${DEMO_YARD.freeDock}/tomorrow`,
      ),
    );
  });

  it('another group: 403 on read, confirm and delete', async () => {
    const { sim, token } = await setup('outsider');
    expectStatus(await call(sim, token, 'GET', `/api/yard-appointment/${DEMO_YARD.pendingTomorrow}`), 403);
    expectStatus(
      await call(sim, token, 'PUT', `/api/yard-appointment/confirmation/${DEMO_YARD.pendingTomorrow}`),
      403,
    );
    expectStatus(await call(sim, token, 'DELETE', `/api/yard-appointment/${DEMO_YARD.pendingTomorrow}`), 403);
  });
});
