import { describe, expect, it } from 'vitest';
import {
  positionRefusal,
  positionRefusalReason,
  positionUsable,
} from '../../src/domain/position-availability';

const free = { code: 'A-01', inInventory: false, type: 'STORAGE' as const, isActive: true, isVirtual: false };
const USES = ['store', 'takeFrom', 'moveFrom', 'moveTo', 'delete', 'inventory'] as const;

describe('positionRefusalReason (doc 3 §4)', () => {
  it('lets a free active storage position be used for everything', () => {
    for (const use of USES) expect(positionRefusalReason(free, use)).toBeNull();
  });
  it('blocks a position in inventory everywhere', () => {
    for (const use of USES)
      expect(positionRefusalReason({ ...free, inInventory: true }, use)).toBe('inInventory');
  });
  it('refuses to inventory a virtual position, but lets it be picked from', () => {
    expect(positionRefusalReason({ ...free, isVirtual: true }, 'inventory')).toBe('virtual');
    expect(positionRefusalReason({ ...free, isVirtual: true }, 'takeFrom')).toBeNull();
  });
  it('refuses to store into a picking or inactive position', () => {
    expect(positionRefusalReason({ ...free, type: 'PICKING' }, 'store')).toBe('notStorable');
    expect(positionRefusalReason({ ...free, isActive: false }, 'moveTo')).toBe('notStorable');
    expect(positionRefusalReason({ ...free, isActive: false }, 'moveFrom')).toBeNull();
  });
  it('says why in words, and the screens ask the same rule', () => {
    expect(positionRefusal({ ...free, inInventory: true }, 'moveFrom')).toBe(
      'Position A-01 is in inventory and cannot be chosen',
    );
    expect(positionUsable(free, 'store')).toBe(true);
  });
});
