import { setup } from 'xstate';
import type { Handling, HandlingStatus } from '../domain/handling';
import { lifecycle } from './ask';

/**
 * Handling record (moving stock between positions) — doc 3 §2 Handling, §3, §4, §7. State value =
 * the stored status; the context is what the list row knows of its items (counts), so the list
 * and the detail ask the same questions.
 *
 * | rule | seed |
 * |---|---|
 * | FINALIZE (PUT ?action=COMPLETED), CANCEL (PUT ?action=CANCEL) and ASSIGN_USER (PUT ?operation=USER) only while PENDING | doc 3 §4 |
 * | in the list, the row actions are disabled when all items are DONE | doc 3 §4 |
 * | ITEMS_CHANGED: all items DONE → DONE, all CANCELLED → CANCELLED, otherwise PENDING (a mix of DONE and CANCELLED stays PENDING, as the seed says; FINALIZE then closes it) | doc 3 §4 "status is derived" |
 * | FINALIZE moves every PENDING item to its destination; CANCEL cancels the PENDING items, what was moved stays moved | ours (server behaviour not shown) |
 */
export interface HandlingContext {
  itemsCount: number;
  doneCount: number;
}

export type HandlingEvent =
  | { type: 'LOADED'; status: HandlingStatus; itemsCount: number; doneCount: number }
  | { type: 'ASSIGN_USER' }
  | { type: 'FINALIZE' }
  | { type: 'CANCEL' }
  | { type: 'ITEMS_CHANGED'; items: HandlingStatus[] };

type Args = { context: HandlingContext; event: HandlingEvent };

const itemsOf = (event: HandlingEvent) => (event.type === 'ITEMS_CHANGED' ? event.items : null);

/** doc 3 §4: "actions are disabled when all items are DONE" (a handling without items has work
 * left: nothing of it was done). */
export const allItemsDone = (c: HandlingContext): boolean => c.itemsCount > 0 && c.doneCount === c.itemsCount;

/** The LOADED transitions of both handling machines: into the stored status (doc 3 §4 statuses). */
export const loadedIntoStatus = (['PENDING', 'DONE', 'CANCELLED'] as const).map((status) => ({
  guard: { type: 'isLoadedAs' as const, params: { status } },
  target: status,
}));
export const isLoadedAs = (
  { event }: { event: { type: string; status?: string } },
  params: { status: HandlingStatus },
) => event.type === 'LOADED' && event.status === params.status;

export const handlingMachine = setup({
  types: { context: {} as HandlingContext, events: {} as HandlingEvent },
  guards: {
    isLoadedAs,
    hasWorkLeft: ({ context }: Args) => !allItemsDone(context),
    everyItemDone: ({ event }: Args) => {
      const items = itemsOf(event);
      return !!items && items.length > 0 && items.every((s) => s === 'DONE');
    },
    everyItemCancelled: ({ event }: Args) => {
      const items = itemsOf(event);
      return !!items && items.length > 0 && items.every((s) => s === 'CANCELLED');
    },
  },
}).createMachine({
  id: 'handling',
  initial: 'loading',
  context: { itemsCount: 0, doneCount: 0 },
  states: {
    loading: {
      on: { LOADED: loadedIntoStatus },
    },
    PENDING: {
      on: {
        ASSIGN_USER: { guard: 'hasWorkLeft', target: 'PENDING' },
        FINALIZE: { guard: 'hasWorkLeft', target: 'DONE' },
        CANCEL: { guard: 'hasWorkLeft', target: 'CANCELLED' },
        ITEMS_CHANGED: [
          { guard: 'everyItemDone', target: 'DONE' },
          { guard: 'everyItemCancelled', target: 'CANCELLED' },
        ],
      },
    },
    // doc 3 §4: finalize and cancel only while PENDING.
    DONE: {},
    CANCELLED: {},
  },
});

/** A handling (list row or detail) as ask.ts asks it. */
export const handlingLifecycle = lifecycle(
  handlingMachine,
  (h: Pick<Handling, 'status' | 'itemsCount' | 'doneCount'>) => h.status,
  (h) => ({ itemsCount: h.itemsCount, doneCount: h.doneCount }),
);
