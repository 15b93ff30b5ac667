import { afterEach, describe, expect, it } from 'vitest';
import { pageSaysNoSession } from './identity-client';

/** The meta tag the server puts in a page asked for without a session cookie (plugins/web.ts). */
function pageMeta(name: string, content: string) {
  const meta = document.createElement('meta');
  meta.name = name;
  meta.content = content;
  document.head.append(meta);
}

afterEach(() => {
  document.head.replaceChildren();
});

describe('whether the page says its browser holds no session', () => {
  it('says so when the server marked the page', () => {
    pageMeta('session', 'none');
    expect(pageSaysNoSession()).toBe(true);
  });

  it('does not, on a page without the mark (a request with a session cookie, the offline copy, the dev server)', () => {
    expect(pageSaysNoSession()).toBe(false);
    pageMeta('session', 'maybe');
    expect(pageSaysNoSession()).toBe(false);
  });
});
