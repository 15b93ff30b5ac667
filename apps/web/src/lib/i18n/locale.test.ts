import { afterEach, describe, expect, it, vi } from 'vitest';
import { initialLocale, storeLocale } from './locale';

afterEach(() => {
  vi.unstubAllGlobals();
});

function browserLanguages(languages: string[]) {
  vi.stubGlobal('navigator', { ...navigator, languages });
}

describe('the language a visit starts in', () => {
  it('is the one chosen before in this browser', () => {
    browserLanguages(['zh-CN']);
    storeLocale('ms');
    expect(initialLocale()).toBe('ms');
  });

  it('else the first of the browser’s languages the portal speaks', () => {
    browserLanguages(['fr-FR', 'ms-MY', 'en-GB']);
    expect(initialLocale()).toBe('ms');
  });

  it('else English', () => {
    browserLanguages(['fr-FR', 'ta-IN']);
    expect(initialLocale()).toBe('en');
  });
});
