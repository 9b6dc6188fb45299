import { round2 } from './operation-rules';

/**
 * Packing volumes (doc 3 §3 Packing "volumes with volume, orderItem, quantity, order"; §4 "volume 1
 * holds unpacked items; finalizing packs the non-empty volumes, renumbered from 1"; §5 "Packing
 * volume add"). Pure: the packing item machine guards with `volumeMoveProblem`, the simulator
 * stores `renumberVolumes(...)` on finalize, the screen shows the same messages.
 */
export interface VolumeLine {
  volume: number;
  orderItem: string;
  /** the product's barcode, the key an operator scans */
  barcode: string | null;
  quantity: number;
}

export interface VolumeMove {
  barcode: string;
  quantity: number;
  /** the volume the quantity goes into */
  target: number;
  /** the volume it comes from; needed when the barcode is in several other volumes */
  source?: number | null;
}

/** Why a move is refused — locale keys under `packing.volumes.` (doc 3 §5). */
export type VolumeMoveProblem =
  | 'barcodeNotInOtherVolume'
  | 'chooseSourceVolume'
  | 'quantityRequired'
  | 'quantityTooHigh'
  | 'invalidTarget';

const sameCode = (a: string | null, b: string) =>
  a !== null && a.trim().toUpperCase() === b.trim().toUpperCase();

/** The volumes (other than `target`) holding `barcode`, with their quantity. */
export function sourcesOf(lines: readonly VolumeLine[], barcode: string, target: number): VolumeLine[] {
  return lines.filter((l) => l.volume !== target && l.quantity > 0 && sameCode(l.barcode, barcode));
}

/** doc 3 §5: the barcode must be in another volume; a volume must be chosen when it is in several;
 * the quantity must be nonzero and at most the source volume's ("cannot be greater than"). */
export function volumeMoveProblem(lines: readonly VolumeLine[], move: VolumeMove): VolumeMoveProblem | null {
  if (!Number.isInteger(move.target) || move.target < 1) return 'invalidTarget';
  const sources = sourcesOf(lines, move.barcode, move.target);
  if (sources.length === 0) return 'barcodeNotInOtherVolume';
  const source =
    move.source === undefined || move.source === null
      ? sources.length === 1
        ? sources[0]
        : null
      : sources.find((s) => s.volume === move.source);
  if (!source) return sources.length > 1 && !move.source ? 'chooseSourceVolume' : 'barcodeNotInOtherVolume';
  if (!Number.isFinite(move.quantity) || move.quantity <= 0) return 'quantityRequired';
  if (round2(move.quantity) > round2(source.quantity)) return 'quantityTooHigh';
  return null;
}

/** Applies an allowed move: the quantity leaves the source volume and joins the target's line of
 * the same order item. Empty lines are dropped. */
export function applyVolumeMove(lines: readonly VolumeLine[], move: VolumeMove): VolumeLine[] {
  const sources = sourcesOf(lines, move.barcode, move.target);
  const source = move.source ? sources.find((s) => s.volume === move.source) : sources[0];
  if (!source) return [...lines];
  const moved = round2(move.quantity);
  const next = lines.map((l) => (l === source ? { ...l, quantity: round2(l.quantity - moved) } : l));
  const into = next.find((l) => l.volume === move.target && l.orderItem === source.orderItem);
  const result = into
    ? next.map((l) => (l === into ? { ...l, quantity: round2(l.quantity + moved) } : l))
    : [...next, { ...source, volume: move.target, quantity: moved }];
  return result.filter((l) => l.quantity > 0);
}

/** doc 3 §4: finalizing packs the non-empty volumes, renumbered from 1 (keeping their order). */
export function renumberVolumes(lines: readonly VolumeLine[]): VolumeLine[] {
  const used = [...new Set(lines.filter((l) => l.quantity > 0).map((l) => l.volume))].sort((a, b) => a - b);
  const number = new Map(used.map((v, i) => [v, i + 1]));
  return lines
    .filter((l) => l.quantity > 0)
    .map((l) => ({ ...l, volume: number.get(l.volume) as number }))
    .sort((a, b) => a.volume - b.volume);
}

/** The number of non-empty volumes (list column "volumes"). */
export function volumeCount(lines: readonly VolumeLine[]): number {
  return new Set(lines.filter((l) => l.quantity > 0).map((l) => l.volume)).size;
}
