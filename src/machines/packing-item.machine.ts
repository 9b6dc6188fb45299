import { assign, setup } from 'xstate';
import type { OperationStatus } from '../domain/operations';
import {
  applyVolumeMove,
  type VolumeLine,
  type VolumeMove,
  volumeMoveProblem,
} from '../domain/packing-volumes';
import { lifecycle } from './ask';
import { isLoadedAs, loadedAs } from './operation-lifecycle';

/**
 * Packing item (one order of a packing, with its volumes) — doc 3 §2 Packing, §3, §4, §5.
 *
 * | rule | seed |
 * |---|---|
 * | volume 1 holds the unpacked items | doc 3 §4 |
 * | MOVE_TO_VOLUME: the barcode must be in another volume; a source volume must be chosen when it is in several; the quantity nonzero and at most the source volume's ("cannot be greater than") | doc 3 §5 |
 * | moves and ASSIGN_USER only while the item is PENDING (doc 3 §4: packing actions only in PENDING) | doc 3 §4 |
 */
export interface PackingItemContext {
  volumes: VolumeLine[];
}

export type PackingItemEvent =
  | { type: 'LOADED'; status: OperationStatus; volumes?: VolumeLine[] }
  | { type: 'ASSIGN_USER' }
  | ({ type: 'MOVE_TO_VOLUME' } & VolumeMove);

export const packingItemMachine = setup({
  types: { context: {} as PackingItemContext, events: {} as PackingItemEvent },
  guards: {
    isLoadedAs,
    isAllowedMove: ({ context, event }) =>
      event.type === 'MOVE_TO_VOLUME' && volumeMoveProblem(context.volumes, event) === null,
  },
  actions: {
    rememberVolumes: assign(({ context, event }) =>
      event.type === 'LOADED' ? { volumes: event.volumes ?? context.volumes } : {},
    ),
    move: assign(({ context, event }) =>
      event.type === 'MOVE_TO_VOLUME' ? { volumes: applyVolumeMove(context.volumes, event) } : {},
    ),
  },
}).createMachine({
  id: 'packingItem',
  initial: 'loading',
  context: { volumes: [] },
  states: {
    loading: {
      on: {
        LOADED: [
          loadedAs('PENDING', 'rememberVolumes'),
          loadedAs('DONE', 'rememberVolumes'),
          loadedAs('CANCELLED', 'rememberVolumes'),
        ],
      },
    },
    PENDING: {
      on: {
        ASSIGN_USER: { target: 'PENDING' },
        MOVE_TO_VOLUME: { guard: 'isAllowedMove', target: 'PENDING', reenter: true, actions: 'move' },
      },
    },
    // doc 3 §4: packing actions only in PENDING.
    DONE: {},
    CANCELLED: {},
  },
});

/** A packing item as its machine sees it: the stored status and its volumes (doc 3 §3). */
export interface VolumesRecord {
  status: string;
  volumes: readonly VolumeLine[];
}

/** A packing item as ask.ts asks it. */
export const packingItemLifecycle = lifecycle(
  packingItemMachine,
  (item: VolumesRecord) => item.status,
  (item) => ({ volumes: item.volumes }),
);
