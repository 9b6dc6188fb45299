import { dateParts } from '../../src/domain/date-format';
import type { OperationStatus } from '../../src/domain/operations';
import { HttpError, type MovedOnState } from '../http/http-error';
import { OPERATION_MESSAGES } from '../i18n/messages/operations';
import type { OperationLineRow } from '../store/operation-lines.repo';
import type { OperationItemRow } from '../store/operations.repo';
import type { Store } from '../store/store';
import type { OperationWork } from './operation-work';

/**
 * A refusal because the record moved on since the caller read it (issue 31 "Other users and other
 * records"): the line (or the order) an event names was already finished, cancelled or sent to
 * occurrence — by another operator, or by the same one in another tab. The machine still decides
 * (this only words its refusal): the 409 says what happened, by whom and when ("Linha já
 * finalizada por Ana às 10:42"), and carries the line's or order's state as `current`, so the
 * console can say it and show the record as it is now.
 *
 * Only a change the store saw (stamped by OperationWork with its doer and the session clock) is
 * worded this way; a line that never changed is refused with the machine's rule.
 */

/** The wall clock of the platform's users (doc 1: a Brazilian platform; the console's timezone) */
const ZONE = 'America/Sao_Paulo';

/** Where a line or order ends: an event on it then is refused because it moved on. A PENDING or
 * INPROGRESS one is refused for the machine's own rule (a quantity out of range, say). */
const FINISHED: ReadonlySet<string> = new Set<OperationStatus>(['DONE', 'CANCELLED', 'OCCURRENCE']);

const timeOf = (iso: string) => {
  const { hour, minute } = dateParts(new Date(iso), ZONE);
  return `${hour}:${minute}`;
};

/** The 409 for an event on `row` (a line, an order of a record, a handling's item…) when it moved
 * on — finished by someone the store saw, at a time it saw; else null (the machine's own refusal).
 * Every warehouse record words it through here: operations below, handling-work.ts,
 * crossdocking-work.ts. */
export function movedOn(
  store: Store,
  of: MovedOnState['of'],
  row: { id: string; status: string; changedBy?: string | null; changedAt?: string | null },
  message: (user: string, at: string) => ReturnType<typeof OPERATION_MESSAGES.lineMovedOn>,
): HttpError | null {
  if (!row.changedBy || !row.changedAt || !FINISHED.has(row.status)) return null;
  const user = store.users.byId(row.changedBy);
  const current: MovedOnState = {
    of,
    id: row.id,
    status: row.status,
    changedBy: user ? { id: user.id, name: user.name } : null,
    changedAt: row.changedAt,
  };
  return new HttpError(409, message(user?.name ?? row.changedBy, timeOf(row.changedAt)), undefined, current);
}

/** The 409 for an event on `line` when the line moved on (else null: the machine's own refusal). */
export function lineMovedOn(work: OperationWork, line: OperationLineRow): HttpError | null {
  return movedOn(work.store, 'line', line, (user, at) =>
    OPERATION_MESSAGES.lineMovedOn(work.lineRef(line), line.status, user, at),
  );
}

/** The 409 for an event on an order of the record when that order moved on. */
export function itemMovedOn(work: OperationWork, item: OperationItemRow): HttpError | null {
  return movedOn(work.store, 'item', item, (user, at) =>
    OPERATION_MESSAGES.itemMovedOn(work.orderNumber(item), item.status, user, at),
  );
}

/** How an item machine's event names its line: storage `lineId`, picking `rowId`, conference `line`. */
export interface LineEvent {
  lineId?: unknown;
  rowId?: unknown;
  line?: unknown;
}

/** The refused event's line when it names one of `item` that moved on, else the item when it
 * moved on, else null. */
export function eventMovedOn(
  work: OperationWork,
  item: OperationItemRow,
  event: LineEvent | undefined,
): HttpError | null {
  const named = event?.lineId ?? event?.rowId ?? event?.line;
  const lineId = typeof named === 'string' ? named : null;
  const line = lineId ? work.linesOf(item.id).find((l) => l.id === lineId) : undefined;
  return (line && lineMovedOn(work, line)) ?? itemMovedOn(work, item);
}
