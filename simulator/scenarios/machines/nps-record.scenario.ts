import { isValidRating } from '../../../src/domain/survey.schema';
import {
  type NpsRecordEvent,
  npsRecordMachine,
  npsRecordState,
} from '../../../src/machines/nps-record.machine';
import { DEMO_NPS_IDS } from '../../seed/demo/order-ids';
import { check, expectStatus } from '../check';
import { defineScenarioMachine } from '../types';
import { adminToken } from './orders-area-support';

/**
 * npsRecordMachine (doc 2 §3, §4 "treated only if the rating is below 7", §7) against the
 * simulator. LOADED opens a seeded NPS record in the event's state; ANSWER is the customer's
 * answer on the public survey page (PUT /nps/{code}); RESEND and RESOLVE are the NPS page's calls.
 */
interface NpsWorld {
  token: string;
  id: string | null;
  code: string | null;
}

function recordFor(event: Extract<NpsRecordEvent, { type: 'LOADED' }>): string {
  if (event.treated) return DEMO_NPS_IDS.treated;
  if (!event.answered) return DEMO_NPS_IDS.unanswered;
  return (event.rating ?? 10) < 7 ? DEMO_NPS_IDS.detractor : DEMO_NPS_IDS.promoter;
}

export const npsRecordScenario = defineScenarioMachine({
  name: 'nps-record',
  machine: npsRecordMachine,
  events: [
    { type: 'LOADED', answered: false, treated: false, rating: null },
    { type: 'LOADED', answered: true, treated: false, rating: 3 },
    { type: 'LOADED', answered: true, treated: false, rating: 10 },
    { type: 'LOADED', answered: true, treated: true, rating: 2 },
    { type: 'ANSWER', rating: 4 },
    { type: 'ANSWER', rating: 10 },
    { type: 'ANSWER', rating: 0 },
    { type: 'RESEND' },
    { type: 'RESOLVE', resolution: 'Cupom de desconto enviado' },
    { type: 'RESOLVE', resolution: '   ' },
  ] satisfies NpsRecordEvent[],

  setup: async (api): Promise<NpsWorld> => ({ token: await adminToken(api), id: null, code: null }),

  steps: {
    LOADED: {
      allowed: async ({ event, api, world }) => {
        world.id = recordFor(event);
        const res = await api.get(`/api/nps/${world.id}`, world.token);
        expectStatus(res, 200, `GET /nps/${world.id}`);
        const record = res.json();
        check(
          record.rating === event.rating,
          `${world.id} rating should be ${event.rating}, is ${record.rating}`,
        );
        world.code = record.code;
      },
    },
    // The customer answers on the public page (doc 1 §2.5).
    ANSWER: {
      allowed: async ({ event, api, world }) => {
        expectStatus(
          await api.request('PUT', `/api/nps/${world.code}`, { body: { rating: event.rating } }),
          200,
          `PUT /nps/${world.code}`,
        );
      },
      refused: async ({ event, api, world }) => {
        if (!world.code) return;
        const res = await api.request('PUT', `/api/nps/${world.code}`, { body: { rating: event.rating } });
        expectStatus(res, isValidRating(event.rating) ? 409 : 400, `PUT /nps/${world.code}`);
      },
    },
    RESEND: {
      allowed: async ({ api, world }) => {
        expectStatus(
          await api.request('POST', `/api/nps/resend/${world.id}`, { token: world.token }),
          200,
          'POST /nps/resend',
        );
      },
      refused: async ({ api, world }) => {
        if (!world.id) return;
        expectStatus(
          await api.request('POST', `/api/nps/resend/${world.id}`, { token: world.token }),
          409,
          'POST /nps/resend',
        );
      },
    },
    RESOLVE: {
      allowed: async ({ event, api, world }) => {
        const res = await api.request('PATCH', `/api/nps/resolution/${world.id}`, {
          token: world.token,
          body: { resolution: event.resolution },
        });
        expectStatus(res, 200, 'PATCH /nps/resolution');
      },
      refused: async ({ event, api, world }) => {
        if (!world.id) return;
        const res = await api.request('PATCH', `/api/nps/resolution/${world.id}`, {
          token: world.token,
          body: { resolution: event.resolution },
        });
        expectStatus(res, 409, 'PATCH /nps/resolution');
      },
    },
  },

  async read(world, api) {
    if (!world.id) return null;
    const res = await api.get(`/api/nps/${world.id}`, world.token);
    return res.statusCode === 200 ? npsRecordState(res.json()) : `HTTP ${res.statusCode}`;
  },
  expected: (snapshot) => (snapshot.value === 'loading' ? null : String(snapshot.value)),
  // the rating decides RESOLVE: part of the state for the graph
  serializeState: (snapshot) => `${String(snapshot.value)}|${snapshot.context.rating ?? '-'}`,
});
