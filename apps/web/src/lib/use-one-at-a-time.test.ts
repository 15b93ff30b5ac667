import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useOneAtATime } from './use-one-at-a-time';

describe('useOneAtATime', () => {
  it('ignores calls while one is under way, and takes the next one after it', async () => {
    let finish: () => void = () => undefined;
    const action = vi.fn(
      (_value: string) =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    const { result } = renderHook(() => useOneAtATime(action));

    let first: Promise<void> = Promise.resolve();
    act(() => {
      first = result.current('a');
      void result.current('b');
    });
    expect(action).toHaveBeenCalledTimes(1);
    expect(action).toHaveBeenCalledWith('a');

    await act(async () => {
      finish();
      await first;
    });
    act(() => {
      void result.current('c');
    });
    expect(action).toHaveBeenCalledTimes(2);
    expect(action).toHaveBeenLastCalledWith('c');
  });

  it('takes a new call after a failed one', async () => {
    const action = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue(undefined);
    const { result } = renderHook(() => useOneAtATime(action));

    await act(() => expect(result.current()).rejects.toThrow('down'));
    await act(() => result.current());

    expect(action).toHaveBeenCalledTimes(2);
  });
});
