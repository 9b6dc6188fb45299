import { isValidRating } from '../../../src/domain/survey.schema';
import { type SurveyEvent, type SurveyState, surveyMachine } from '../../../src/machines/survey.machine';
import { DEMO_SURVEY_CODES } from '../../seed/demo/surveys';
import { check, expectDropped, expectStatus } from '../check';
import type { ScenarioApi } from '../scenario-api';
import { defineScenarioMachine } from '../types';

/**
 * surveyMachine (doc 1 §2.5, §4) against the simulator. The record is a seeded survey
 * (NPS-OPEN unanswered, NPS-DONE answered); its stored status is `unanswered` or `answered`,
 * the states a survey rests in, and the page's other states (loading, sending…) read as one of them.
 */
interface SurveyWorld {
  /** the survey the page loaded */
  code: string | null;
  /** the rating in flight */
  rating: number | null;
}

/** What the stored survey reads as in each machine state (null: nothing loaded yet). */
const STORED_AS: Record<SurveyState, string | null> = {
  loading: null,
  failed: null,
  unanswered: 'unanswered',
  sending: 'unanswered',
  answered: 'answered',
  alreadyAnswered: 'answered',
};

const verify = (api: ScenarioApi, code: string) => api.get(`/api/nps/verify/${code}`);
const send = (api: ScenarioApi, code: string, rating: number) =>
  api.request('PUT', `/api/nps/${code}`, { body: { rating } });

export const surveyScenario = defineScenarioMachine({
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

  setup: async (): Promise<SurveyWorld> => ({ code: null, rating: null }),

  steps: {
    // An unanswered or an answered survey is loaded, as the event says.
    LOADED: {
      allowed: async ({ event, api, world }) => {
        world.code = event.answered ? DEMO_SURVEY_CODES.done : DEMO_SURVEY_CODES.open;
        const res = await verify(api, world.code);
        expectStatus(res, 200, `GET /nps/verify/${world.code}`);
        check(res.json().answered === event.answered, `${world.code} answered should be ${event.answered}`);
      },
    },
    // The load fails: a fault rule makes the verify call answer 503 once.
    LOAD_FAILED: {
      allowed: async ({ api }) => {
        await api.fault({ method: 'GET', path: '/api/nps/verify/:code', status: 503, first: 1 });
        expectStatus(await verify(api, DEMO_SURVEY_CODES.open), 503, 'GET /nps/verify');
      },
    },
    RETRY: {},
    // The PUT is in flight; its answer is SENT or SEND_FAILED.
    SEND: {
      allowed: async ({ event, world }) => {
        world.rating = event.rating;
      },
      // The API refuses what the machine refuses: 409 for an answered survey, 400 for a rating off
      // the scale. (Nothing loaded, or a send in flight, is a refusal only the page makes.)
      refused: async ({ event, before, api, world }) => {
        if (!world.code || before.value === 'sending') return;
        const res = await send(api, world.code, event.rating);
        expectStatus(res, isValidRating(event.rating) ? 409 : 400, `PUT /nps/${world.code}`);
      },
    },
    SENT: {
      allowed: async ({ api, world }) => {
        const res = await send(api, world.code ?? '', world.rating ?? 0);
        expectStatus(res, 200, `PUT /nps/${world.code}`);
        check(res.json().data?.status === 200, 'the answer carries data.status 200 (doc 1 §7.2)');
      },
    },
    // The send never gets an answer: a fault rule drops the connection once.
    SEND_FAILED: {
      allowed: async ({ api, world }) => {
        await api.fault({ method: 'PUT', path: '/api/nps/:code', drop: true, first: 1 });
        await expectDropped(send(api, world.code ?? '', world.rating ?? 0), `PUT /nps/${world.code}`);
      },
    },
  },

  async read(world, api) {
    if (!world.code) return null;
    const res = await verify(api, world.code);
    return res.statusCode === 200
      ? res.json().answered
        ? 'answered'
        : 'unanswered'
      : `HTTP ${res.statusCode}`;
  },

  expected: (snapshot) => STORED_AS[snapshot.value as SurveyState],
});
