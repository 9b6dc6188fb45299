import { describe, expect, it } from 'vitest';
import { pickConfirmationBody } from '../../../src/services/picking.api';

describe('pickConfirmationBody', () => {
  it('groups the rows by order with position id, sku and quantity', () => {
    const row = (id: string, position: string | null) => ({
      id,
      position: position ? { id: position, code: `P-${position}` } : null,
      product: { sku: `S${id}`, description: '', barcode: null },
    });
    const body = pickConfirmationBody(
      [
        { item: { order: { id: 'o1', orderNumber: '1', items: [] } }, row: row('r1', 'p1'), quantity: 2 },
        { item: { order: { id: 'o2', orderNumber: '2', items: [] } }, row: row('r2', null), quantity: 1 },
        { item: { order: { id: 'o1', orderNumber: '1', items: [] } }, row: row('r3', 'p3'), quantity: 4 },
      ],
      'u1',
    );
    expect(body).toEqual({
      user: 'u1',
      orders: [
        {
          order: 'o1',
          items: [
            { id: 'r1', position: 'p1', product: 'Sr1', quantity: 2 },
            { id: 'r3', position: 'p3', product: 'Sr3', quantity: 4 },
          ],
        },
        { order: 'o2', items: [{ id: 'r2', position: null, product: 'Sr2', quantity: 1 }] },
      ],
    });
  });
});
