import { describe, expect, it } from 'vitest';
import { configFromEnv, recordTarget } from '../../../simulator/server/config';

// `npm start -- --record <base URL>` (issue 29): scripts/start.mjs passes its arguments on.
describe('--record', () => {
  it('takes a base URL after the flag or with =, without its trailing slash', () => {
    expect(recordTarget(['--record', 'https://platform.example/'])).toBe('https://platform.example');
    expect(recordTarget(['--record=http://10.0.0.2:8080'])).toBe('http://10.0.0.2:8080');
    expect(recordTarget([])).toBeNull();
    expect(configFromEnv({}, ['--record', 'http://p.example']).record).toBe('http://p.example');
  });

  it.each([[['--record']], [['--record', 'ftp://p.example']], [['--record=platform.example']]])(
    'refuses %j with a message naming the flag',
    (argv) => {
      expect(() => recordTarget(argv)).toThrow(/--record needs the base URL/);
    },
  );
});
