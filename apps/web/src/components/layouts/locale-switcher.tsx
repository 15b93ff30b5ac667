import { useLingui } from '@lingui/react/macro';
import { IconLanguage } from '@tabler/icons-react';
import { use, useRef, useState, type KeyboardEvent } from 'react';
import { isLocale, LOCALE_NAMES, LOCALES } from '@portal/domain/i18n';
import { LocaleSaverContext, useLocale } from '@/lib/i18n/locale-provider';
import { notify } from '@/lib/notify';
import classes from './locale-switcher.module.css';

/**
 * Whether a key steps a closed select's value: the arrows, Home, End, the page keys, and a
 * printable key (it jumps to a matching option). Not Space or Alt with an arrow: they open the
 * picker, where Enter or a click chooses.
 */
const stepsTheValue = ({ key, altKey }: KeyboardEvent) =>
  !altKey &&
  (/^Arrow/.test(key) || key === 'Home' || key === 'End' || key === 'PageUp' || key === 'PageDown' || /^\S$/.test(key));

/**
 * The language menu of the headers: a native select, which phones show as their own picker and
 * keyboards and screen readers know (not Mantine's, whose input pieces the signed-in pages would
 * otherwise load only for it). Each language is named in itself. Signed in, the choice is
 * also saved on the account (the app provides how), so e-mails follow it.
 *
 * A closed select changes its value on each arrow key: the page would switch language on every
 * step through the list. Stepped to with the keyboard, a language is chosen with Enter; leaving
 * the menu keeps the language shown.
 */
export function LocaleSwitcher() {
  const { t } = useLingui();
  const { locale, chooseLocale } = useLocale();
  const saveOnAccount = use(LocaleSaverContext);
  const [stepped, setStepped] = useState<string | null>(null);
  const changingByKey = useRef(false);

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

  const onKeyDown = (event: KeyboardEvent<HTMLSelectElement>) => {
    if (event.key === 'Enter' && stepped !== null) {
      event.preventDefault();
      setStepped(null);
      void choose(stepped);
      return;
    }
    changingByKey.current = stepsTheValue(event);
  };

  return (
    <span className={classes.switcher}>
      <IconLanguage size={16} aria-hidden="true" className={classes.icon} />
      <select
        aria-label={t`Language`}
        className={classes.select}
        value={stepped ?? locale}
        onKeyDown={onKeyDown}
        // A pick with the pointer is a choice, whatever key was pressed before it.
        onPointerDown={() => {
          changingByKey.current = false;
        }}
        onChange={(event) => {
          const choice = event.currentTarget.value;
          // The key's step is this change alone: the next one may be a pick with the pointer.
          const byKey = changingByKey.current;
          changingByKey.current = false;
          if (byKey) {
            setStepped(choice);
          } else {
            setStepped(null);
            void choose(choice);
          }
        }}
        onBlur={() => setStepped(null)}
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
