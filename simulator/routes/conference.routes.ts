import { type } from 'arktype';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Divergence, parseConferenceQuantity } from '../../src/domain/conference';
import { conferenceCountInput, conferenceImportInput } from '../../src/domain/dispatch.schema';
import { conferenceLifecycle } from '../../src/machines/conference.machine';
import {
  type ConferenceItemEvent,
  conferenceItemLifecycle,
} from '../../src/machines/conference-item.machine';
import { orderLifecycle } from '../../src/machines/order.machine';
import { decideEach, follow } from '../http/decide';
import { conferenceImported } from '../http/dispatch-answers';
import { badRequest } from '../http/http-error';
import { addRoute, noBody } from '../http/validate';
import { localize, requestLanguage } from '../i18n/i18n';
import { DISPATCH_MESSAGES as D, dispatchMessage } from '../i18n/messages/dispatch';
import { changeOperation } from '../operations/answers';
import {
  conferenceLines,
  finalizeConference,
  runConference,
  settleConference,
} from '../operations/conference-work';
import {
  assignItem,
  assignRecord,
  cancelRecord,
  itemAnswer,
  itemsChanged,
  runRecord,
} from '../operations/machine-runs';
import type { OperationWork } from '../operations/operation-work';
import { parse } from '../operations/request-body';
import { anyBody, itemRoute, recordRoute, registerReads } from '../operations/route-builders';
import { pickedFromOf } from '../operations/stock-takes';
import { idParams } from '../orders-area/http';
import type { OperationLineRow } from '../store/operation-lines.repo';
import type { OperationItemRow } from '../store/operations.repo';
import { preparedOnce } from '../store/prepared';

/**
 * Conference — doc 3 §2 Conference, §3, §5, §7; simulator/README.md "Outbound and conference".
 * The conference machine decides the record's changes, the conference-item machine each read
 * (COUNT: PUT /conference/{id}/{item}), an order's finalize and cancel. A divergence at finalize
 * puts the order in OCCURRENCE with a tracking entry naming each line, and corrects stock where
 * the line was picked from (operations/conference-work.ts).
 */
const recordQuery = type({ 'action?': "'COMPLETED'" });

const say = (work: OperationWork, key: Parameters<typeof dispatchMessage>[1]) =>
  dispatchMessage(work.request, key, { code: work.record.code });

/** doc 3 "divergence: not shown" — ours: the order takes REPORT_OCCURRENCE (order machine) and a
 * tracking entry names every line read differently (`found`: finalizeConference's divergences;
 * the SKUs of those lines only, in one statement). */
function occurrenceOnOrder(work: OperationWork, item: OperationItemRow, found: Divergence[]): void {
  const order = work.store.orders.byId(item.orderId);
  if (!order) return;
  const orderItemOf = (d: Divergence) => work.line(item.id, d.id).orderItemId;
  const skus = new Map(
    preparedOnce(
      work.store.db,
      'SELECT id, sku FROM order_items WHERE id IN (SELECT value FROM json_each(?))',
    )
      .raw()
      .all(JSON.stringify(found.map(orderItemOf))) as Array<[string, string]>,
  );
  const text = found.map((d) => `${skus.get(orderItemOf(d)) ?? ''}: ${d.expected} → ${d.counted}`).join('; ');
  // derived: the divergence reports the occurrence on the order when its machine takes it (an
  // order already settled stays as it is — no 409 for the conference)
  const moved = follow(orderLifecycle, order, { type: 'REPORT_OCCURRENCE' });
  if (moved) work.store.orders.update(order.id, { status: moved.state, stage: 'Ocorrência' }, work.now);
  work.store.orders.addCalendar({
    id: work.store.orders.nextCalendarId(),
    orderId: order.id,
    dueDate: work.now,
    userId: work.request.viewer.record.id,
    description: `Divergência na conferência ${work.record.code}: ${text}`,
    status: 'OCCURRENCE', // the calendar entry's kind (doc 2 §2 calendar), not the order's status
    createdAt: work.now,
  });
}

