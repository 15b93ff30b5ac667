import { Button, Modal } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { useOpenerFocusReturn } from './use-opener-focus-return';

/** A dialog drawn only once asked for, already open, as a lazily loaded one is. */
function Dialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  useOpenerFocusReturn(opened);
  return (
    <Modal opened={opened} onClose={onClose} title="Sure?">
      <Button onClick={onClose}>Cancel</Button>
    </Modal>
  );
}

function Page() {
  const [asked, setAsked] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        onClick={() => {
          setAsked(true);
          setOpened(true);
        }}
      >
        Accept Task
      </Button>
      {asked && <Dialog opened={opened} onClose={() => setOpened(false)} />}
    </>
  );
}

async function openAndEscape() {
  const user = userEvent.setup();
  screen.getByRole('button', { name: 'Accept Task' }).focus();
  await user.keyboard('{Enter}');
  await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

describe('useOpenerFocusReturn', () => {
  it('gives the focus back to the opener of a dialog first drawn open', async () => {
    renderWithProviders(<Page />);
    await openAndEscape();

    await waitFor(() => expect(screen.getByRole('button', { name: 'Accept Task' })).toHaveFocus());
  });
});
