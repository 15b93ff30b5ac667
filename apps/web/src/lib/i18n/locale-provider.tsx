import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createContext, use, useCallback, useMemo, useState, type ReactNode } from 'react';
import type { Locale } from '@portal/domain/i18n';
import { activateLocale, activeLocale, storeLocale } from './locale';

interface LocaleContextValue {
  locale: Locale;
  /** Shows the app in `locale` and keeps the choice in this browser, so it outlasts a reload and a sign-out. */
  chooseLocale: (locale: Locale) => Promise<void>;
}

const LocaleContext = createContext<LocaleContextValue | null>(null);

/**
 * Saves a language chosen in the menu on the signed-in account, so that e-mails go out in it; null
 * while nobody is signed in. Shared UI knows no auth: the app provides it.
 */
export const LocaleSaverContext = createContext<((locale: Locale) => Promise<void>) | null>(null);

/** The messages of the active language around the app (activated before the first render: main.tsx). */
export function LocaleProvider({ children }: { children: ReactNode }) {
  const [locale, setLocale] = useState<Locale>(activeLocale);
  const chooseLocale = useCallback(async (next: Locale) => {
    await activateLocale(next);
    storeLocale(next);
    setLocale(next);
  }, []);
  const value = useMemo(() => ({ locale, chooseLocale }), [locale, chooseLocale]);

  return (
    <LocaleContext value={value}>
      <I18nProvider i18n={i18n}>{children}</I18nProvider>
    </LocaleContext>
  );
}

export function useLocale(): LocaleContextValue {
  const value = use(LocaleContext);
  if (!value) {
    throw new Error('useLocale must be used inside a LocaleProvider');
  }
  return value;
}
