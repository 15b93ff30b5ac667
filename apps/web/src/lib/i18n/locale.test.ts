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

describe('keeping the language chosen', () => {
  it('does not fail when the browser refuses to store it (storage full or turned off)', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    try {
      expect(() => storeLocale('ms')).not.toThrow();
    } finally {
      setItem.mockRestore();
    }
  });
});
