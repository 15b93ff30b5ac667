import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { ExampleReportRoute } from './example-report';

describe('ExampleReportRoute', () => {
  it('shows the example report image', () => {
    renderWithProviders(<ExampleReportRoute />);

    expect(screen.getByRole('img', { name: 'Example report' })).toHaveAttribute('src', '/example-report.svg');
  });
});
