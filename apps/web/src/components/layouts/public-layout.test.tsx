import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { PublicLayout } from './public-layout';

describe('PublicLayout', () => {
  it('has a logo, Login and Sign Up in the header, the page in main, and a footer', () => {
    renderWithProviders(
      <PublicLayout framed>
        <p>Page content</p>
      </PublicLayout>,
    );
    const header = screen.getByRole('banner');

    expect(within(header).getByRole('link', { name: 'Creator Portal' })).toHaveAttribute('href', '/');
    expect(within(header).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/');
    expect(within(header).getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('main')).toHaveTextContent('Page content');
    expect(screen.getByRole('contentinfo')).toBeEmptyDOMElement();
  });

  it('hides the buttons a page asks to hide', () => {
    renderWithProviders(
      <PublicLayout hideSignUp>
        <p>Page content</p>
      </PublicLayout>,
    );

    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign Up' })).not.toBeInTheDocument();
  });

  it('collapses Login and Sign Up into a menu that says whether it is open and closes on Escape', async () => {
    renderWithProviders(
      <PublicLayout>
        <p>Page content</p>
      </PublicLayout>,
    );
    const person = userEvent.setup();
    const menu = within(screen.getByRole('banner')).getByRole('button', { name: 'Menu' });
    const links = document.getElementById(menu.getAttribute('aria-controls') ?? '');

    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(links).toContainElement(screen.getByRole('link', { name: 'Login' }));
    expect(links).toContainElement(screen.getByRole('link', { name: 'Sign Up' }));

    await person.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    await person.tab();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveFocus();

    await person.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveFocus();
  });
});
