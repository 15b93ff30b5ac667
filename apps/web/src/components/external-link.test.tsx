import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { ExternalLink } from './external-link';

describe('ExternalLink', () => {
  it.each(['https://instagram.com/p/abc', 'http://example.com/post?id=1'])('links to %s in a new tab', (address) => {
    renderWithProviders(<ExternalLink href={address} />);

    const link = screen.getByRole('link', { name: address });
    expect(link).toHaveAttribute('href', address);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it.each([
    'javascript:alert(document.cookie)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'ftp://files.example.com/post',
    'instagram.com/p/abc',
    'not a link',
  ])('shows %s as text, not as a link', (address) => {
    renderWithProviders(<ExternalLink href={address} />);

    expect(screen.getByText(address)).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
