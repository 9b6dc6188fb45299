import { describe, expect, it } from 'vitest';
import { DEMO_DOCUMENTS } from '../../../simulator/seed/demo/companies';
import { demoLayout } from '../../../simulator/seed/demo/positions';
import { registerStock } from '../../../simulator/seed/demo/register-stock';
import { createPrng } from '../../../simulator/seed/prng';
import { SIZE_PROFILES } from '../../../simulator/seed/sizes';

// issue 12 "Seed data large enough to need the filters (hundreds of products and positions across
// two warehouses and the subsidiaries)", for the sizes above demo.
describe('register stock seed', () => {
  const { warehouses } = demoLayout();
  const extra = registerStock(createPrng(13), warehouses);

  it('is added by every size but demo', () => {
    expect(SIZE_PROFILES.demo.registerStock).toBe(false);
    expect(SIZE_PROFILES.large.registerStock).toBe(true);
  });

  it('gives the principal hundreds of products and positions over its two warehouses, and the subsidiaries more', () => {
    const principal = extra.positions.filter((p) => p.companyDocument === DEMO_DOCUMENTS.principal);
    expect(principal.length).toBeGreaterThanOrEqual(200);
    expect(new Set(principal.map((p) => p.warehouseId)).size).toBe(2);
    expect(
      extra.products.filter((p) => p.companyDocument === DEMO_DOCUMENTS.principal).length,
    ).toBeGreaterThanOrEqual(200);
    for (const sub of [DEMO_DOCUMENTS.subsidiary1, DEMO_DOCUMENTS.subsidiary2]) {
      expect(extra.positions.filter((p) => p.companyDocument === sub).length).toBeGreaterThanOrEqual(100);
      expect(extra.products.filter((p) => p.companyDocument === sub).length).toBeGreaterThanOrEqual(100);
    }
  });

  it('keeps ids and position codes unique, and stock in the product’s own company', () => {
    expect(new Set(extra.positions.map((p) => p.id)).size).toBe(extra.positions.length);
    expect(new Set(extra.products.map((p) => p.id)).size).toBe(extra.products.length);
    const codes = extra.positions.map((p) => `${p.warehouseId} ${p.code}`);
    expect(new Set(codes).size).toBe(codes.length);
    const positionOf = new Map(extra.positions.map((p) => [p.id, p]));
    for (const item of extra.positionItems) {
      const product = extra.products.find((p) => p.id === item.productId);
      expect(positionOf.get(item.positionId)?.companyDocument).toBe(product?.companyDocument);
    }
  });

  it('holds the stock invariant: a product’s quantity is the sum of its position items', () => {
    for (const product of extra.products) {
      const held = extra.positionItems
        .filter((i) => i.productId === product.id)
        .reduce((s, i) => s + i.quantity, 0);
      expect(product.quantity).toBe(held);
      expect(product.balance).toBe(held);
    }
    expect(extra.products.some((p) => p.quantity === 0)).toBe(true);
  });
});
