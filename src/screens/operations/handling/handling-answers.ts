import type { Handling, HandlingItem } from '../../../domain/handling';
import { can } from '../../../machines/ask';
import { handlingLifecycle } from '../../../machines/handling.machine';
import { handlingItemOpen } from '../../../machines/handling-item.machine';

// What the handling screens may offer, asked of the handling and handling-item machines
// (src/machines/ask.ts) — never a status compared in a view (issue 34). doc 3 §4: the record's
// actions only while PENDING with work left; an item's only while it is PENDING.

export interface HandlingItemAnswers {
  /** still to be moved: finalize and cancel offered, the scanner serves it */
  open: boolean;
}

export const handlingItemAnswers = (item: Pick<HandlingItem, 'status'>): HandlingItemAnswers => ({
  open: handlingItemOpen(item),
});

export interface HandlingAnswers {
  assignUser: boolean;
  finalize: boolean;
  cancel: boolean;
  /** the scanner panel: some item is still to be moved (none once the handling is closed) */
  scan: boolean;
}

/** A list row (no item rows) or a detail; `scan` reads the items when the record has them. */
export function handlingAnswers(
  record: Pick<Handling, 'status' | 'itemsCount' | 'doneCount'> & {
    items?: readonly Pick<HandlingItem, 'status'>[];
  },
): HandlingAnswers {
  return {
    assignUser: can(handlingLifecycle, record, { type: 'ASSIGN_USER' }),
    finalize: can(handlingLifecycle, record, { type: 'FINALIZE' }),
    cancel: can(handlingLifecycle, record, { type: 'CANCEL' }),
    scan: (record.items ?? []).some((i) => handlingItemAnswers(i).open),
  };
}
