import type { YardAppointmentStatus } from '../../../src/domain/yard';
import { platformClock } from '../../../src/domain/yard';
import {
  type YardAppointmentEvent,
  yardAppointmentMachine,
} from '../../../src/machines/yard-appointment.machine';
import { DEMO_YARD } from '../../seed/demo/yard';
import { SEED_EPOCH } from '../../seed/epoch';
import { expectStatus } from '../check';
import type { ScenarioApi } from '../scenario-api';
import { defineScenarioMachine } from '../types';
import { adminToken } from './orders-area-support';

/**
 * yardAppointmentMachine (doc 3 §4, §7 "Yard") against the simulator. LOADED books a fresh
 * appointment on the demo's free dock tomorrow in the event's status (POST /yard-appointment);
 * EDIT is the edit dialog's PATCH with the event's status; CONFIRM is PUT …/confirmation (409
 * unless pending); DELETE removes it, after which every call answers 404.
 */
interface YardWorld {
  token: string;
  id: string | null;
  deleted: boolean;
}

/** The day the path's appointment is booked: the seed's tomorrow (the UI model books the same). */
export const SCENARIO_DAY = platformClock(new Date(SEED_EPOCH + 86_400_000)).date;
/** The path's appointment in `status`: 09:00–10:00 on the demo's free dock (the UI model's too). */
export const appointmentBody = (status: YardAppointmentStatus) => ({
  title: 'Cenário',
  description: 'Agendamento de cenário',
  yardDockId: DEMO_YARD.freeDock,
  status,
  dateEvent: SCENARIO_DAY,
  startTime: '09:00',
  endTime: '10:00',
  data: { userId: DEMO_YARD.driver.userId },
});

/** What a refused call answers: 409, or 404 once the appointment is gone. */
const refusedStatus = (world: YardWorld) => (world.deleted ? 404 : 409);

async function patch(api: ScenarioApi, world: YardWorld, status: YardAppointmentStatus) {
  return api.request('PATCH', `/api/yard-appointment/${world.id}`, {
    token: world.token,
    body: appointmentBody(status),
  });
}

export const yardAppointmentScenario = defineScenarioMachine({
  name: 'yard-appointment',
  machine: yardAppointmentMachine,
  events: [
    { type: 'LOADED', status: 'pending' },
    { type: 'LOADED', status: 'accepted' },
    { type: 'LOADED', status: 'not-accept' },
    { type: 'LOADED', status: 'changed' },
    { type: 'LOADED', status: 'start-process' },
    { type: 'LOADED', status: 'completed' },
    { type: 'EDIT', status: 'pending' },
    { type: 'EDIT', status: 'accepted' },
    { type: 'EDIT', status: 'not-accept' },
    { type: 'EDIT', status: 'changed' },
    { type: 'EDIT', status: 'start-process' },
    { type: 'EDIT', status: 'completed' },
    { type: 'CONFIRM' },
    { type: 'DELETE' },
  ] satisfies YardAppointmentEvent[],

  setup: async (api): Promise<YardWorld> => {
    // the seed's instant, so "tomorrow" is tomorrow for the booking rules
    await api.request('PUT', '/__sim/clock', { body: { at: new Date(SEED_EPOCH).toISOString() } });
    return { token: await adminToken(api), id: null, deleted: false };
  },

  steps: {
    LOADED: {
      allowed: async ({ event, api, world }) => {
        const res = await api.request('POST', '/api/yard-appointment', {
          token: world.token,
          body: appointmentBody(event.status),
        });
        expectStatus(res, 201, 'POST /yard-appointment');
        world.id = res.json().appointment.id;
      },
    },
    EDIT: {
      allowed: async ({ event, api, world }) =>
        void expectStatus(await patch(api, world, event.status), 200, 'PATCH /yard-appointment'),
      refused: async ({ event, api, world }) => {
        if (!world.id) return;
        expectStatus(await patch(api, world, event.status), refusedStatus(world), 'PATCH /yard-appointment');
      },
    },
    CONFIRM: {
      allowed: async ({ api, world }) =>
        void expectStatus(
          await api.request('PUT', `/api/yard-appointment/confirmation/${world.id}`, { token: world.token }),
          200,
          'PUT confirmation',
        ),
      refused: async ({ api, world }) => {
        if (!world.id) return;
        expectStatus(
          await api.request('PUT', `/api/yard-appointment/confirmation/${world.id}`, { token: world.token }),
          refusedStatus(world),
          'PUT confirmation',
        );
      },
    },
    DELETE: {
      allowed: async ({ api, world }) => {
        expectStatus(
          await api.request('DELETE', `/api/yard-appointment/${world.id}`, { token: world.token }),
          200,
          'DELETE /yard-appointment',
        );
        world.deleted = true;
      },
      refused: async ({ api, world }) => {
        if (!world.id) return;
        expectStatus(
          await api.request('DELETE', `/api/yard-appointment/${world.id}`, { token: world.token }),
          refusedStatus(world),
          'DELETE /yard-appointment',
        );
      },
    },
  },

  async read(world, api) {
    if (!world.id) return null;
    const res = await api.get(`/api/yard-appointment/${world.id}`, world.token);
    if (res.statusCode === 404) return 'deleted';
    return res.statusCode === 200 ? res.json().status : `HTTP ${res.statusCode}`;
  },
  expected: (snapshot) => (snapshot.value === 'loading' ? null : String(snapshot.value)),
});
