import { describe, expect, it } from 'vitest';
import {
  countItems,
  EMPTY_DRAFT,
  readCode,
  setQuantity,
  totalRead,
} from '../../src/screens/inventory/count-draft';

// The scanner count (issue 13): each read adds one, a typed quantity overrides; a change makes a
// new object for its line only (memoised rows of the others keep theirs).
describe('count draft', () => {
  it('adds one per read and overrides with a typed quantity', () => {
    let d = readCode(EMPTY_DRAFT, 'A');
    d = readCode(d, 'B');
    const b = d.lines[1];
    d = readCode(d, 'A');
    expect(d.lines).toEqual([
      { code: 'A', quantity: 2 },
      { code: 'B', quantity: 1 },
    ]);
    expect(d.lines[1]).toBe(b);
    d = setQuantity(d, 'B', 7.456);
    expect(d.lines[1]).toEqual({ code: 'B', quantity: 7.46 });
    expect(setQuantity(d, 'Z', 3)).toBe(d);
    expect(totalRead(d)).toBe(9.46);
    expect(countItems(d, false)[0]).toEqual({ barcode: 'A', countRealized: 2 });
    expect(countItems(d, true)[0]).toEqual({ rfidcode: 'A', countRealized: 2 });
  });
});
