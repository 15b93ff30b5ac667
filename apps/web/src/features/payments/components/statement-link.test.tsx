import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { StatementLink } from './statement-link';

describe('StatementLink', () => {
  it("links to the payout batch's statement", () => {
    renderWithProviders(<StatementLink batchId="7d3e0c52-91aa-4f0b-8a3e-1c2d3e4f5a6b" />);
    expect(screen.getByRole('link', { name: 'Payment statement' })).toHaveAttribute(
      'href',
      '/payment-history/statements/7d3e0c52-91aa-4f0b-8a3e-1c2d3e4f5a6b',
    );
  });
});
