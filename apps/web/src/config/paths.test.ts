import { describe, expect, it } from 'vitest';
import { paths, safeNextPath } from './paths';

describe('safeNextPath', () => {
  it.each(['/', '/campaign/invite-1', '/my-tasks?status=ACCEPTED#top'])('accepts the same-site path %s', (path) => {
    expect(safeNextPath(path)).toBe(path);
  });

  it.each([
    null,
    '',
    'campaign/invite-1',
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    'https://evil.example/campaign/1',
    'javascript:alert(1)',
  ])('refuses %j', (next) => {
    expect(safeNextPath(next)).toBeNull();
  });
});

describe('paths', () => {
  it('builds the sign-in link that returns to a task', () => {
    expect(paths.home.getHref(paths.campaign.getHref('invite 1'))).toBe('/?next=%2Fcampaign%2Finvite%25201');
  });

  it('builds the Edit Profile link that returns to an invite once saved', () => {
    expect(paths.editProfile.getHref(paths.invite.getHref('invite-1'))).toBe('/edit-profile?next=%2Finvite%2Finvite-1');
    expect(paths.editProfile.getHref()).toBe('/edit-profile');
  });
});
