import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { dockProblem, readQuantityProblem } from '../../src/domain/crossdocking';
import { round2 } from '../../src/domain/operation-rules';
import { type CrossdockingEvent, crossdockingLifecycle } from '../../src/machines/crossdocking.machine';
import { type Decided, type Decision, decide, decidedLines } from '../http/decide';
import { badRequest, conflict, type HttpError, notFound } from '../http/http-error';
import { crossdockingError as E } from '../i18n/messages/crossdocking';
import { owned, viewedCompany } from '../orders-area/http';
import type { CrossdockingLineRow, CrossdockingRow } from '../store/crossdockings.repo';
import type { Store } from '../store/store';
import { movedOn } from './moved-on';
import { chainOrders } from './operation-chain';

/**
 * One crossdock being changed inside a call's transaction (ours, simulator/README.md
 * "Crossdocking"): every change asks src/machines/crossdocking.machine.ts first (409 when refused,
 * nothing written). A read quantity or dock the machine would refuse is explained before it is
 * asked (400; a receiving-only dock 409). Crossed goods never touch a position: the stock of every
 * position is unchanged, and each confirmed line writes a history row (operation CROSSDOCKING,
 * no origin or destiny position) that /position-handling-history-report reads.
 */
export class CrossdockingWork {
  readonly store: Store;
  readonly now: string;
  readonly doer: string;
  private readonly lines: CrossdockingLineRow[];

  constructor(
    readonly request: FastifyRequest,
    readonly record: CrossdockingRow,
  ) {
    this.store = request.store;
    this.now = request.now().toISOString();
    this.doer = request.viewer.record.id;
    this.lines = this.store.crossdockings.lines(record.id);
  }

  private decide(
    event: CrossdockingEvent,
    refusal: ReturnType<typeof E> | (() => ReturnType<typeof E> | HttpError),
  ) {
    return decide(crossdockingLifecycle, { status: this.record.status, lines: this.lines }, [event], refusal);
  }

  /** Writes what the machine decided: the record's status, and each line whose status its context
   * changed (a confirmed line DONE, a cancel's open lines CANCELLED) with who and when
   * (moved-on.ts reads them); `change` adds the call's own values to one line. */
  private apply(
    next: Decision<typeof crossdockingLifecycle.machine>,
    change?: { line: CrossdockingLineRow; values: Partial<CrossdockingLineRow> },
  ) {
    const decided = new Map(decidedLines(next).map((l) => [l.id, l.status]));
    for (const line of this.lines) {
      const status = decided.get(line.id);
      const own = change?.line === line ? change.values : null;
      if (!own && (!status || status === line.status)) continue;
      if (status && status !== line.status)
        Object.assign(line, { status, changedBy: this.doer, changedAt: this.now });
      if (own) Object.assign(line, own);
      this.store.crossdockings.updateLine(line);
    }
    this.setStatus(next.state);
  }

  private setStatus(status: Decided<CrossdockingRow['status']>) {
    this.record.status = status;
    this.store.crossdockings.setStatus(this.record.id, status);
  }

  assign(userId: string): void {
    this.decide(
      { type: 'ASSIGN_USER' },
      E('assignRefused', { code: this.record.code, status: this.record.status }),
    );
    this.store.crossdockings.setUser(this.record.id, userId);
  }

  /** One line read at the inbound dock and sent to an outbound dock. Answers the success text's
   * values. */
  confirmLine(lineId: string, quantity: number | null, dockId: string | null) {
    const line = this.lines.find((l) => l.id === lineId);
    if (!line) throw notFound(E('lineNotFound'));
    const item = this.store.db
      .prepare(
        'SELECT oi.sku, o.orderNumber FROM order_items oi JOIN orders o ON o.id = oi.orderId WHERE oi.id = ?',
      )
      .get(line.orderItemId) as { sku: string; orderNumber: string };
    const problem = readQuantityProblem(quantity, line.quantity);
    if (problem) throw badRequest(E(problem, { sku: item.sku, expected: round2(line.quantity) }));
    const dock = dockId ? this.store.yard.dockById(dockId) : null;
    if (dockId && (!dock || dock.companyDocument !== viewedCompany(this.request)))
      throw badRequest(E('unknownDock'));
    const facts = dock ? { id: dock.id, typeOperation: dock.typeOperation } : null;
    const dockRefusal = dockProblem(facts);
    if (dockRefusal === 'dockRequired') throw badRequest(E('dockRequired', { sku: item.sku }));
    if (dockRefusal) throw conflict(E('notOutboundDock', { dock: dock?.name ?? '' }));
    const next = this.decide(
      { type: 'CONFIRM_LINE', lineId, quantity, dock: facts },
      // a line another operator confirmed (or a cancel took) since the caller read it says so
      // (issue 31, moved-on.ts); else the machine's rule
      () =>
        movedOn(this.store, 'line', line, (user, at) =>
          E('lineMovedOn', { sku: item.sku, order: item.orderNumber, status: line.status, user, at }),
        ) ??
        E('lineRefused', {
          sku: item.sku,
          order: item.orderNumber,
          line: line.status,
          status: this.record.status,
        }),
    );
    this.apply(next, {
      line,
      values: { readQuantity: quantity, dockId, userId: this.doer, doneAt: this.now },
    });
    if (!this.record.userId) this.store.crossdockings.setUser(this.record.id, this.doer);
    this.writeHistory(line.orderItemId);
    return { sku: item.sku, quantity: round2(quantity ?? 0), dock: dock?.name ?? '' };
  }

  /** FINALIZE: every line crossed → DONE, and each order moves on its chain (doc 1 §4). */
  finalize(): void {
    this.apply(this.decide({ type: 'FINALIZE' }, E('finalizeRefused', { code: this.record.code })));
    const orders = new Map<string, string | null>();
    for (const l of this.lines) if (!orders.has(l.orderId)) orders.set(l.orderId, l.userId);
    chainOrders(
      this.store,
      {
        finished: 'CROSSDOCKING',
        companyDocument: this.record.companyDocument,
        code: this.record.code,
        now: this.now,
        doer: this.doer,
      },
      [...orders].map(([orderId, userId]) => ({ orderId, userId })),
    );
  }

  /** CANCEL (only while nothing crossed): its lines are cancelled with it. */
  cancel(): void {
    this.apply(this.decide({ type: 'CANCEL' }, E('cancelRefused', { code: this.record.code })));
  }

  private writeHistory(orderItemId: string) {
    const row = this.store.db
      .prepare(`SELECT oi.sku, oi.description, oi.rfidcode, w.name AS warehouseName, w.building
        FROM order_items oi, warehouses w WHERE oi.id = ? AND w.id = ?`)
      .get(orderItemId, this.record.warehouseId) as {
      sku: string;
      description: string;
      rfidcode: string | null;
      warehouseName: string;
      building: string | null;
    };
    this.store.handlingHistory.insert({
      id: randomUUID(),
      companyDocument: this.record.companyDocument,
      operation: 'CROSSDOCKING',
      positionCodeOrigin: null,
      positionCodeDestiny: null,
      productSku: row.sku,
      productDescription: row.description,
      rfidcode: row.rfidcode,
      warehouseName: row.warehouseName,
      buildingName: row.building,
      deviceId: null,
      routeId: null,
      createdAt: this.now,
    });
  }
}

/** The caller's crossdock: 404 unknown, 403 another company's. */
export function ownedCrossdocking(request: FastifyRequest, id: string): CrossdockingRow {
  return owned(request, request.store.crossdockings.byId(id), E('notFound'));
}
