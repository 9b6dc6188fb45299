import { assign, setup } from 'xstate';
import {
  isLoadedAs,
  type LinesContext,
  type LoadedEvent,
  linesLifecycle,
  linesOf,
  loadedAs,
} from './operation-lifecycle';

/**
 * Packing record — doc 3 §2 Packing, §3, §4, §5, §7. State value = the stored status.
 *
 * | rule | seed |
 * |---|---|
 * | ASSIGN_USER (also multi-assign, PUT /packing-operation/attribute-user), FINALIZE (action=COMPLETED) and CANCEL (PATCH) only in PENDING | doc 3 §4 |
 * | SAVE_VOLUMES (PUT /packing/{id}, origin=web, volumes) only in PENDING; each move is checked by the packing item machine | doc 3 §2 "volumes can be edited", §7 |
 * | FINALIZE packs the non-empty volumes, renumbered from 1 (`renumberVolumes`) | doc 3 §4 |
 */
export type PackingEvent =
  | LoadedEvent
  | { type: 'ASSIGN_USER' }
  | { type: 'FINALIZE' }
  | { type: 'CANCEL' }
  | { type: 'SAVE_VOLUMES' };

export const packingMachine = setup({
  types: { context: {} as LinesContext, events: {} as PackingEvent },
  guards: { isLoadedAs },
  actions: { rememberLines: assign(({ context, event }) => linesOf(context, event)) },
}).createMachine({
  id: 'packing',
  initial: 'loading',
  context: { lines: [] },
  states: {
    loading: { on: { LOADED: [loadedAs('PENDING'), loadedAs('DONE'), loadedAs('CANCELLED')] } },
    PENDING: {
      on: {
        ASSIGN_USER: { target: 'PENDING' },
        FINALIZE: 'DONE',
        CANCEL: 'CANCELLED',
        SAVE_VOLUMES: { target: 'PENDING', reenter: true },
      },
    },
    // doc 3 §4: packing actions only in PENDING.
    DONE: {},
    CANCELLED: {},
  },
});

/** A packing record (its status; no guard reads its lines) as ask.ts asks it. */
export const packingLifecycle = linesLifecycle(packingMachine);
