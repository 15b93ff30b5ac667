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

  it('offers the buttons in a menu on small screens', async () => {
    renderWithProviders(
      <PublicLayout hideLogin>
        <p>Page content</p>
      </PublicLayout>,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));

    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Sign Up' })).toHaveAttribute('href', '/register');
    expect(within(menu).queryByRole('menuitem', { name: 'Login' })).not.toBeInTheDocument();
  });
});