function finalizeItem(work: OperationWork, item: OperationItemRow, pickedFrom = pickedFromOf(work)): void {
  const found = finalizeConference(work, item, pickedFrom);
  if (item.status === 'OCCURRENCE') occurrenceOnOrder(work, item, found);
}

function finalizeRecord(work: OperationWork): string {
  const next = runRecord(work, conferenceLifecycle, { type: 'FINALIZE' }, work.refusal('finalized'));
  const pickedFrom = pickedFromOf(work);
  for (const item of work.items)
    if (item.status === 'PENDING' || item.status === 'INPROGRESS') finalizeItem(work, item, pickedFrom);
  work.setStatus(next);
  return say(work, 'conferenceFinalized');
}

/** COUNT of one line (PUT /conference/{id}/{item} body): the line must be of this order. */
function count(work: OperationWork, item: OperationItemRow, body: unknown): string {
  const input = parse(conferenceCountInput, body);
  const quantity =
    typeof input.quantity === 'number' ? input.quantity : parseConferenceQuantity(input.quantity);
  const line = work.line(item.id, input.conferenceItemId);
  if (input.order !== item.orderId || input.item !== line.orderItemId)
    throw badRequest(D.unknownProduct(input.item, work.orderNumber(item)));
  if (quantity === null) throw badRequest(D.badQuantity);
  runConference(work, item, [{ type: 'COUNT', line: line.id, quantity }], () =>
    D.refusedCount(work.lineRef(line)),
  );
  itemAnswer(work, item, 'itemFinalized');
  return say(work, 'counted');
}

interface RowError {
  row: number;
  message: string;
}

/** The line a spreadsheet's product code (barcode or SKU) names in one order: the first order
 * item holding it, as a lookup built once per order. */
function lineFinder(
  work: OperationWork,
  item: OperationItemRow,
): (code: string) => OperationLineRow | undefined {
  const lineOf = new Map(work.linesOf(item.id).map((l) => [l.orderItemId, l]));
  const byCode = new Map<string, OperationLineRow>();
  for (const p of work.store.orders.items(item.orderId)) {
    const line = lineOf.get(p.id);
    if (!line) continue;
    for (const code of [p.barcode, p.sku]) if (code && !byCode.has(code)) byCode.set(code, line);
  }
  return (code) => byCode.get(code);
}

interface ImportCount {
  row: number;
  line: OperationLineRow;
  event: ConferenceItemEvent;
}

/**
 * POST /conference/{id}/import: each valid row is a COUNT; each bad one is listed with its row
 * number (1 = the first data row) and why, in the caller's language. The rows of one order run
 * through its conference-item machine in one run (a refused one skipped and listed), then what it
 * ends in is written once — not a machine and a write per row (bench/conference-finalize.bench.ts).
 */
function importRows(request: FastifyRequest, work: OperationWork, body: unknown): ImportAnswer {
  const input = parse(conferenceImportInput, body);
  const language = requestLanguage(request);
  const byNumber = new Map(work.items.map((i) => [work.orderNumber(i), i]));
  const finders = new Map<string, (code: string) => OperationLineRow | undefined>();
  const counts = new Map<OperationItemRow, ImportCount[]>();
  const errors: RowError[] = [];
  const refuse = (row: number, problem: Parameters<typeof localize>[0]) =>
    errors.push({ row, message: localize(problem, language) });
  for (const [index, row] of input.rows.entries()) {
    const item = byNumber.get(String(row.order).trim());
    if (!item) {
      refuse(index + 1, D.unknownOrder(row.order));
      continue;
    }
    let find = finders.get(item.id);
    if (!find) {
      find = lineFinder(work, item);
      finders.set(item.id, find);
    }
    const line = find(row.product);
    if (!line) {
      refuse(index + 1, D.unknownProduct(row.product, row.order));
      continue;
    }
    const quantity = typeof row.quantity === 'number' ? row.quantity : parseConferenceQuantity(row.quantity);
    if (quantity === null) {
      refuse(index + 1, D.badQuantity);
      continue;
    }
    const list = counts.get(item) ?? [];
    list.push({ row: index + 1, line, event: { type: 'COUNT', line: line.id, quantity } });
    counts.set(item, list);
  }
  let imported = 0;
  for (const [item, list] of counts) {
    const record = { status: item.status, lines: conferenceLines(work, item) };
    const result = decideEach(
      conferenceItemLifecycle,
      record,
      list.map((c) => c.event),
    );
    list.forEach((c, k) => {
      if (result.accepted[k]) imported += 1;
      else refuse(c.row, D.refusedCount(work.lineRef(c.line)));
    });
    if (result.accepted.some(Boolean)) settleConference(work, item, result.decision);
  }
  errors.sort((a, b) => a.row - b.row);
  if (imported > 0) itemsChanged(work);
  return { message: dispatchMessage(request, 'imported'), errors, imported };
}

