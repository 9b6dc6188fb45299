import { round2 } from './operation-rules';
import { sameCode } from './scan-match';

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

/** The lines (outside `target`) holding `barcode`. */
export function sourcesOf(lines: readonly VolumeLine[], barcode: string, target: number): VolumeLine[] {
  return lines.filter((l) => l.volume !== target && l.quantity > 0 && sameCode(l.barcode, barcode));
}

/** The volumes (other than `target`) holding `barcode`, with the quantity of it each holds. */
export function sourceVolumes(
  lines: readonly VolumeLine[],
  barcode: string,
  target: number,
): Array<{ volume: number; quantity: number }> {
  const byVolume = new Map<number, number>();
  for (const l of sourcesOf(lines, barcode, target))
    byVolume.set(l.volume, round2((byVolume.get(l.volume) ?? 0) + l.quantity));
  return [...byVolume]
    .map(([volume, quantity]) => ({ volume, quantity }))
    .sort((a, b) => a.volume - b.volume);
}

/** doc 3 §5: the barcode must be in another volume; a volume must be chosen when it is in several;
 * the quantity must be nonzero and at most the source volume's ("cannot be greater than"). */
export function volumeMoveProblem(lines: readonly VolumeLine[], move: VolumeMove): VolumeMoveProblem | null {
  if (!Number.isInteger(move.target) || move.target < 1) return 'invalidTarget';
  const volumes = sourceVolumes(lines, move.barcode, move.target);
  if (volumes.length === 0) return 'barcodeNotInOtherVolume';
  const chosen = move.source === undefined || move.source === null ? null : move.source;
  if (chosen === null && volumes.length > 1) return 'chooseSourceVolume';
  const source = chosen === null ? volumes[0] : volumes.find((v) => v.volume === chosen);
  if (!source) return 'barcodeNotInOtherVolume';
  if (!Number.isFinite(move.quantity) || move.quantity <= 0) return 'quantityRequired';
  if (round2(move.quantity) > source.quantity) return 'quantityTooHigh';
  return null;
}

/** Applies an allowed move: the quantity leaves the source volume (its lines of that barcode in
 * order) and joins the target's line of the same order item. Empty lines are dropped. */
export function applyVolumeMove(lines: readonly VolumeLine[], move: VolumeMove): VolumeLine[] {
  const from = move.source ?? sourceVolumes(lines, move.barcode, move.target)[0]?.volume;
  let left = round2(move.quantity);
  let next = lines.map((l) => ({ ...l }));
  for (const source of next) {
    if (left <= 0) break;
    if (source.volume !== from || source.quantity <= 0 || !sameCode(source.barcode, move.barcode)) continue;
    const taken = Math.min(left, source.quantity);
    left = round2(left - taken);
    source.quantity = round2(source.quantity - taken);
    const into = next.find((l) => l.volume === move.target && l.orderItem === source.orderItem);
    if (into) into.quantity = round2(into.quantity + taken);
    else next = [...next, { ...source, volume: move.target, quantity: taken }];
  }
  return next.filter((l) => l.quantity > 0);
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
