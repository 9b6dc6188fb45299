// The values at the edges the fuzz puts in requests (issue 18): odd strings, numbers, path
// segments, bodies that are not JSON, wrong content types.

/** Strings a tester's data holds at the edges. */
export const ODD_STRINGS: readonly string[] = [
  '',
  ' ',
  'x'.repeat(10_240),
  'ação çñ 数据 🚚 \u{1F600}',
  '\u0000\u0001\u001f\u007f',
  '\u202e\u200b\ufeff',
  '\ud800',
  '2026-02-30',
  '2026-13-01T25:61:00Z',
  '0000-00-00',
  '../../etc/passwd',
  'a%00b',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '{{7*7}}',
  '-1',
  '1e309',
  'ord-0',
  'USR-999999999',
];

/** Numbers at the edges (JSON cannot carry NaN or Infinity: those are in NOT_JSON). */
export const ODD_NUMBERS: readonly number[] = [
  -1,
  0,
  -0,
  0.5,
  -1e308,
  1e308,
  2 ** 53 + 1,
  -(2 ** 31),
  2 ** 32,
];

/** Values of every JSON type, for a field that must hold another one. */
export const ANY_TYPE: readonly unknown[] = [
  'text',
  12345,
  -1,
  true,
  null,
  {},
  [],
  [1, 'a'],
  { a: { b: 1 } },
];

/** Path segments a client must not get through. */
export const ODD_SEGMENTS: readonly string[] = [
  '..',
  '%2e%2e',
  '..%2f..%2fetc',
  '%00',
  'a%00b',
  '%zz',
  '%',
  '%F0%9F%9A%9A',
  '%E2%80%AE',
  '%20',
  '-1',
  '0',
  '99999999999999999999999',
  'x'.repeat(300),
];

export const NOT_JSON: readonly string[] = [
  'not json',
  '{"a":',
  '[1, 2',
  '{"quantity": NaN}',
  '{"quantity": Infinity}',
  "{'single': 'quotes'}",
  '\u0000',
  '{"__proto__": {"polluted": true}}',
  '{"constructor": {"prototype": {"polluted": true}}}',
];

export const WRONG_CONTENT_TYPES: readonly string[] = [
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz',
  'multipart/form-data',
  'application/json; charset=utf-16',
  'x/y',
];

/** Bigger than any body limit (simulator/README.md "Limits"). */
export const HUGE_BODY_BYTES = 5 * 1024 * 1024;
