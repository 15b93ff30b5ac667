import { describe, expect, it } from 'vitest';
import { chooseLocale, matchLocale } from './locales.ts';

describe('chooseLocale', () => {
  it('takes the account’s saved language first', () => {
    expect(chooseLocale({ account: 'zh-Hans', stored: 'ms', browser: ['en-GB'] })).toBe('zh-Hans');
  });

  it('then the one kept in this browser', () => {
    expect(chooseLocale({ account: null, stored: 'ms', browser: ['zh-CN'] })).toBe('ms');
  });

  it('then the first of the browser’s languages the portal speaks', () => {
    expect(chooseLocale({ browser: ['fr-FR', 'zh-SG', 'ms-MY'] })).toBe('zh-Hans');
  });

  it('else English, also for values that are no language of the portal', () => {
    expect(chooseLocale({ account: 'fr', stored: 'xx', browser: ['ta-IN'] })).toBe('en');
    expect(chooseLocale({})).toBe('en');
  });
});

describe('matchLocale', () => {
  it.each([
    ['ms', 'ms'],
    ['ms-MY', 'ms'],
    ['en-US', 'en'],
    ['zh', 'zh-Hans'],
    ['zh-Hans-MY', 'zh-Hans'],
    ['zh-TW', 'zh-Hans'],
    ['ta-MY', null],
  ])('reads %s as %s', (tag, locale) => {
    expect(matchLocale(tag)).toBe(locale);
  });
});
