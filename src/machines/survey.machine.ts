import { setup } from 'xstate';
import { isValidRating } from '../domain/survey.schema';
import { lifecycle } from './ask';

/**
 * Public satisfaction survey — doc 1 §2.5, §3.5, §4 "Survey: unanswered, then answered after a
 * response is sent and the answer returns status 200; an already answered survey shows only the
 * thank-you view". Pure: the survey screen sends the outcome of each call as an event, and the
 * simulator asks the same machine whether a survey in its stored state may be answered.
 *
 * | rule | seed |
 * |---|---|
 * | a loaded survey is unanswered or already answered | doc 1 §2.5 |
 * | SEND only while unanswered and with a rating 1 to 10 | doc 1 §5 "Survey" |
 * | SENT (status 200) → answered; a failed send returns to unanswered (toast) | doc 1 §4, §8 |
 * | a failed load shows the "unable to load" view; RETRY loads again | doc 1 §8 |
 * | answered and already answered are final for the page: nothing can be sent again | doc 1 §4 |
 */
export type SurveyEvent =
  | { type: 'LOADED'; answered: boolean }
  | { type: 'LOAD_FAILED' }
  | { type: 'RETRY' }
  | { type: 'SEND'; rating: number }
  | { type: 'SENT' }
  | { type: 'SEND_FAILED' };

export type SurveyState = 'loading' | 'unanswered' | 'sending' | 'answered' | 'alreadyAnswered' | 'failed';

export const surveyMachine = setup({
  types: { events: {} as SurveyEvent },
  guards: {
    wasAnswered: ({ event }) => event.type === 'LOADED' && event.answered,
    hasValidRating: ({ event }) => event.type === 'SEND' && isValidRating(event.rating),
  },
}).createMachine({
  id: 'survey',
  initial: 'loading',
  states: {
    loading: {
      on: {
        LOADED: [{ guard: 'wasAnswered', target: 'alreadyAnswered' }, { target: 'unanswered' }],
        LOAD_FAILED: 'failed',
      },
    },
    failed: { on: { RETRY: 'loading' } },
    unanswered: { on: { SEND: { guard: 'hasValidRating', target: 'sending' } } },
    sending: { on: { SENT: 'answered', SEND_FAILED: 'unanswered' } },
    answered: { type: 'final' },
    alreadyAnswered: { type: 'final' },
  },
});

/** A stored survey (its status: one of the states a survey rests in) as ask.ts asks it. */
export const surveyLifecycle = lifecycle(surveyMachine, (survey: { status: string }) => survey.status);
