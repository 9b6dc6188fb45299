import { assign, setup } from 'xstate';
import { isTreatable } from '../domain/nps';
import { isValidRating } from '../domain/survey.schema';
import { lifecycle } from './ask';

/**
 * NPS record (admin side) — doc 2 §3 "NPS record", §4 "An NPS survey is treated only if the rating
 * is below 7", §5 "NPS resolution required", §7 PATCH /nps/resolution/{id}, POST /nps/resend/{id}.
 * The state is derived from the stored record: treated → `treated`, else answered → `answered`,
 * else `unanswered` (`npsRecordState`). The NPS page starts in `loading`.
 *
 * | rule | seed |
 * |---|---|
 * | unanswered → answered when the customer answers with a rating 1..10 (the public survey, PUT /nps/{code}) | doc 1 §4, §5 |
 * | RESEND the invitation only while unanswered (ours: an answered survey has nothing to resend) | doc 2 §2 "resend" |
 * | RESOLVE (answered → treated) only for a rating below 7 and with a resolution text | doc 2 §4, §5 |
 * | treated is final: nothing changes a treated record | doc 2 §4 |
 */
export interface NpsRecordContext {
  rating: number | null;
}

export type NpsRecordEvent =
  | { type: 'LOADED'; answered: boolean; treated: boolean; rating: number | null }
  | { type: 'ANSWER'; rating: number }
  | { type: 'RESEND' }
  | { type: 'RESOLVE'; resolution: string };

export type NpsRecordState = 'loading' | 'unanswered' | 'answered' | 'treated';

/** The state a stored record rests in. */
export function npsRecordState(record: {
  answered: boolean;
  treated: boolean;
}): Exclude<NpsRecordState, 'loading'> {
  if (record.treated) return 'treated';
  return record.answered ? 'answered' : 'unanswered';
}

export const npsRecordMachine = setup({
  types: { context: {} as NpsRecordContext, events: {} as NpsRecordEvent },
  guards: {
    isTreated: ({ event }) => event.type === 'LOADED' && event.treated,
    isAnswered: ({ event }) => event.type === 'LOADED' && event.answered,
    hasValidRating: ({ event }) => event.type === 'ANSWER' && isValidRating(event.rating),
    isTreatableDetractor: ({ context, event }) =>
      event.type === 'RESOLVE' && event.resolution.trim() !== '' && isTreatable(context.rating),
  },
  actions: {
    rememberRating: assign(({ event }) =>
      event.type === 'LOADED' || event.type === 'ANSWER' ? { rating: event.rating } : {},
    ),
  },
}).createMachine({
  id: 'npsRecord',
  initial: 'loading',
  context: { rating: null },
  states: {
    loading: {
      on: {
        LOADED: [
          { guard: 'isTreated', target: 'treated', actions: 'rememberRating' },
          { guard: 'isAnswered', target: 'answered', actions: 'rememberRating' },
          { target: 'unanswered', actions: 'rememberRating' },
        ],
      },
    },
    unanswered: {
      on: {
        ANSWER: { guard: 'hasValidRating', target: 'answered', actions: 'rememberRating' },
        RESEND: { target: 'unanswered', reenter: true },
      },
    },
    answered: { on: { RESOLVE: { guard: 'isTreatableDetractor', target: 'treated' } } },
    treated: { type: 'final' },
  },
});

/** A stored NPS record (its answered / treated flags give the state, its rating the context) as
 * ask.ts asks it. */
export const npsRecordLifecycle = lifecycle(
  npsRecordMachine,
  (record: { answered: boolean; treated: boolean; rating: number | null }) => npsRecordState(record),
  (record) => ({ rating: record.rating }),
);
