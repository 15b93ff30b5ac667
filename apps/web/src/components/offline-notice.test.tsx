import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { OfflineNotice } from './offline-notice';

const goOffline = (offline: boolean) => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
};

afterEach(() => vi.restoreAllMocks());

describe('OfflineNotice', () => {
  it('says so while the browser is offline, and clears once it is back online', () => {
    renderWithProviders(<OfflineNotice />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();

    goOffline(true);
    expect(screen.getByRole('status')).toHaveTextContent(/^You are offline\./);

    goOffline(false);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('says so at once when the page opens offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderWithProviders(<OfflineNotice />);
    expect(screen.getByRole('status')).toHaveTextContent(/^You are offline\./);
  });
});
