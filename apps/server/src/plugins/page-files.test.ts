import { describe, expect, it } from 'vitest';
import type { PageFiles } from '@portal/domain/api';
import { pagePreloads } from './page-files.ts';

const PAGE_FILES: PageFiles = {
  signedOut: [
    { path: '/', files: ['/assets/sign-in-1.js', '/assets/sign-in-1.css'], accountMessages: true },
    { path: '/campaign/:inviteId', files: ['/assets/campaign-login-prompt-1.js'], accountMessages: false },
  ],
  signedIn: [
    { path: '/', files: ['/assets/signed-in-root-1.js', '/assets/dashboard-1.js'], accountMessages: true },
    {
      path: '/campaign/:inviteId',
      files: ['/assets/signed-in-root-1.js', '/assets/task-detail-1.js', '/assets/task-detail-1.css'],
      accountMessages: false,
    },
  ],
  accountMessages: { en: ['/assets/en-1.js'], ms: ['/assets/ms-1.js'], 'zh-Hans': ['/assets/zh-Hans-1.js'] },
};

const preloadsOf = pagePreloads(PAGE_FILES);
const SIGNED_IN = 'theme=dark; better-auth.session_token=abc.def';

describe("the links to a page's files", () => {
  it("names a signed-in task page's frame and code, as the app loads them, and its style as the page's own", () => {
    expect(preloadsOf({ url: '/campaign/inv-42?tab=brief', headers: { cookie: SIGNED_IN } })).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/signed-in-root-1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/task-detail-1.js">',
      '<link rel="stylesheet" crossorigin href="/assets/task-detail-1.css">',
    ]);
  });

  it('names the signed-out page of the same address to a browser without a session', () => {
    expect(preloadsOf({ url: '/campaign/inv-42', headers: { cookie: 'theme=dark' } })).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/campaign-login-prompt-1.js">',
    ]);
    expect(preloadsOf({ url: '/campaign/inv-42', headers: { cookie: 'better-auth.session_token=' } })).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/campaign-login-prompt-1.js">',
    ]);
  });

  it('takes the session cookie under the name it has over HTTPS', () => {
    const links = preloadsOf({ url: '/', headers: { cookie: '__Secure-better-auth.session_token=abc' } });
    expect(links).toContain('<link rel="modulepreload" crossorigin href="/assets/dashboard-1.js">');
  });

  it("adds the account screens' messages in the first language the browser asks for that the portal speaks", () => {
    const malay = preloadsOf({ url: '/', headers: { 'accept-language': 'fr-FR, ms-MY;q=0.9, en;q=0.8' } });
    expect(malay).toContain('<link rel="modulepreload" crossorigin href="/assets/ms-1.js">');
    expect(malay.join('')).not.toMatch(/en-1|zh-Hans-1/);

    const english = preloadsOf({ url: '/', headers: {} });
    expect(english).toContain('<link rel="modulepreload" crossorigin href="/assets/en-1.js">');
  });

  it('names nothing for an address no page of the list has', () => {
    expect(preloadsOf({ url: '/admin/campaigns', headers: { cookie: SIGNED_IN } })).toEqual([]);
    expect(preloadsOf({ url: '/campaign/inv-42/extra', headers: {} })).toEqual([]);
  });
});
