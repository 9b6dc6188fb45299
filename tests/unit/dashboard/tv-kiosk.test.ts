// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useIdle } from '../../../src/screens/dashboard/tv/tv-kiosk';

// The wall's kiosk (issue 30, src/screens/dashboard/tv/tv-kiosk.ts): idle after `ms` without
// pointer or keyboard, active again on any of them — but not on a pointer "move" that did not move
// (the browser sends one when the layout changes under a resting pointer).
const pointer = (x: number, y: number) => {
  const event = new Event('pointermove') as Event & { screenX: number; screenY: number };
  Object.assign(event, { screenX: x, screenY: y });
  window.dispatchEvent(event);
};

describe('useIdle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('turns idle after the time without input, and back on a key, a press or a move', () => {
    const { result } = renderHook(() => useIdle(8_000));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(7_999));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
    act(() => window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Shift' })));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(8_000));
    act(() => window.dispatchEvent(new Event('pointerdown')));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(8_000));
    act(() => pointer(10, 10));
    expect(result.current).toBe(false);
  });

  it('restarts the wait on each input', () => {
    const { result } = renderHook(() => useIdle(8_000));
    act(() => vi.advanceTimersByTime(6_000));
    act(() => window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' })));
    act(() => vi.advanceTimersByTime(6_000));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(2_000));
    expect(result.current).toBe(true);
  });

  it('does not count a pointer "move" to where the pointer already is', () => {
    const { result } = renderHook(() => useIdle(8_000));
    act(() => pointer(100, 200));
    act(() => vi.advanceTimersByTime(8_000));
    expect(result.current).toBe(true);
    act(() => pointer(100, 200));
    expect(result.current).toBe(true);
    act(() => pointer(101, 200));
    expect(result.current).toBe(false);
  });
});
