import { Button } from '@mantine/core';
import { act, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OfflineNotice } from '@/components/offline-notice';
import { notify } from '@/lib/notify';
import { renderWithProviders } from '@/testing/render';

/** A 375 × 812 phone. */
const SCREEN_HEIGHT = 812;
/** Where the stylesheet puts the toasts (jsdom lays nothing out): at the bottom-left, across a phone. */
const TOASTS_AT_THE_BOTTOM = new DOMRect(16, SCREEN_HEIGHT - 16 - 48, 343, 48);

/** Lays the page out: the button Save at `buttonBox`, the offline notice at `noticeBox`, the toasts at the bottom. */
function layOut(buttonBox: DOMRect, noticeBox = new DOMRect(16, SCREEN_HEIGHT - 16 - 60, 343, 60)) {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    if (this.matches('button')) return buttonBox;
    if (this.matches('[data-offline]')) return noticeBox;
    return TOASTS_AT_THE_BOTTOM;
  });
}

function SaveForm() {
  return <Button onClick={() => notify.success('Profile saved')}>Save</Button>;
}

const toastStack = () => screen.getAllByRole('alert')[0]?.parentElement;
const lift = () => toastStack()?.style.getPropertyValue('--toasts-lift');

describe('where toasts show', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('at the bottom-left where nothing is under them, announced', async () => {
    layOut(new DOMRect(16, 90, 70, 36));
    renderWithProviders(<SaveForm />);

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Profile saved');
    expect(lift()).toBe('');
  });

  it('above a Save at the foot of a phone’s screen, pressed or typed in, so it stays in sight', async () => {
    const save = new DOMRect(16, SCREEN_HEIGHT - 12 - 36, 343, 36);
    layOut(save);
    renderWithProviders(<SaveForm />);

    screen.getByRole('button', { name: 'Save' }).focus();
    await userEvent.keyboard('{Enter}');

    expect(screen.getByRole('alert')).toHaveTextContent('Profile saved');
    expect(lift()).toBe(`${TOASTS_AT_THE_BOTTOM.bottom - (save.top - 8)}px`);
    act(() => void notify.error('Another one'));
    expect(lift()).toBe(`${TOASTS_AT_THE_BOTTOM.bottom - (save.top - 8)}px`);
  });

  it('above the offline notice', async () => {
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    const notice = new DOMRect(16, SCREEN_HEIGHT - 16 - 60, 343, 60);
    layOut(new DOMRect(16, 90, 70, 36), notice);
    renderWithProviders(
      <>
        <OfflineNotice />
        <SaveForm />
      </>,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(lift()).toBe(`${TOASTS_AT_THE_BOTTOM.bottom - (notice.top - 8)}px`);
  });

  it('stay where they are when the user clicks a toast itself', async () => {
    layOut(new DOMRect(16, 90, 70, 36));
    renderWithProviders(<SaveForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await userEvent.click(screen.getByText('Profile saved'));
    act(() => void notify.error('Another one'));

    expect(lift()).toBe('');
  });
});
