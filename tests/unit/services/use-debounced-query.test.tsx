// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedQuery } from '../../../src/services/use-debounced-query';
import { queryWrapper } from './query-wrapper';

// The one debounced ask of the console (doc 1 §9 search 400 ms): the key waits, a superseded call
// is cancelled through the query's signal, clearing the key stops asking at once.

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** Moves the clock; then React renders what the timers changed and the query cache answers. */
const advance = async (ms: number) => {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
};

function setup(queryFn: (key: string, signal: AbortSignal) => Promise<string>, delayMs = 400) {
  return renderHook(
    ({ key }: { key: string | null }) =>
      useDebouncedQuery({ key, delayMs, queryKey: (k) => ['test', k], queryFn }),
    { initialProps: { key: null as string | null }, wrapper: queryWrapper() },
  );
}

describe('useDebouncedQuery', () => {
  it('asks only for the key that stayed unchanged for the delay', async () => {
    const queryFn = vi.fn(async (key: string) => `answer ${key}`);
    const { result, rerender } = setup(queryFn);
    rerender({ key: 'a' });
    await advance(200);
    rerender({ key: 'ab' });
    await advance(399);
    expect(queryFn).not.toHaveBeenCalled();
    await advance(1);
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(queryFn.mock.calls[0][0]).toBe('ab');
    expect(result.current.key).toBe('ab');
    expect(result.current.data).toBe('answer ab');
  });

  it('a null key stops asking at once, without waiting', async () => {
    const queryFn = vi.fn(async (key: string) => `answer ${key}`);
    const { result, rerender } = setup(queryFn);
    rerender({ key: 'a' });
    await advance(400);
    expect(result.current.data).toBe('answer a');
    rerender({ key: null });
    expect(result.current.key).toBeNull();
    expect(result.current.data).toBeUndefined();
    expect(result.current.fetchStatus).toBe('idle');
  });

  it('a delay of 0 asks at once', async () => {
    const queryFn = vi.fn(async (key: string) => `answer ${key}`);
    const { result, rerender } = setup(queryFn, 0);
    rerender({ key: 'a' });
    await advance(0);
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(result.current.data).toBe('answer a');
  });

  it('cancels the call of a key that was replaced while it ran', async () => {
    const signals: AbortSignal[] = [];
    const queryFn = vi.fn(
      (key: string, signal: AbortSignal) =>
        new Promise<string>((resolve) => {
          signals.push(signal);
          setTimeout(() => resolve(`answer ${key}`), 500);
        }),
    );
    const { result, rerender } = setup(queryFn);
    rerender({ key: 'a' });
    await advance(400);
    expect(queryFn).toHaveBeenCalledTimes(1);
    rerender({ key: 'b' });
    await advance(400);
    expect(signals[0].aborted).toBe(true);
    await advance(1000);
    expect(result.current.key).toBe('b');
    expect(result.current.data).toBe('answer b');
  });

  it('askNow asks at once, before the debounce (a scanner types the code and Enter in one burst)', async () => {
    const queryFn = vi.fn(async (key: string) => `answer ${key}`);
    const { result, rerender } = setup(queryFn);
    rerender({ key: 'abc' });
    let answer = '';
    await act(async () => {
      answer = await result.current.askNow('abc');
    });
    expect(answer).toBe('answer abc');
    expect(queryFn).toHaveBeenCalledTimes(1);
  });
});
