import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildUser } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { ProfileCard } from './profile-card';
import { activateAccountLocale } from '@/testing/account-locale';

describe('ProfileCard', () => {
  it('names the saved state, country, race and languages in the language shown, listed with 、', async () => {
    await activateAccountLocale('zh-Hans');
    renderWithProviders(
      <ProfileCard
        user={buildUser({ country: 'Malaysia', ethnicity: 'Chinese', languages: ['Mandarin', 'Hokkien'] })}
      />,
    );

    expect(screen.getByText('雪兰莪、马来西亚')).toBeInTheDocument();
    expect(screen.getByText('华人')).toBeInTheDocument();
    expect(screen.getByText('华语、福建话')).toBeInTheDocument();
  });
});
