export const isBlank = (value: string | null | undefined): boolean => !value || value.trim() === '';

/** The years a deadline may fall in: any other is a typo (`0026` for 2026) the portal cannot count down to. */
export const DEADLINE_YEARS = { first: 2000, last: 2100 } as const;

/** Whether a time falls in `DEADLINE_YEARS` (UTC). */
export const isDeadlineYear = (time: Date): boolean => {
  const year = time.getUTCFullYear();
  return year >= DEADLINE_YEARS.first && year <= DEADLINE_YEARS.last;
};

/** The earliest year of birth taken: an earlier one is a typo, not a creator's age. */
export const FIRST_BIRTH_YEAR = 1900;

/** One label of a domain name: letters, digits and inner hyphens (an IDN arrives as punycode). */
const DOMAIN_LABEL = /^[a-z\d](?:[a-z\d-]{0,61}[a-z\d])?$/i;

/**
 * A Telegram app link (`tg://resolve?domain=name`, `tg://join?invite=code`): an action and its
 * parameters of letters, digits, `_` and `-`, nothing a page could run.
 */
const TELEGRAM_APP_LINK = /^tg:\/\/[a-z]+\?[a-z_]+=[\w-]+(?:&[a-z_]+=[\w-]+)*$/i;

/** Whether `value` is a link that opens the Telegram app (SPEC §5 lets Telegram skip the full-URL rule). */
export const isTelegramAppLink = (value: string): boolean => TELEGRAM_APP_LINK.test(value.trim());

/**
 * Whether `value` is a full http or https address with a domain: the only links the portal
 * stores, so none it shows can run script (`javascript:`) or carry content (`data:`). URL parsers
 * differ on what they repair (Chromium keeps `https://lemon8 app.com` as `lemon8%20app.com`, Node
 * refuses it), so the host is judged here, label by label, and the browser and the server agree.
 */
export function isWebAddress(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return false;
  }
  const labels = url.hostname.split('.');
  return (
    (url.protocol === 'https:' || url.protocol === 'http:') &&
    labels.length >= 2 &&
    labels.every((label) => DOMAIN_LABEL.test(label))
  );
}
