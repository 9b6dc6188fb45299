import { describe, expect, it } from 'vitest';
import { call, expectStatus, NEW_ORDER, tokenFor } from './orders-helpers';
import { SimClient, simulator } from './sim-client';

// issue 17 "Lists in SQL": GET /orders reuses a filter's total for its next pages until a write
// (simulator/store/data-version.ts); the total the console shows after a write is the new one.
const app = simulator();
const RANGE = 'dates=2024-01-01T2025-12-31';

describe('GET /orders total after POST /orders', () => {
  it('counts the created order on the next page asked', async () => {
    const sim = new SimClient(app);
    const token = await tokenFor(sim, 'admin');
    const total = async (page: number) =>
      expectStatus(await call(sim, token, 'GET', `/api/orders?${RANGE}&filter=type|NEW&page=${page}`), 200)
        .total as number;
    const before = await total(1);
    expect(await total(2)).toBe(before);
    expectStatus(await call(sim, token, 'POST', '/api/orders', NEW_ORDER), 201);
    expect(await total(2)).toBe(before + 1);
    expect(await total(1)).toBe(before + 1);
  });
});
