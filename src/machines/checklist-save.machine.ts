import { setup } from 'xstate';
import { lifecycle } from './ask';

/**
 * Checklist save lifecycle — doc 2 §2 "Checklists: … Save is enabled only once the form is
 * modified; print only when not modified", §4 "Checklist save: create mode posts and closes;
 * update mode puts and refreshes the order", §7 POST /orders-checklist, PUT
 * /orders-checklist/vehicle|mechanic/{orderId}.
 *
 * | rule | seed |
 * |---|---|
 * | LOADED: `new` when the order has no checklist of that type (create mode), else `saved` (update mode) | doc 2 §4 |
 * | EDIT marks the form modified; SAVE only while modified | doc 2 §2 |
 * | SAVE in create mode (POST) closes the form (`closed`); a second POST for the same type is refused (409) | doc 2 §4 |
 * | SAVE in update mode (PUT) refreshes: back to `saved`, not modified; a PUT with nothing stored is refused (409) | doc 2 §4 |
 * | PRINT only when not modified, and only a stored checklist (ours: a new, unsaved form has nothing to print) | doc 2 §2 |
 */
export type ChecklistSaveEvent =
  | { type: 'LOADED'; exists: boolean }
  | { type: 'EDIT' }
  | { type: 'SAVE'; mode: 'create' | 'update' }
  | { type: 'PRINT' };

export const checklistSaveMachine = setup({
  types: { events: {} as ChecklistSaveEvent },
  guards: {
    exists: ({ event }) => event.type === 'LOADED' && event.exists,
    isCreate: ({ event }) => event.type === 'SAVE' && event.mode === 'create',
    isUpdate: ({ event }) => event.type === 'SAVE' && event.mode === 'update',
  },
}).createMachine({
  id: 'checklistSave',
  initial: 'loading',
  states: {
    loading: { on: { LOADED: [{ guard: 'exists', target: 'saved' }, { target: 'new' }] } },
    new: { on: { EDIT: 'newModified' } },
    newModified: { on: { EDIT: 'newModified', SAVE: { guard: 'isCreate', target: 'closed' } } },
    saved: { on: { EDIT: 'savedModified', PRINT: 'saved' } },
    savedModified: { on: { EDIT: 'savedModified', SAVE: { guard: 'isUpdate', target: 'saved' } } },
    closed: { type: 'final' },
  },
});

/** A save request as the simulator asks it: the order holds a checklist of that type or not, and
 * a request to save comes from a modified form. */
export const checklistSaveLifecycle = lifecycle(checklistSaveMachine, (r: { exists: boolean }) =>
  r.exists ? 'savedModified' : 'newModified',
);

/** The form as the console asks it: stored or not, modified or not (doc 2 §2: save only modified,
 * print only clean). */
export const checklistFormLifecycle = lifecycle(
  checklistSaveMachine,
  (r: { exists: boolean; modified: boolean }) =>
    r.exists ? (r.modified ? 'savedModified' : 'saved') : r.modified ? 'newModified' : 'new',
);
