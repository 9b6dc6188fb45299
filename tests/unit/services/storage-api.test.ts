import { describe, expect, it } from 'vitest';
import {
  bulkConfirmBody,
  leftLineShort,
  lineConfirmBody,
  quantityEditBody,
} from '../../../src/services/storage.api';

describe('storage bodies (doc 3 §5, §7)', () => {
  it('confirms the chosen lines grouped by order, with the user and action null', () => {
    const body = bulkConfirmBody(
      [
        { orderId: 'o1', lineId: 'l1', positionId: 'p1', quantity: 2 },
        { orderId: 'o2', lineId: 'l2', positionId: 'p2', quantity: 1 },
        { orderId: 'o1', lineId: 'l3', positionId: 'p1', quantity: 4 },
      ],
      'u1',
    );
    expect(body).toEqual({
      user: 'u1',
      action: null,
      orders: [
        {
          order: 'o1',
          items: [
            { id: 'l1', quantity: 2, position: 'p1' },
            { id: 'l3', quantity: 4, position: 'p1' },
          ],
        },
        { order: 'o2', items: [{ id: 'l2', quantity: 1, position: 'p2' }] },
      ],
    });
  });

  it('names the order item of one line: with position and quantity, or the typed quantity', () => {
    const target = { storageId: 's1', itemId: 'i1', lineId: 'l1' };
    expect(lineConfirmBody({ ...target, positionId: 'p1', quantity: 2 })).toEqual({
      orderItem: 'l1',
      position: 'p1',
      quantity: 2,
    });
    expect(quantityEditBody({ ...target, quantity: '3,5' })).toEqual({ orderItem: 'l1', quantity: '3,5' });
  });
});

describe('a line confirm that left the line short (doc 3 §4: OCCURRENCE)', () => {
  const answer = (status: string) => ({
    message: 'ok',
    record: {
      items: [
        {
          id: 'i1',
          order: {
            items: [
              { id: 'l1', status },
              { id: 'l2', status: 'DONE' },
            ],
          },
        },
      ],
    },
  });
  it('is told by the line status in the answer', () => {
    expect(leftLineShort(answer('OCCURRENCE'), { itemId: 'i1', lineId: 'l1' })).toBe(true);
    expect(leftLineShort(answer('DONE'), { itemId: 'i1', lineId: 'l1' })).toBe(false);
    expect(leftLineShort(answer('OCCURRENCE'), { itemId: 'i1', lineId: 'l2' })).toBe(false);
    expect(leftLineShort({ message: 'no record' }, { itemId: 'i1', lineId: 'l1' })).toBe(false);
  });
});
