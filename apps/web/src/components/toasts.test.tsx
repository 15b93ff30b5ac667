import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '@/lib/notify';
import { renderWithProviders } from '@/testing/render';

describe('Toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a failure with its reason, announced, and hides it after two seconds', () => {
    renderWithProviders(<p>Page</p>);
    act(() => void notify.error('Error submitting task', 'Campaign is closed'));

    const toast = screen.getByRole('alert');
    expect(toast).toHaveTextContent('Error submitting task');
    expect(toast).toHaveTextContent('Campaign is closed');
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('stays while the pointer rests on it, and closes from its named button', () => {
    renderWithProviders(<p>Page</p>);
    act(() => void notify.success('Profile saved'));

    fireEvent.mouseEnter(screen.getByRole('alert'));
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByRole('alert')).toHaveTextContent('Profile saved');

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('stays while the focus is on its close button, and goes two seconds after the focus leaves', () => {
    renderWithProviders(<button type="button">Elsewhere</button>);
    act(() => void notify.error('Error submitting task'));

    act(() => screen.getByRole('button', { name: 'Close' }).focus());
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByRole('alert')).toHaveTextContent('Error submitting task');

    act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus());
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
