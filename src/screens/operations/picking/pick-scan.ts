import { isPickableRow, round2 } from '../../../domain/operation-rules';
import type { OperationStatus } from '../../../domain/operations';
import { linesOfCode, matchScan, sameCode } from '../../../domain/scan-match';

// What a code read in the picking detail does (pure; the view applies the outcome). Ours — doc 3
// only says rows are finalized when the entered quantity equals the expected one (§5):
//
// - a product barcode (or SKU) counts ONE unit: it adds 1 to the entered quantity of the matching
//   open row that still needs units (never above the expected quantity), preferring rows at the
//   position last scanned, then the row last touched, then the rows' order on the page
//   (src/domain/scan-match.ts: a full row is never served, issue 31). One scan
//   per unit taken from the shelf is how a scanner picks; "fill the expected quantity" would hide
//   a short pick;
// - a position code selects the open rows at that position (the operator walks to it);
// - anything else is unknown; nothing changes.

export interface ScanRow {
  id: string;
  status: OperationStatus;
  positionCode: string | null;
  barcode: string | null;
  sku: string;
  /** expected */
  quantity: number;
}

export type Entered = Readonly<Record<string, number | null | undefined>>;

export interface ScanFocus {
  positionCode?: string | null;
  rowId?: string | null;
}

export type PickScanOutcome =
  | { kind: 'product'; rowId: string; entered: number; positionCode: string | null }
  /** the product is on the page but every open row of it already has its expected quantity */
  | { kind: 'productComplete' }
  | { kind: 'position'; positionCode: string; rowIds: string[] }
  /** the position is on the page but none of its rows is open */
  | { kind: 'positionComplete'; positionCode: string }
  | { kind: 'unknown' };

export function applyPickScan(
  rows: readonly ScanRow[],
  entered: Entered,
  rawCode: string,
  focus: ScanFocus = {},
): PickScanOutcome {
  const code = rawCode.trim().toUpperCase();
  if (!code) return { kind: 'unknown' };

  const product = matchScan(rows, code, {
    codes: (r) => [r.barcode, r.sku],
    needsWork: (r) => isPickableRow(r) && (entered[r.id] ?? 0) < r.quantity,
    prefer: [(r) => sameCode(r.positionCode, focus.positionCode), (r) => r.id === focus.rowId],
  });
  if (product.kind === 'served') return { kind: 'productComplete' };
  if (product.kind === 'line') {
    const row = product.line;
    const next = round2(Math.min((entered[row.id] ?? 0) + 1, row.quantity));
    return { kind: 'product', rowId: row.id, entered: next, positionCode: row.positionCode };
  }

  const atPosition = linesOfCode(rows, code, (r) => [r.positionCode]);
  if (atPosition.length > 0) {
    const positionCode = atPosition[0].positionCode as string;
    const open = atPosition.filter(isPickableRow);
    return open.length > 0
      ? { kind: 'position', positionCode, rowIds: open.map((r) => r.id) }
      : { kind: 'positionComplete', positionCode };
  }
  return { kind: 'unknown' };
}

/** Parses an entered quantity ("3", "2,5", "2.50"); null when empty or not a number ≥ 0. */
export function parseQuantity(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '' || !/^\d+(\.\d{0,2})?$/.test(trimmed)) return null;
  return round2(Number(trimmed));
}
