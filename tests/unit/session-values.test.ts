import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_SESSION, MAX_SESSIONS, SessionValues } from '../../simulator/store/session-values';

// DESIGN §5: state is isolated per x-sim-session; the sessions of workers that went away are dropped
// (least recently used first), the default session never.

describe('SessionValues', () => {
  it('makes a value on first use and keeps answering it', () => {
    const values = new SessionValues<{ n: number }>();
    const first = values.of('w1', () => ({ n: 1 }));
    expect(values.of('w1', () => ({ n: 2 }))).toBe(first);
  });

  it('drops the least recently used session past the limit, never the default one', () => {
    const evicted = vi.fn();
    const values = new SessionValues<{ session: string }>(evicted);
    values.set(DEFAULT_SESSION, { session: DEFAULT_SESSION });
    for (let i = 0; i < MAX_SESSIONS; i++) values.set(`w${i}`, { session: `w${i}` });
    values.get('w0'); // used again: w1 is now the oldest
    values.set('one more', { session: 'one more' });
    expect(evicted).toHaveBeenCalledTimes(1);
    expect(evicted).toHaveBeenCalledWith({ session: 'w1' });
    expect(values.get('w0')).toBeDefined();
    expect(values.get(DEFAULT_SESSION)).toEqual({ session: DEFAULT_SESSION });
    expect(values.values()).toHaveLength(MAX_SESSIONS + 1);
  });

  it('replacing a value is no eviction', () => {
    const evicted = vi.fn();
    const values = new SessionValues<{ n: number }>(evicted);
    values.set('w', { n: 1 });
    values.set('w', { n: 2 });
    expect(evicted).not.toHaveBeenCalled();
    expect(values.get('w')).toEqual({ n: 2 });
  });
});
