import { describe, expect, it } from 'vitest';
import {
  brandText,
  canRemoveAttribute,
  canViewAttributes,
  canViewPositions,
  cutLabel,
  editedField,
  normalizeProduct,
  positionItemPatch,
  productDeleteRefusal,
} from '../../src/domain/product-register';

// doc 3 §2 Products row actions and brand, §2 Stock chart labels, §5 Product form, Attribute form,
// Stock inline edits: each rule both ways.
describe('product register rules', () => {
  it('enables positions only with stock and attributes only when there are some', () => {
    expect(canViewPositions({ quantity: 0 })).toBe(false);
    expect(canViewPositions({ quantity: 0.5 })).toBe(true);
    expect(canViewAttributes({ attributeCount: 0 })).toBe(false);
    expect(canViewAttributes({ attributeCount: 2 })).toBe(true);
  });

  it('removes an attribute only when more than one remains; deletes a product only without stock', () => {
    expect(canRemoveAttribute(1)).toBe(false);
    expect(canRemoveAttribute(2)).toBe(true);
    expect(productDeleteRefusal({ quantity: 0, quantityVirtual: 0 })).toBeNull();
    expect(productDeleteRefusal({ quantity: 0, quantityVirtual: 3 })).toBe('hasStock');
  });

  it('shows N/A for an empty brand and cuts chart labels at 10 characters', () => {
    expect(brandText(null)).toBe('N/A');
    expect(brandText(' ')).toBe('N/A');
    expect(brandText('ACME')).toBe('ACME');
    expect(cutLabel('A-01-1-1')).toBe('A-01-1-1');
    expect(cutLabel('ABCDEFGHIJKL')).toBe('ABCDEFGHIJ');
  });

  it('upper-cases sku and barcode and blanks empty optionals', () => {
    const p = normalizeProduct({
      sku: ' ab-1 ',
      description: 'x',
      manufactorDocument: '1',
      price: 1.005,
      barcode: 'zz',
      brand: ' ',
    });
    expect(p).toMatchObject({ sku: 'AB-1', barcode: 'ZZ', brand: null, un: 'UN', isActive: true });
  });

  it('takes exactly one non-empty inline edit', () => {
    expect(editedField({ serviceTag: 'ST-1' })).toBe('serviceTag');
    expect(editedField({ serviceTag: 'ST-1', padlock: 'P' })).toBeNull();
    expect(editedField({})).toBeNull();
    expect(
      positionItemPatch({ responsible: '  ' }) instanceof Error ||
        'summary' in Object(positionItemPatch({ responsible: '  ' })),
    ).toBe(true);
    expect(positionItemPatch({ status: 'INACTIVE' })).toEqual({ status: 'INACTIVE' });
  });
});
