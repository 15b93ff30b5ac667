import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNow } from './use-now';

const START = new Date('2026-11-22T10:00:00Z');

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('useNow', () => {
  it('ticks once per interval, and stops when unmounted', () => {
    const { result, unmount } = renderHook(() => useNow(60_000));
    expect(result.current).toEqual(START);

    act(() => vi.advanceTimersByTime(59_999));
    expect(result.current).toEqual(START);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toEqual(new Date(START.getTime() + 60_000));

    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
