import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { tokenManager } from '@/lib/token-manager';
import { stubFetch } from '@/testing/fetch-stub';
import { storedSessionRoutes } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';

afterEach(() => {
  tokenManager.clear();
});

describe('Edit Profile page', () => {
  it('shows the form in its three sections once the option lists are loaded', async () => {
    stubFetch(storedSessionRoutes());
    renderApp('/edit-profile');

    expect(await screen.findByRole('heading', { name: 'Edit Profile' })).toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: 'State' })).toHaveValue('Selangor');
    for (const section of ['Contact Details', 'Profile', 'Social Media Accounts']) {
      expect(screen.getByRole('region', { name: section })).toBeInTheDocument();
    }
  });

  it('says which option list could not be loaded', async () => {
    stubFetch({
      ...storedSessionRoutes(),
      'GET /api/public/options/states': { status: 404, body: { message: 'Not found', code: 'not-found' } },
    });
    renderApp('/edit-profile');

    expect(await screen.findByText('Error retrieving states')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Save' })).toBeInTheDocument();
  });
});
