import type { CrossdockingLine } from '../../../domain/crossdocking';
import { matchScan, sameCode } from '../../../domain/scan-match';
import type { OutboundDock } from '../../../services/crossdocking.api';

/**
 * What a code read at the crossdock means (ours: simulator/README.md "Crossdocking"): an outbound
 * dock's name chooses the dock; an order number chooses that order's first line still at the
 * inbound dock; a product's barcode or SKU chooses its open line (of the chosen order first).
 * Anything else is refused with the code. Pure: the panel keeps the state; which lines still wait
 * is the machine's answer (`isOpen`, crossdocking-answers.ts).
 */
export interface CrossScanState {
  lineId: string | null;
  dockId: string | null;
}

export type CrossScanOutcome =
  | { kind: 'dock'; dockId: string }
  | { kind: 'line'; line: CrossdockingLine }
  | { kind: 'refused'; code: string };

export function readCrossScan(
  state: CrossScanState,
  text: string,
  lines: readonly CrossdockingLine[],
  docks: readonly OutboundDock[],
  isOpen: (line: CrossdockingLine) => boolean,
): CrossScanOutcome {
  const dock = docks.find((d) => sameCode(d.name, text) || sameCode(d.id, text));
  if (dock) return { kind: 'dock', dockId: dock.id };
  const needsWork = isOpen;
  const ofOrder = matchScan(lines, text, { codes: (l) => [l.order.number], needsWork });
  if (ofOrder.kind === 'line') return { kind: 'line', line: ofOrder.line };
  // a product's lines one after the other, the chosen order's first (src/domain/scan-match.ts)
  const chosenOrder = lines.find((l) => l.id === state.lineId)?.order.id;
  const product = matchScan(lines, text, {
    codes: (l) => [l.product.barcode, l.product.sku],
    needsWork,
    prefer: [(l) => l.order.id === chosenOrder],
  });
  return product.kind === 'line'
    ? { kind: 'line', line: product.line }
    : { kind: 'refused', code: text.trim() };
}
