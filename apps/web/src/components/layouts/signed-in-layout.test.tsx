import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { SignedInLayout } from './signed-in-layout';

const sidebarGroups = [
  { group: 'My Account', links: ['Edit Profile', 'Payment Details'] },
  { group: 'Campaign', links: ['Campaigns', 'My Tasks', 'Completed Task'] },
  { group: 'Transactions', links: ['Payment History'] },
  { group: 'Settings', links: ['Change Password'] },
];

function renderLayout(route = '/') {
  const onSignOut = vi.fn();
  renderWithProviders(
    <SignedInLayout onSignOut={onSignOut} signingOut={false}>
      <p>Page content</p>
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
