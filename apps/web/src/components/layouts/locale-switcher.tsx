import { useLingui } from '@lingui/react/macro';
import { IconLanguage } from '@tabler/icons-react';
import { use } from 'react';
import { isLocale, LOCALE_NAMES, LOCALES } from '@portal/domain/i18n';
import { LocaleSaverContext, useLocale } from '@/lib/i18n/locale-provider';
import { notify } from '@/lib/notify';
import classes from './locale-switcher.module.css';

/**
 * The language menu of the headers: a native select, which phones show as their own picker and
 * keyboards and screen readers know (not Mantine's, whose input pieces the signed-in pages would
 * otherwise load only for it). Each language is named in itself. Signed in, the choice is
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
    <span className={classes.switcher}>
      <IconLanguage size={16} aria-hidden="true" className={classes.icon} />
      <select
        aria-label={t`Language`}
        className={classes.select}
        value={locale}
        onChange={(event) => void choose(event.currentTarget.value)}
      >
        {LOCALES.map((option) => (
          <option key={option} value={option} lang={option}>
            {LOCALE_NAMES[option]}
          </option>
        ))}
      </select>
    </span>
  );
}
