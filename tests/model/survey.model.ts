import { expect } from 'vitest';
import { DEMO_SURVEY_CODES } from '../../simulator/seed/demo-surveys';
import { isValidRating } from '../../src/domain/survey.schema';
import { type SurveyEvent, surveyMachine } from '../../src/machines/survey.machine';
import type { SimClient } from '../api/sim-client';
import type { MachineModel } from './scenario-runner';

/** The survey page's side: which survey it loaded and the rating in flight. */
interface SurveyWorld {
  code: string | null;
  rating: number | null;
}

const verify = (sim: SimClient, code: string) => sim.get(`/api/nps/verify/${code}`);
const send = (sim: SimClient, code: string, rating: number) =>
  sim.request('PUT', `/api/nps/${code}`, { body: { rating } });

/** Whether the stored survey reads as answered in each machine state (undefined: nothing loaded). */
const ANSWERED_IN: Partial<Record<string, boolean>> = {
  unanswered: false,
  sending: false,
  answered: true,
  alreadyAnswered: true,
};

export const surveyModel: MachineModel<typeof surveyMachine, SurveyWorld> = {
  name: 'survey',
  machine: surveyMachine,
  events: [
    { type: 'LOADED', answered: false },
    { type: 'LOADED', answered: true },
    { type: 'LOAD_FAILED' },
    { type: 'RETRY' },
    { type: 'SEND', rating: 5 },
    { type: 'SEND', rating: 0 },
    { type: 'SEND', rating: 11 },
    { type: 'SENT' },
    { type: 'SEND_FAILED' },
  ] satisfies SurveyEvent[],

  world: async () => ({ code: null, rating: null }),

  steps: {
    // An unanswered or an answered survey is loaded, as the event says.
    LOADED: {
      allowed: async ({ event, sim, world }) => {
        world.code = event.answered ? DEMO_SURVEY_CODES.done : DEMO_SURVEY_CODES.open;
        const res = await verify(sim, world.code);
        expect(res.statusCode).toBe(200);
        expect(res.json().answered).toBe(event.answered);
      },
    },
    LOAD_FAILED: {
      allowed: async ({ sim }) => expect((await verify(sim, 'NPS-MISSING')).statusCode).toBe(404),
    },
    RETRY: { allowed: async () => {} },
    // The PUT is in flight; its answer is SENT or SEND_FAILED.
    SEND: {
      allowed: async ({ event, world }) => {
        world.rating = event.rating;
      },
      // The API refuses what the machine refuses: 400 for a rating off the scale, 409 for an
      // answered survey, and the record is unchanged. (Nothing loaded, or a send in flight, is
      // a refusal only the page can make.)
      refused: async ({ event, before, sim, world }) => {
        if (!world.code || before.value === 'sending') return;
        const stored = (await verify(sim, world.code)).json();
        const res = await send(sim, world.code, event.rating);
        expect(res.statusCode).toBe(isValidRating(event.rating) ? 409 : 400);
        expect((await verify(sim, world.code)).json()).toEqual(stored);
      },
    },
    SENT: {
      allowed: async ({ sim, world }) => {
        const res = await send(sim, world.code ?? '', world.rating ?? 0);
        expect(res.statusCode).toBe(200);
        expect(res.json().data.status).toBe(200);
      },
    },
    // The request never reached the simulator (fault injection comes with the faults plugin).
    SEND_FAILED: { allowed: async () => {} },
  },

  async observe(snapshot, world, sim) {
    const answered = ANSWERED_IN[String(snapshot.value)];
    if (answered === undefined || !world.code) return;
    expect((await verify(sim, world.code)).json().answered, `stored survey while ${snapshot.value}`).toBe(
      answered,
    );
  },
};
