import { i18n } from '@lingui/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadMessages } from '@portal/domain/i18n';
import { buildUser } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { ProfileCard } from './profile-card';

describe('ProfileCard', () => {
  it('names the saved country, race and languages in the language shown', async () => {
    i18n.loadAndActivate({ locale: 'zh-Hans', messages: await loadMessages('zh-Hans') });
    renderWithProviders(
      <ProfileCard
        user={buildUser({ country: 'Malaysia', ethnicity: 'Chinese', languages: ['Mandarin', 'Hokkien'] })}
      />,
    );

    expect(screen.getByText('Selangor, 马来西亚')).toBeInTheDocument();
    expect(screen.getByText('华人')).toBeInTheDocument();
    expect(screen.getByText('华语, 福建话')).toBeInTheDocument();
  });
});
