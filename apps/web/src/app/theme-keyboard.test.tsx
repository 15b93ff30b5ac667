import { i18n } from '@lingui/core';
import { Button, Modal, PasswordInput, Text, TextInput } from '@mantine/core';
import { act, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { loadMessages } from '@portal/domain/i18n';
import { DialogActions } from '@/components/dialog-actions';
import { renderWithProviders } from '@/testing/render';

/** A page with a button opening a dialog, which holds `children` and a Cancel. */
function DialogPage({ children }: { children?: React.ReactNode }) {
  const [opened, setOpened] = useState(false);
  const close = () => setOpened(false);
  return (
    <>
      <Button onClick={() => setOpened(true)}>Open dialog</Button>
      <Modal opened={opened} onClose={close} title="A dialog" centered>
        {children}
        <Text size="sm">What this does.</Text>
        <DialogActions onCancel={close}>
          <Button>Confirm</Button>
        </DialogActions>
      </Modal>
    </>
  );
}

async function openDialog() {
  const user = userEvent.setup();
  screen.getByRole('button', { name: 'Open dialog' }).focus();
  await user.keyboard('{Enter}');
  await screen.findByRole('dialog', { name: 'A dialog' });
  return user;
}

describe('dialogs (the theme’s Modal)', () => {
  it('open with the focus on their first field, not on the close button, and keep Tab inside', async () => {
    renderWithProviders(
      <DialogPage>
        <TextInput label="Reason" />
      </DialogPage>,
    );
    const user = await openDialog();

    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Reason' })).toHaveFocus());
    await user.tab();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Reason' })).toHaveFocus();
  });

  it('without a field, open with the focus on their first action; Escape closes them', async () => {
    renderWithProviders(<DialogPage />);
    const user = await openDialog();

    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Close' })).not.toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
  it('name their close button, outside the Tab order, in the language shown when they open', async () => {
    renderWithProviders(<DialogPage />);
    const user = await openDialog();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveAttribute('tabindex', '-1');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const messages = await loadMessages('ms');
    act(() => i18n.loadAndActivate({ locale: 'ms', messages }));
    await openDialog();

    expect(screen.getByRole('button', { name: 'Tutup' })).toHaveAttribute('tabindex', '-1');
  });
});

describe('the password field (the theme’s PasswordInput)', () => {
  it('has a visibility toggle the keyboard reaches, named and saying whether it is pressed', async () => {
    renderWithProviders(<PasswordInput label="Password" defaultValue="secret" />);
    const user = userEvent.setup();
    const input = screen.getByLabelText('Password', { selector: 'input' });

    await user.click(input);
    await user.tab();
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(input).toHaveAttribute('type', 'password');

    await user.keyboard('{Enter}');
    expect(input).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Show password' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('names the toggle in the page’s language', async () => {
    i18n.loadAndActivate({ locale: 'ms', messages: await loadMessages('ms') });
    renderWithProviders(<PasswordInput label="Kata Laluan" />);

    expect(screen.getByRole('button', { name: 'Tunjukkan kata laluan' })).toBeInTheDocument();
  });
});
