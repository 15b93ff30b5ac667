import { useLingui } from '@lingui/react/macro';
import { NativeSelect } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { use } from 'react';
import { isLocale, LOCALE_NAMES, LOCALES } from '@portal/domain/i18n';
import { LocaleSaverContext, useLocale } from '@/lib/i18n/locale-provider';
import { notify } from '@/lib/notify';

/**
 * The language menu of the headers: a native select, which phones show as their own picker and
 * keyboards and screen readers know. Each language is named in itself. Signed in, the choice is
 * also saved on the account (the app provides how), so e-mails follow it.
 */
export function LocaleSwitcher() {
  const { t } = useLingui();
  const { locale, chooseLocale } = useLocale();
  const saveOnAccount = use(LocaleSaverContext);

  const choose = async (choice: string) => {
    if (!isLocale(choice) || choice === locale) return;
    try {
      await chooseLocale(choice);
    } catch {
      notify.error(t`The language could not be loaded`, t`Check your connection and try again.`);
      return;
    }
    await saveOnAccount?.(choice).catch(() => notify.error(t`Your language could not be saved on your account`));
  };

  return (
    <NativeSelect
      aria-label={t`Language`}
      size="xs"
      value={locale}
      onChange={(event) => void choose(event.currentTarget.value)}
      leftSection={<IconLanguage size={16} aria-hidden="true" />}
    >
      {LOCALES.map((option) => (
        <option key={option} value={option} lang={option}>
          {LOCALE_NAMES[option]}
        </option>
      ))}
    </NativeSelect>
  );
}
