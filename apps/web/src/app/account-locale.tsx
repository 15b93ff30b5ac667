import { useCallback, useEffect, type ReactNode } from 'react';
import type { Locale } from '@portal/domain/i18n';
import { userApi } from '@portal/domain/routes';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { callApi } from '@/lib/api-client';
import { storedLocale } from '@/lib/i18n/locale';
import { LocaleSaverContext, useLocale } from '@/lib/i18n/locale-provider';

/**
 * Ties the language to the signed-in account: at sign-in the account's saved language is shown (and
 * kept in this browser); an account with none takes the one chosen in this browser; a language
 * chosen in the menu while signed in is saved on the account, so e-mails go out in it.
 */
export function AccountLocale({ children }: { children: ReactNode }) {
  const { user, setUser } = useAuth();
  const { chooseLocale } = useLocale();
  const userId = user?.id;
  const accountLocale = user?.locale;

  const saveLocale = useCallback(
    async (locale: Locale) => setUser(await callApi(userApi.updateProfile, { body: { locale } })),
    [setUser],
  );

  useEffect(() => {
    if (!userId) return;
    if (accountLocale) {
      void chooseLocale(accountLocale);
      return;
    }
    const chosenHere = storedLocale();
    // Best effort: the menu saves it again on the next choice.
    if (chosenHere) void saveLocale(chosenHere).catch(() => undefined);
  }, [userId, accountLocale, chooseLocale, saveLocale]);

  return <LocaleSaverContext value={userId ? saveLocale : null}>{children}</LocaleSaverContext>;
}
