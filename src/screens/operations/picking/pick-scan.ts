import { isPickableRow, round2 } from '../../../domain/operation-rules';
import type { OperationStatus } from '../../../domain/operations';

// What a code read in the picking detail does (pure; the view applies the outcome). Ours — doc 3
// only says rows are finalized when the entered quantity equals the expected one (§5):
//
// - a product barcode (or SKU) counts ONE unit: it adds 1 to the entered quantity of the matching
//   open row that still needs units (never above the expected quantity), preferring rows at the
//   position last scanned, then the row last touched, then the rows' order on the page. One scan
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

const same = (a: string | null | undefined, code: string) =>
  a !== null && a !== undefined && a.trim().toUpperCase() === code;

export function applyPickScan(
  rows: readonly ScanRow[],
  entered: Entered,
  rawCode: string,
  focus: ScanFocus = {},
): PickScanOutcome {
  const code = rawCode.trim().toUpperCase();
  if (!code) return { kind: 'unknown' };

  const products = rows.filter((r) => same(r.barcode, code) || same(r.sku, code));
  if (products.length > 0) {
    const needing = products.filter((r) => isPickableRow(r) && (entered[r.id] ?? 0) < r.quantity);
    if (needing.length === 0) return { kind: 'productComplete' };
    const row =
      needing.find((r) => focus.positionCode && same(r.positionCode, focus.positionCode.toUpperCase())) ??
      needing.find((r) => r.id === focus.rowId) ??
      needing[0];
    const next = round2(Math.min((entered[row.id] ?? 0) + 1, row.quantity));
    return { kind: 'product', rowId: row.id, entered: next, positionCode: row.positionCode };
  }

  const atPosition = rows.filter((r) => same(r.positionCode, code));
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
