import type { CrossdockingLine } from '../../../domain/crossdocking';
import type { OutboundDock } from '../../../services/crossdocking.api';

/**
 * What a code read at the crossdock means (ours: simulator/README.md "Crossdocking"): an outbound
 * dock's name chooses the dock; an order number chooses that order's first line still at the
 * inbound dock; a product's barcode or SKU chooses its open line (of the chosen order first).
 * Anything else is refused with the code. Pure: the panel keeps the state.
 */
export interface CrossScanState {
  lineId: string | null;
  dockId: string | null;
}

export type CrossScanOutcome =
  | { kind: 'dock'; dockId: string }
  | { kind: 'line'; line: CrossdockingLine }
  | { kind: 'refused'; code: string };

const same = (a: string | null | undefined, b: string) => !!a && a.trim().toUpperCase() === b;

export function readCrossScan(
  state: CrossScanState,
  text: string,
  lines: readonly CrossdockingLine[],
  docks: readonly OutboundDock[],
): CrossScanOutcome {
  const code = text.trim().toUpperCase();
  const dock = docks.find((d) => same(d.name, code) || same(d.id, code));
  if (dock) return { kind: 'dock', dockId: dock.id };
  const open = lines.filter((l) => l.status === 'PENDING');
  const ofOrder = open.find((l) => same(l.order.number, code));
  if (ofOrder) return { kind: 'line', line: ofOrder };
  const chosenOrder = lines.find((l) => l.id === state.lineId)?.order.id;
  const products = open.filter((l) => same(l.product.barcode, code) || same(l.product.sku, code));
  const line = products.find((l) => l.order.id === chosenOrder) ?? products[0];
  return line ? { kind: 'line', line } : { kind: 'refused', code: text.trim() };
}
