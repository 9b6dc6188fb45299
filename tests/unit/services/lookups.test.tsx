// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cnpjKey, postalKey, useDebouncedLookup } from '../../../src/services/lookups';
import { queryWrapper } from './query-wrapper';

// doc 1 §5, §9 / doc 2 §5: 8-digit postal codes and valid 14-digit CNPJs are looked up 300 ms
// after the last change; a key that stops being complete clears what the lookup filled.

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

describe('lookup keys', () => {
  it('postal codes need 8 digits, CNPJs 14 valid digits', () => {
    expect(postalKey('80010-000')).toBe('80010000');
    expect(postalKey('8001')).toBeNull();
    expect(cnpjKey('11.222.333/0001-81')).toBe('11222333000181');
    expect(cnpjKey('11.222.333/0001-80')).toBeNull();
    expect(cnpjKey('52998224725')).toBeNull();
  });
});

describe('useDebouncedLookup', () => {
  it('looks up after the debounce, fills, and clears when the key goes away', async () => {
    const fetcher = vi.fn(async (key: string) => ({ street: `street of ${key}` }));
    const onFound = vi.fn();
    const onCleared = vi.fn();
    const { result, rerender } = renderHook(
      ({ key }) =>
        useDebouncedLookup(key, null, { name: 'test', fetcher, delayMs: 300 }, { onFound, onCleared }),
      { initialProps: { key: null as string | null }, wrapper: queryWrapper() },
    );
    rerender({ key: '80010000' });
    await advance(299);
    expect(fetcher).not.toHaveBeenCalled();
    await advance(1);
    expect(onFound).toHaveBeenCalledWith({ street: 'street of 80010000' }, '80010000');
    expect(result.current.status).toBe('found');
    expect(result.current.resolved).toBe('80010000');
    rerender({ key: null });
    expect(onCleared).toHaveBeenCalledTimes(1);
    expect(result.current.status).toBe('idle');
  });

  it('the initial key counts as looked up; an unknown key clears and says not found', async () => {
    const fetcher = vi.fn(async () => {
      throw new Error('404');
    });
    const onFound = vi.fn();
    const onCleared = vi.fn();
    const { result, rerender } = renderHook(
      ({ key }) =>
        useDebouncedLookup(key, '11111111', { name: 'test', fetcher, delayMs: 300 }, { onFound, onCleared }),
      { initialProps: { key: '11111111' as string | null }, wrapper: queryWrapper() },
    );
    await advance(500);
    expect(fetcher).not.toHaveBeenCalled();
    rerender({ key: '22222222' });
    await advance(300);
    expect(onCleared).toHaveBeenCalledTimes(1);
    expect(result.current.status).toBe('notFound');
    expect(onFound).not.toHaveBeenCalled();
  });
});
