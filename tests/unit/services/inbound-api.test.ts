import { describe, expect, it } from 'vitest';
import { partialReadBody } from '../../../src/services/inbound.api';

describe('partialReadBody (doc 3 §7, §9)', () => {
  it('sends the user and one order with volumes "1" and the quantities read', () => {
    const items = [{ id: 'oi1', quantity: 2 }];
    expect(partialReadBody({ inboundId: 'in1', orderId: 'o1', items }, 'u1')).toEqual({
      user: 'u1',
      orders: [{ order: 'o1', volumes: '1', items }],
    });
  });
});
