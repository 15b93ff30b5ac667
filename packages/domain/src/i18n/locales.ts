/** The languages the portal speaks (BCP 47 tags), English first: the source and the fallback. */
export const LOCALES = ['en', 'ms', 'zh-Hans'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

/** Each language's name in itself, as a language menu lists it. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  ms: 'Bahasa Malaysia',
  'zh-Hans': '简体中文',
};

export function isLocale(value: unknown): value is Locale {
  return LOCALES.some((locale) => locale === value);
}

/**
 * The portal's language for a browser's language tag, or null when it speaks none close to it:
 * 'ms-MY' is Bahasa Malaysia, and every Chinese tag ('zh', 'zh-CN', 'zh-SG', even 'zh-TW') gets
 * Simplified Chinese, the only Chinese the portal has, which beats English for those readers.
 */
export function matchLocale(tag: string): Locale | null {
  const language = tag.trim().toLowerCase().split(/[-_]/)[0];
  if (language === 'en') return 'en';
  if (language === 'ms' || language === 'zsm') return 'ms';
  if (language === 'zh' || language === 'cmn') return 'zh-Hans';
  return null;
}

/**
 * The language to show, in order: the account's saved choice, the choice kept in this browser
 * (from before sign-in, or a past session), the first of the browser's languages the portal
 * speaks, else English.
 */
export function chooseLocale(choice: {
  account?: string | null;
  stored?: string | null;
  browser?: readonly string[];
}): Locale {
  if (isLocale(choice.account)) return choice.account;
  if (isLocale(choice.stored)) return choice.stored;
  for (const tag of choice.browser ?? []) {
    const locale = matchLocale(tag);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}

/**
 * The tag each language formats dates and numbers with: English keeps the day-month order and
 * 24-hour clock the portal has always shown ('12 Apr 2025, 14:05'); the others as used in Malaysia.
 */
export const INTL_LOCALES: Record<Locale, string> = {
  en: 'en-GB',
  ms: 'ms-MY',
  'zh-Hans': 'zh-Hans-MY',
};
