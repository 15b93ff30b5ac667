import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { PasswordField } from './password-field';

describe('PasswordField', () => {
  it('marks its field invalid, with its message as the description, while it has an error', () => {
    renderWithProviders(<PasswordField label="Password" error="Please enter password" />);
    const input = screen.getByLabelText('Password', { selector: 'input' });

    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Please enter password');
  });

  it('is not marked without an error', () => {
    renderWithProviders(<PasswordField label="Password" />);

    expect(screen.getByLabelText('Password', { selector: 'input' })).not.toHaveAttribute('aria-invalid');
  });
});
