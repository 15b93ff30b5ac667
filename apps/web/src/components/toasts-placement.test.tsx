import { Button } from '@mantine/core';
import { act, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '@/lib/notify';
import { renderWithProviders } from '@/testing/render';

/** Where the stylesheet puts the toasts at the top (jsdom lays nothing out): below the header, across a phone. */
const TOP_OF_PHONE = new DOMRect(16, 72, 343, 48);

/** Lays the page out: the button `save` at `buttonBox`, the toasts' stack at the top. */
function layOut(buttonBox: DOMRect) {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    if (this.matches('button')) return buttonBox;
    if (this.dataset.placement === 'bottom') return new DOMRect(16, 748, 343, 48);
    return TOP_OF_PHONE;
  });
}

function SaveForm() {
  return <Button onClick={() => notify.success('Profile saved')}>Save</Button>;
}

const toastStack = () => screen.getAllByRole('alert')[0]?.parentElement;

describe('where toasts show', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('at the top, off a Save at the end of the form, and announced', async () => {
    layOut(new DOMRect(16, 760, 70, 36));
    renderWithProviders(<SaveForm />);

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Profile saved');
    expect(toastStack()).not.toHaveAttribute('data-placement');
  });

  it('at the bottom when the control just used is at the top, under where they would show', async () => {
    layOut(new DOMRect(16, 90, 70, 36));
    renderWithProviders(<SaveForm />);

    screen.getByRole('button', { name: 'Save' }).focus();
    await userEvent.keyboard('{Enter}');

    expect(screen.getByRole('alert')).toHaveTextContent('Profile saved');
    expect(toastStack()).toHaveAttribute('data-placement', 'bottom');
    act(() => void notify.error('Another one'));
    expect(toastStack()).toHaveAttribute('data-placement', 'bottom');
  });

  it('stay where they are when the user clicks a toast itself', async () => {
    layOut(new DOMRect(16, 760, 70, 36));
    renderWithProviders(<SaveForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await userEvent.click(screen.getByText('Profile saved'));
    act(() => void notify.error('Another one'));

    expect(toastStack()).not.toHaveAttribute('data-placement');
  });
});
