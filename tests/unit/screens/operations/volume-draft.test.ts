import { describe, expect, it } from 'vitest';
import {
  defaultTarget,
  isDirty,
  moveInDraft,
  nextVolume,
  renumbering,
  volumeNumbers,
} from '../../../../src/screens/operations/packing/volume-draft';
import type { PackingItem, PackingVolumeLine } from '../../../../src/services/operations.types';
import { saveVolumesBody } from '../../../../src/services/packing.api';

const line = (volume: number, orderItem: string, quantity: number, order = 'o1'): PackingVolumeLine => ({
  volume,
  orderItem,
  quantity,
  order,
  barcode: `B-${orderItem}`,
  description: `Product ${orderItem}`,
});
const item = (id: string, volumes: PackingVolumeLine[]) => ({ id, volumes }) as unknown as PackingItem;

describe('volume drafts', () => {
  const unpacked = [line(1, 'a', 3), line(1, 'b', 2)];

  it('moves a quantity into a new volume, keeping the line description', () => {
    const next = moveInDraft(unpacked, { barcode: 'B-a', quantity: 2, target: 2 });
    expect(next).toContainEqual(line(1, 'a', 1));
    expect(next).toContainEqual(line(2, 'a', 2));
    expect(
      moveInDraft(next, { barcode: 'b-a', quantity: 1, target: 2 }).filter((l) => l.volume === 1),
    ).toEqual([line(1, 'b', 2)]);
  });

  it('lists volumes with the opened empty ones, and picks the default target', () => {
    expect(volumeNumbers(unpacked)).toEqual([1]);
    expect(defaultTarget(unpacked)).toBe(2);
    expect(volumeNumbers(unpacked, [3])).toEqual([1, 3]);
    expect(defaultTarget(unpacked, [3])).toBe(3);
    expect(nextVolume(unpacked, [3])).toBe(4);
  });

  it('is dirty only when quantities per volume changed', () => {
    const items = [item('i1', unpacked)];
    expect(isDirty(items, { i1: [...unpacked].reverse() })).toBe(false);
    expect(isDirty(items, { i1: moveInDraft(unpacked, { barcode: 'B-b', quantity: 1, target: 2 }) })).toBe(
      true,
    );
  });

  it('builds the save body (services/packing.api.ts) grouped by volume over every order', () => {
    const body = saveVolumesBody(
      { i1: [line(2, 'a', 3), line(1, 'b', 2)], i2: [line(2, 'c', 1, 'o2'), line(1, 'd', 0, 'o2')] },
      'u1',
    );
    expect(body).toEqual({
      user: 'u1',
      volumes: [
        { volume: 1, items: [{ orderItemId: 'b', quantity: 2, orderId: 'o1' }] },
        {
          volume: 2,
          items: [
            { orderItemId: 'a', quantity: 3, orderId: 'o1' },
            { orderItemId: 'c', quantity: 1, orderId: 'o2' },
          ],
        },
      ],
    });
  });

  it('tells how finalizing renumbers the non-empty volumes from 1', () => {
    expect(renumbering([line(2, 'a', 3), line(4, 'b', 2)])).toEqual([
      [2, 1],
      [4, 2],
    ]);
    expect(renumbering([line(1, 'a', 3), line(3, 'b', 2)])).toEqual([[3, 2]]);
    expect(renumbering([line(1, 'a', 3)])).toEqual([]);
  });
});