interface ImportAnswer {
  message: string;
  errors: RowError[];
  imported: number;
}

export async function conferenceRoutes(app: FastifyInstance) {
  registerReads(app, 'conference');

  recordRoute(app, 'conference', {
    method: 'PUT',
    summary:
      'Conference: `{user}` assigns; ?action=COMPLETED `{}` finalizes every open order (a divergence → the order in OCCURRENCE, stock corrected) — while PENDING or INPROGRESS (doc 3 §4, §7)',
    querystring: recordQuery,
    change: (work, { query, body }) => {
      if (query.action === 'COMPLETED') {
        parse(noBody, body);
        return finalizeRecord(work);
      }
      return assignRecord(work, conferenceLifecycle, body);
    },
  });

  recordRoute(app, 'conference', {
    method: 'PATCH',
    summary: 'Cancel a conference: only in PENDING with nothing read (doc 3 §4)',
    change: (work) => {
      cancelRecord(work, conferenceLifecycle, D.refusedConferenceCancel, (item) =>
        runConference(work, item, [{ type: 'CANCEL' }], () => D.refusedConferenceCancel),
      );
      return say(work, 'conferenceCancelled');
    },
  });

  itemRoute(app, 'conference', {
    method: 'PUT',
    summary:
      'Conference order: `{conferenceItemId, order, item, quantity}` reads (or corrects) one line — quantity with at most two decimals (doc 3 §5, §7); ?action=COMPLETED `{}` finalizes the order; `{user}` assigns',
    querystring: recordQuery,
    change: (work, item, { query, body }) => {
      if (query.action === 'COMPLETED') {
        parse(noBody, body);
        finalizeItem(work, item);
        return itemAnswer(work, item, 'itemFinalized');
      }
      if (body && 'quantity' in body) return count(work, item, body);
      return assignItem(
        work,
        item,
        conferenceItemLifecycle,
        { status: item.status, lines: conferenceLines(work, item) },
        body,
      );
    },
  });

  itemRoute(app, 'conference', {
    method: 'PATCH',
    summary: 'Cancel one order of a conference (only while PENDING, nothing read; doc 3 §4)',
    change: (work, item) => {
      runConference(work, item, [{ type: 'CANCEL' }], () => work.itemRefusal('cancelled', item));
      return itemAnswer(work, item, 'itemCancelled');
    },
  });

  addRoute(app, {
    method: 'POST',
    url: '/conference/:id/import',
    summary:
      "Import a conference spreadsheet (doc 3 §7 'type conference'): `{type:'conference', rows:[{order (number), product (barcode or SKU), quantity}]}`; valid rows are read, the others answered in `errors` with their row number",
    tags: ['operations'],
    auth: true,
    params: idParams,
    body: anyBody,
    response: conferenceImported,
    handler: async (request) => {
      let answer: ImportAnswer = { message: '', errors: [], imported: 0 };
      const { record } = changeOperation(request, 'conference', request.params.id, (work) => {
        answer = importRows(request, work, request.body);
        return answer.message;
      });
      return { ...answer, record };
    },
  });
}
