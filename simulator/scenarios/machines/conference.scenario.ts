import { type ConferenceEvent, conferenceMachine } from '../../../src/machines/conference.machine';
import { cancelOrder, countAllAndFinalize, countFirst, finalizeAsIs } from './conference-support';
import {
  accepted,
  assignStep,
  callStep,
  defineOperationScenario,
  itemsChangedStep,
  linesIdentity,
  loadedStep,
  recordUrlOf,
  sampleLines,
} from './operations-support';

/**
 * conferenceMachine (doc 3 §2 Conference, §4, §7) against the simulator: a fresh conference of one
 * order with two lines. FINALIZE is ?action=COMPLETED (every open order finalized), CANCEL the
 * PATCH (only in PENDING with nothing read); ITEMS_CHANGED is the path's order read (INPROGRESS),
 * finalized as expected (DONE), with a divergence (OCCURRENCE) or cancelled.
 */
const url = recordUrlOf('conference');

export const conferenceScenario = defineOperationScenario<typeof conferenceMachine>('conference', 'record', {
  name: 'conference',
  machine: conferenceMachine,
  events: [
    { type: 'LOADED', status: 'PENDING', lines: sampleLines('PENDING', 'PENDING') },
    { type: 'LOADED', status: 'INPROGRESS', lines: sampleLines('INPROGRESS', 'PENDING') },
    { type: 'LOADED', status: 'DONE', lines: sampleLines('DONE', 'DONE') },
    { type: 'LOADED', status: 'CANCELLED', lines: sampleLines('CANCELLED', 'CANCELLED') },
    { type: 'ASSIGN_USER' },
    { type: 'FINALIZE' },
    { type: 'CANCEL' },
    { type: 'ITEMS_CHANGED', items: ['INPROGRESS'] },
    { type: 'ITEMS_CHANGED', items: ['DONE'] },
    { type: 'ITEMS_CHANGED', items: ['OCCURRENCE'] },
    { type: 'ITEMS_CHANGED', items: ['CANCELLED'] },
  ] satisfies ConferenceEvent[],
  steps: {
    LOADED: loadedStep('conference', {
      INPROGRESS: countFirst,
      DONE: accepted('PUT', (w) => url(w, 'COMPLETED')),
      CANCELLED: accepted('PATCH', url),
    }),
    ASSIGN_USER: assignStep(url),
    FINALIZE: callStep('PUT', (w) => url(w, 'COMPLETED')),
    CANCEL: callStep('PATCH', (w) => url(w)),
    ITEMS_CHANGED: itemsChangedStep({
      INPROGRESS: countFirst,
      DONE: countAllAndFinalize,
      OCCURRENCE: finalizeAsIs,
      CANCELLED: cancelOrder,
    }),
  },
  serializeState: linesIdentity,
});
