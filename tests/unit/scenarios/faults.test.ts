import { describe, expect, it } from 'vitest';
import { compilePathPattern, compileTopicFilter } from '../../../simulator/http/patterns';
import { FaultSet } from '../../../simulator/plugins/fault-rules';

describe('path patterns', () => {
  it.each([
    ['/api/nps/:code', '/api/nps/NPS-OPEN', true],
    ['/api/nps/:code', '/api/nps/verify/NPS-OPEN', false],
    ['/api/nps/*', '/api/nps/verify/NPS-OPEN', true],
    ['/api/*', '/api', false],
    ['*', '/anything/at/all', true],
    ['/api/orders', '/api/orders/', true],
    ['/api/a.b', '/api/aXb', false],
  ])('%s on %s: %s', (pattern, path, matches) => {
    expect(compilePathPattern(pattern).test(path)).toBe(matches);
  });
});

describe('MQTT topic filters', () => {
  it.each([
    ['wh/+/portal/#', 'wh/c1/portal/p1/evt/read', true],
    ['wh/+/portal/#', 'wh/c1/portal', true],
    ['wh/+/portal/#', 'wh/c1/light/l1/state', false],
    ['wh/+/+/+/state', 'wh/c1/light/l1/state', true],
    ['#', 'wh/anything', true],
    ['wh/c1/light/l1/state', 'wh/c1/light/l1/state', true],
    ['wh/c1/light/l1/state', 'wh/c1/light/l1/state/x', false],
  ])('%s on %s: %s', (filter, topic, matches) => {
    expect(compileTopicFilter(filter).test(topic)).toBe(matches);
  });
});

describe('FaultSet', () => {
  it('combines the rules that fire: delays add up, the first status wins, a drop beats a later status', () => {
    const set = new FaultSet();
    set.add({ path: '/api/*', delay: { kind: 'fixed', ms: 10 } });
    set.add({ path: '/api/x', status: 503 });
    set.add({ path: '/api/x', delay: { kind: 'fixed', ms: 5 }, status: 500 });
    expect(set.forRequest('GET', '/api/x')).toMatchObject({
      rules: ['f1', 'f2', 'f3'],
      delayMs: 15,
      status: 503,
      drop: false,
      effects: ['delay 10ms', 'status 503', 'delay 5ms'],
    });
    expect(set.forRequest('GET', '/api/y')).toMatchObject({ rules: ['f1'], delayMs: 10, drop: false });
    expect(set.forRequest('GET', '/other')).toBeNull();
  });

  it('matches a route pattern given as the route itself', () => {
    const set = new FaultSet();
    set.add({ method: 'PUT', path: '/api/nps/:code', drop: true });
    expect(set.forRequest('PUT', '/api/nps/NPS-OPEN', '/api/nps/:code')?.drop).toBe(true);
    expect(set.forRequest('GET', '/api/nps/NPS-OPEN', '/api/nps/:code')).toBeNull();
  });

  it('samples delays from the seeded PRNG: same seed, same delays, within bounds', () => {
    const delays = (seed: number) => {
      const set = new FaultSet();
      set.add({ path: '*', delay: { kind: 'lognormal', medianMs: 100, sigma: 0.8, maxMs: 400 }, seed });
      return Array.from({ length: 50 }, () => set.forRequest('GET', '/x')?.delayMs ?? -1);
    };
    const a = delays(3);
    expect(a).toEqual(delays(3));
    expect(a).not.toEqual(delays(4));
    expect(Math.max(...a)).toBeLessThanOrEqual(400);
    expect(Math.min(...a)).toBeGreaterThan(0);
    const sorted = [...a].sort((x, y) => x - y);
    expect(sorted[25]).toBeGreaterThan(50);
    expect(sorted[25]).toBeLessThan(200);
  });

  it('exports the rules as given and imports them with fresh counters', () => {
    const set = new FaultSet();
    set.add({ path: '/api/*', status: 500, first: 1 });
    expect(set.forRequest('GET', '/api/a')?.status).toBe(500);
    expect(set.forRequest('GET', '/api/a')).toBeNull();
    const copy = new FaultSet();
    copy.import(set.export());
    expect(copy.forRequest('GET', '/api/a')?.status).toBe(500);
    expect(copy.list()).toEqual([expect.objectContaining({ id: 'f1', seen: 1, fired: 1 })]);
  });
});
