import {
  type ConferenceItemEvent,
  conferenceItemMachine,
} from '../../../src/machines/conference-item.machine';
import {
  cancelOrder,
  conferenceItemUrl,
  count,
  countAllAndFinalize,
  countFirst,
  finalizeAsIs,
} from './conference-support';
import {
  assignStep,
  callStep,
  defineOperationScenario,
  LINE_QUANTITY,
  loadedStep,
} from './operations-support';

/**
 * conferenceItemMachine (doc 3 §2 Conference, §4, §5, §7) against the simulator: one order of a
 * fresh conference with two lines. COUNT reads a line (as expected, or with three decimals — refused
 * by doc 3 §5); FINALIZE ends DONE when every line reads as expected, else OCCURRENCE
 * (an unread line reads 0); CANCEL only while PENDING. The graph tells states apart by each line's
 * status and read quantity (FINALIZE's answer depends on them).
 */
const line = (
  id: string,
  status: 'PENDING' | 'INPROGRESS' | 'DONE' | 'OCCURRENCE' | 'CANCELLED',
  counted: number | null,
) => ({
  id,
  status,
  quantity: LINE_QUANTITY,
  counted,
});

export const conferenceItemScenario = defineOperationScenario<typeof conferenceItemMachine>(
  'conference',
  'item',
  {
    name: 'conference-item',
    machine: conferenceItemMachine,
    events: [
      {
        type: 'LOADED',
        status: 'PENDING',
        lines: [line('l1', 'PENDING', null), line('l2', 'PENDING', null)],
      },
      {
        type: 'LOADED',
        status: 'INPROGRESS',
        lines: [line('l1', 'INPROGRESS', 2), line('l2', 'PENDING', null)],
      },
      { type: 'LOADED', status: 'DONE', lines: [line('l1', 'DONE', 2), line('l2', 'DONE', 2)] },
      {
        type: 'LOADED',
        status: 'OCCURRENCE',
        lines: [line('l1', 'OCCURRENCE', 0), line('l2', 'OCCURRENCE', 0)],
      },
      {
        type: 'LOADED',
        status: 'CANCELLED',
        lines: [line('l1', 'CANCELLED', null), line('l2', 'CANCELLED', null)],
      },
      { type: 'ASSIGN_USER' },
      { type: 'COUNT', line: 'l1', quantity: LINE_QUANTITY },
      { type: 'COUNT', line: 'l2', quantity: LINE_QUANTITY },
      { type: 'COUNT', line: 'l1', quantity: 1.234 },
      { type: 'FINALIZE' },
      { type: 'CANCEL' },
    ] satisfies ConferenceItemEvent[],
    steps: {
      LOADED: loadedStep('conference', {
        INPROGRESS: countFirst,
        DONE: countAllAndFinalize,
        OCCURRENCE: finalizeAsIs,
        CANCELLED: cancelOrder,
      }),
      ASSIGN_USER: assignStep(conferenceItemUrl),
      COUNT: {
        allowed: ({ event, api, world }) => count(api, world, event.line, event.quantity, true),
        refused: ({ event, api, world, before }) =>
          before.value === 'loading'
            ? Promise.resolve()
            : count(api, world, event.line, event.quantity, false),
      },
      FINALIZE: callStep('PUT', (w) => conferenceItemUrl(w, 'COMPLETED')),
      CANCEL: callStep('PATCH', (w) => conferenceItemUrl(w)),
    },
    serializeState: (snapshot: {
      value: unknown;
      context: { lines: Array<{ id: string; status: string; counted: number | null }> };
    }) =>
      `${String(snapshot.value)}|${snapshot.context.lines.map((l) => `${l.id}:${l.status}:${l.counted}`).join(',')}`,
  },
);
