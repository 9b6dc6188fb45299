import { describe, expect, it } from 'vitest';
import type { PackingVolumeLine } from '../../../src/services/operations.types';
import { saveVolumesBody } from '../../../src/services/packing.api';

const line = (volume: number, orderItem: string, quantity: number, order = 'o1'): PackingVolumeLine => ({
  volume,
  orderItem,
  quantity,
  order,
  barcode: `B-${orderItem}`,
  description: `Product ${orderItem}`,
});

describe('saveVolumesBody (doc 3 §7 PUT /packing/:id?origin=web)', () => {
  it('groups the lines by volume over every order, empty lines left out', () => {
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
});
