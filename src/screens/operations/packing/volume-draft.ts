import { applyVolumeMove, renumberVolumes, type VolumeMove } from '../../../domain/packing-volumes';
import type { PackingItem, PackingVolumeLine } from '../../../services/operations.types';

// The packing detail edits the volumes of each order locally (a draft), checks every move with the
// packing-item machine, and saves them all at once (PUT /packing/:id?origin=web, its body built by
// services/packing.api.ts). Pure helpers.

/** Draft lines of every order of a packing, by order (item) id. */
export type VolumeDrafts = Record<string, PackingVolumeLine[]>;

export const draftsOf = (items: readonly PackingItem[]): VolumeDrafts =>
  Object.fromEntries(items.map((item) => [item.id, item.volumes.map((l) => ({ ...l }))]));

/** Applies an allowed move (the domain's rule); the new line keeps the source line's order,
 * barcode and description (`applyVolumeMove` copies the source line). */
export const moveInDraft = (lines: readonly PackingVolumeLine[], move: VolumeMove): PackingVolumeLine[] =>
  applyVolumeMove(lines, move) as PackingVolumeLine[];

/** The volume numbers of an order: the ones holding something plus the ones opened (empty), sorted. */
export function volumeNumbers(lines: readonly PackingVolumeLine[], opened: readonly number[] = []): number[] {
  return [...new Set([1, ...lines.filter((l) => l.quantity > 0).map((l) => l.volume), ...opened])].sort(
    (a, b) => a - b,
  );
}

/** The next volume number of an order. */
export const nextVolume = (lines: readonly PackingVolumeLine[], opened: readonly number[] = []) =>
  Math.max(...volumeNumbers(lines, opened)) + 1;

/** The volume a move goes into by default: the highest volume, or a new volume 2 when only the
 * unpacked volume 1 exists (moving inside volume 1 is refused, doc 3 §5). */
export function defaultTarget(lines: readonly PackingVolumeLine[], opened: readonly number[] = []): number {
  const highest = Math.max(...volumeNumbers(lines, opened));
  return highest > 1 ? highest : 2;
}

const key = (l: PackingVolumeLine) => `${l.order}|${l.orderItem}|${l.volume}`;
const normal = (lines: readonly PackingVolumeLine[]) =>
  lines
    .filter((l) => l.quantity > 0)
    .map((l) => `${key(l)}=${l.quantity}`)
    .sort()
    .join(';');

/** Whether the drafts differ from the record's stored volumes. */
export function isDirty(items: readonly PackingItem[], drafts: VolumeDrafts): boolean {
  return items.some(
    (item) => drafts[item.id] !== undefined && normal(item.volumes) !== normal(drafts[item.id]),
  );
}

/** How finalizing renumbers an order's volumes (doc 3 §4): [old, new] for each volume whose number
 * changes. */
export function renumbering(lines: readonly PackingVolumeLine[]): Array<[number, number]> {
  const before = [...new Set(lines.filter((l) => l.quantity > 0).map((l) => l.volume))].sort((a, b) => a - b);
  const after = new Set(renumberVolumes(lines).map((l) => l.volume));
  return before
    .map((v, i): [number, number] => [v, i + 1])
    .filter(([from, to]) => from !== to && after.has(to));
}
