import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useRef } from 'react';
import { expect, it, vi } from 'vitest';
import { useModalDrawer } from './use-modal-drawer';

/** An open drawer holding, between its two links, controls a keyboard cannot use now. */
function OpenDrawer() {
  const toggleRef = useRef<HTMLButtonElement>(null);
  const drawerRef = useRef<HTMLElement>(null);
  useModalDrawer({ open: true, toggleRef, drawerRef, onClose: vi.fn() });
  return (
    <>
      <button ref={toggleRef} type="button">
        Toggle navigation
      </button>
      <nav ref={drawerRef}>
        <a href="/first">First</a>
        <div style={{ display: 'none' }}>
          <a href="/collapsed">Collapsed</a>
        </div>
        <a href="/invisible" style={{ visibility: 'hidden' }}>
          Invisible
        </a>
        <div hidden>
          <button type="button">Hidden</button>
        </div>
        <fieldset disabled>
          <button type="button">Disabled by its fieldset</button>
        </fieldset>
        <div inert>
          <a href="/inert">Inert</a>
        </div>
        <a href="/last">Last</a>
      </nav>
    </>
  );
}

it('cycles Tab through the toggle and the drawer’s controls that can be used, skipping hidden, disabled and inert ones', async () => {
  render(<OpenDrawer />);
  const user = userEvent.setup();
  const first = screen.getByRole('link', { name: 'First' });
  const last = screen.getByRole('link', { name: 'Last' });
  const toggle = screen.getByRole('button', { name: 'Toggle navigation' });
  expect(first).toHaveFocus();

  await user.tab();
  expect(last).toHaveFocus();
  await user.tab();
  expect(toggle).toHaveFocus();
  await user.tab({ shift: true });
  expect(last).toHaveFocus();
  await user.tab({ shift: true });
  expect(first).toHaveFocus();
});
