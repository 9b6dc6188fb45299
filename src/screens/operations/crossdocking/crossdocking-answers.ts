import type { Crossdocking, CrossdockingLine } from '../../../domain/crossdocking';
import { can } from '../../../machines/ask';
import { type CrossdockingEvent, crossdockingLifecycle } from '../../../machines/crossdocking.machine';

// What the crossdocking screens may offer, asked of the crossdocking machine (src/machines/ask.ts)
// — never a status compared in a view (issue 34). A list row carries no lines, so its FINALIZE is
// refused (finalize is offered in the detail, where every line is seen crossed).

type CrossRecord = Pick<Crossdocking, 'status' | 'lines'>;
type Dock = Extract<CrossdockingEvent, { type: 'CONFIRM_LINE' }>['dock'];

/** Any outbound dock: whether a line could leave at all, before the operator chooses one. */
const ANY_OUTBOUND: Dock = { id: '', typeOperation: 'dispatch' };

export interface CrossdockingAnswers {
  assignUser: boolean;
  finalize: boolean;
  cancel: boolean;
  /** the line still waits at the inbound dock: the machine would take its whole quantity out */
  lineOpen: (line: Pick<CrossdockingLine, 'id' | 'quantity'>) => boolean;
  /** the reading panel: some line still waits */
  reading: boolean;
  /** CONFIRM_LINE of `lineId` with the read quantity to the dock chosen */
  mayConfirm: (lineId: string, quantity: number | null, dock: Dock) => boolean;
}

export function crossdockingAnswers(record: CrossRecord): CrossdockingAnswers {
  const ask = (event: CrossdockingEvent) => can(crossdockingLifecycle, record, event);
  const mayConfirm = (lineId: string, quantity: number | null, dock: Dock) =>
    ask({ type: 'CONFIRM_LINE', lineId, quantity, dock });
  const lineOpen = (line: Pick<CrossdockingLine, 'id' | 'quantity'>) =>
    mayConfirm(line.id, line.quantity, ANY_OUTBOUND);
  return {
    assignUser: ask({ type: 'ASSIGN_USER' }),
    finalize: ask({ type: 'FINALIZE' }),
    cancel: ask({ type: 'CANCEL' }),
    lineOpen,
    reading: record.lines.some(lineOpen),
    mayConfirm,
  };
}
