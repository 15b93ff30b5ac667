import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { SignedInLayout } from './signed-in-layout';

const sidebarGroups = [
  { group: 'My Account', links: ['Edit Profile', 'Payment Details'] },
  { group: 'Campaign', links: ['Campaigns', 'My Tasks', 'Completed Task'] },
  { group: 'Transactions', links: ['Payment History'] },
  { group: 'Settings', links: ['Change Password', 'Your data', 'Notifications'] },
];

function renderLayout(route = '/') {
  const onSignOut = vi.fn();
  renderWithProviders(
    <SignedInLayout onSignOut={onSignOut} signingOut={false}>
      <h1>The page</h1>
      <p>Page content</p>
      <button type="button">A page button</button>
    </SignedInLayout>,
    { route },
  );
  return { onSignOut };
}

describe('SignedInLayout', () => {
  it('shows the sidebar groups and their links', () => {
    renderLayout();
    const navigation = screen.getByRole('navigation');

    expect(within(navigation).getByRole('link', { name: 'My Dashboard' })).toHaveAttribute('href', '/');
    for (const { group, links } of sidebarGroups) {
      const section = within(navigation).getByRole('group', { name: group });
      expect(
        within(section)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(links);
    }
    expect(within(navigation).getByRole('link', { name: 'Payment Details' })).toHaveAttribute('href', '/bank-details');
  });

  it('marks the link of the current page', () => {
    renderLayout('/my-tasks');

    expect(screen.getByRole('link', { name: 'My Tasks' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Campaigns' })).not.toHaveAttribute('aria-current');
  });

  it('has landmarks, a navigation toggle and Sign Out', async () => {
    const { onSignOut } = renderLayout();

    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('Page content');
    const toggle = screen.getByRole('button', { name: 'Toggle navigation' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await userEvent.click(screen.getByRole('link', { name: 'Campaigns' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(onSignOut).toHaveBeenCalledOnce();
  });
});

describe('SignedInLayout on a phone (the test window matches no media query: not desktop)', () => {
  const toggle = () => screen.getByRole('button', { name: 'Toggle navigation' });
  const navigationLinks = () => within(screen.getByRole('navigation')).getAllByRole('link');

  it('opens the navigation as a modal drawer: focus in it, Tab cycles through it and the toggle, the page inert', async () => {
    renderLayout();
    const user = userEvent.setup();
    const main = screen.getByRole('main');
    const signOut = screen.getByRole('button', { name: 'Sign Out' });
    expect(main).not.toHaveAttribute('inert');

    toggle().focus();
    await user.keyboard('{Enter}');
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    const links = navigationLinks();
    expect(links[0]).toHaveFocus();
    expect(main).toHaveAttribute('inert');
    expect(signOut.closest('[inert]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Creator Portal' }).closest('[inert]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Skip to main content' }).closest('[inert]')).not.toBeNull();
    expect(toggle().closest('[inert]')).toBeNull();

    for (const link of links.slice(1)) {
      await user.tab();
      expect(link).toHaveFocus();
    }
    await user.tab();
    expect(toggle()).toHaveFocus();
    await user.tab();
    expect(links[0]).toHaveFocus();
    await user.tab({ shift: true });
    expect(toggle()).toHaveFocus();
    await user.tab({ shift: true });
    expect(links.at(-1)).toHaveFocus();
  });

  it('closes on Escape and gives the focus back to the toggle', async () => {
    renderLayout();
    const user = userEvent.setup();
    await user.click(toggle());
    expect(navigationLinks()[0]).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveFocus();
    expect(screen.getByRole('main')).not.toHaveAttribute('inert');
    // Closed, the drawer no longer holds the keyboard.
    await user.tab();
    expect(toggle()).not.toHaveFocus();
  });

  it('closes when a link is chosen and puts the focus on the page heading', async () => {
    renderLayout();
    const user = userEvent.setup();
    await user.click(toggle());
    screen.getByRole('link', { name: 'Campaigns' }).focus();
    await user.keyboard('{Enter}');

    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('heading', { name: 'The page' })).toHaveFocus();
    expect(screen.getByRole('main')).not.toHaveAttribute('inert');
  });
});
