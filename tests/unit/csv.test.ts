import { describe, expect, it } from 'vitest';
import { readCsvLines } from '../../src/domain/csv';

// The one CSV reader (papaparse) behind the order import (doc 1 §5) and the device import (doc 3 §2).

describe('readCsvLines', () => {
  it('detects , ; or tab, drops a BOM and reads CRLF files', () => {
    expect(readCsvLines('a,b\n1,2').map((l) => l.cells)).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    expect(readCsvLines('\uFEFFa;b\r\n1;2\r\n').map((l) => l.cells)).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    expect(readCsvLines('a\tb\n1\t2').map((l) => l.cells)).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it('honours quotes and tells the line each row starts on', () => {
    expect(readCsvLines('a;b\n"x\ny";"say ""hi"""\n\nz;"1;2"\n')).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['x\ny', 'say "hi"'] },
      { line: 4, cells: [''] },
      { line: 5, cells: ['z', '1;2'] },
    ]);
  });

  it('leaves comment and empty lines out of the delimiter guess', () => {
    const lines = readCsvLines('# a, b, c, d\n\nid;street\nL-1;A', { comments: '#' });
    expect(lines.map((l) => l.cells)).toEqual([['# a, b, c, d'], [''], ['id', 'street'], ['L-1', 'A']]);
  });

  it('an empty file has no rows', () => {
    expect(readCsvLines('')).toEqual([]);
  });
});
