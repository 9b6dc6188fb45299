// Crossdocking — doc 1 §2.6 gives its route (/crossdocking), menu entry and status flag
// (statusCrossdockingLeadTime), §3 its lead time (crossdockingLeadTime); nothing else. The design
// (ours, simulator/README.md "Crossdocking"): received goods go from the inbound dock straight to
// an outbound dock, never put away. The shapes the simulator answers and the console reads, and
// the pure rules the machine asks (one definition each).
import { round2 } from './operation-rules';
import type { UserRef } from './operations';
import type { YardOperationType } from './yard';

/** Record: PENDING (nothing crossed yet) → INPROGRESS (a line confirmed to a dock) → DONE
 * (finalized) / CANCELLED (only before any line crossed). Line: PENDING → DONE. */
export const CROSSDOCKING_STATUSES = ['PENDING', 'INPROGRESS', 'DONE', 'CANCELLED'] as const;
export type CrossdockingStatus = (typeof CROSSDOCKING_STATUSES)[number];
export const CROSSDOCKING_LINE_STATUSES = ['PENDING', 'DONE', 'CANCELLED'] as const;
export type CrossdockingLineStatus = (typeof CROSSDOCKING_LINE_STATUSES)[number];

export interface CrossdockingDockRef {
  id: string;
  name: string;
}

/** One product line of a received order, crossed to an outbound dock. */
export interface CrossdockingLine {
  id: string;
  status: CrossdockingLineStatus;
  order: { id: string; number: string };
  product: { id: string; sku: string; description: string; barcode: string | null };
  /** what the order brings */
  quantity: number;
  /** what was read at the inbound dock and sent on (null until confirmed) */
  readQuantity: number | null;
  dock: CrossdockingDockRef | null;
  user: UserRef | null;
  doneAt: string | null;
}

export interface Crossdocking {
  id: string;
  code: string;
  createdAt: string;
  status: CrossdockingStatus;
  warehouse: { id: string; code: string; name: string };
  user: UserRef | null;
  ordersCount: number;
  linesCount: number;
  doneCount: number;
  /** share of confirmed lines, 2 decimals, 0 without lines */
  executed: number;
  lines: CrossdockingLine[];
}

export const crossdockingExecuted = (done: number, total: number): number =>
  total === 0 ? 0 : round2((done * 100) / total);

/** Why a read quantity can't be confirmed: required, above 0, at most two decimals (doc 3 §9's
 * quantity precision), at most what the order brings (ours: more than was shipped is an error). */
export type ReadProblem = 'required' | 'positive' | 'decimals' | 'aboveExpected';
export function readQuantityProblem(read: number | null, expected: number): ReadProblem | null {
  if (read === null || !Number.isFinite(read)) return 'required';
  if (read <= 0) return 'positive';
  if (round2(read) !== read) return 'decimals';
  if (read > expected) return 'aboveExpected';
  return null;
}

/** What the machine knows of a dock: a yard dock (doc 3 Yard docks) of the company. */
export interface DockFacts {
  id: string;
  typeOperation: YardOperationType;
}

/** Why a dock can't take a crossed line: none chosen, or a receiving-only dock (ours: goods leave
 * by a dispatch or "both" dock). */
export type DockProblem = 'dockRequired' | 'notOutboundDock';
export function dockProblem(dock: DockFacts | null): DockProblem | null {
  if (!dock) return 'dockRequired';
  return dock.typeOperation === 'receiving' ? 'notOutboundDock' : null;
}
