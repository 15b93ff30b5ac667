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
});
