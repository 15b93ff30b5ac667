import { DEFAULT_CURRENCY } from '../tasks/task-types.ts';

/**
 * Money in code is an integer number of minor units (sen, cents) beside a currency code; the
 * database stores it so (DESIGN.md §5). Only the API and the screens show major units.
 */
export type MinorUnits = number;

/** Every currency is kept to two decimals, whatever its code. */
export const MINOR_UNITS_PER_MAJOR = 100;
const DECIMALS = 2;

/** An API amount (major units with at most two decimals, e.g. 150.5) in minor units (15050). */
export function toMinorUnits(major: number): MinorUnits {
  return Math.round(major * MINOR_UNITS_PER_MAJOR);
}

/** Minor units as the API and SPEC show them: a number in major units (15050 → 150.5). */
export function toMajorUnits(minor: MinorUnits): number {
  return minor / MINOR_UNITS_PER_MAJOR;
}

/** Whether a major-unit amount has at most two decimals, so that it converts to minor units exactly. */
export function isWholeMinorUnits(major: number): boolean {
  const minor = major * MINOR_UNITS_PER_MAJOR;
  return Number.isFinite(minor) && Math.abs(minor - Math.round(minor)) < 1e-6;
}

/**
 * Minor units as a plain decimal in major units, exactly, with two decimals and no grouping
 * (15050 → "150.50", -5 → "-0.05"): what a CSV file or any machine reader gets.
 */
export function toDecimalText(minor: MinorUnits): `${number}` {
  const sign = minor < 0 ? '-' : '';
  const digits = String(Math.abs(minor)).padStart(DECIMALS + 1, '0');
  return `${sign}${digits.slice(0, -DECIMALS)}.${digits.slice(-DECIMALS)}` as `${number}`;
}

const TWO_DECIMALS = { minimumFractionDigits: DECIMALS, maximumFractionDigits: DECIMALS } as const;
/**
 * Without a locale, amounts read as today's screens show them: a point and no grouping ('1500.00').
 * Made on first use, as the others: a page's first number format costs some 15 ms (a phone's CPU:
 * 60), which loading this module would otherwise add to the task that loads a page's code.
 */
let todaysFormatter: Intl.NumberFormat | undefined;
const formattersByLocale = new Map<string, Intl.NumberFormat>();

function formatterFor(locale: string | undefined): Intl.NumberFormat {
  if (locale === undefined)
    return (todaysFormatter ??= new Intl.NumberFormat('en', { ...TWO_DECIMALS, useGrouping: false }));
  let formatter = formattersByLocale.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, TWO_DECIMALS);
    formattersByLocale.set(locale, formatter);
  }
  return formatter;
}

/**
 * An amount for people to read: the campaign's currency code (RM when none, SPEC §9), a space and
 * the amount in major units with two decimals, e.g. 'RM 1500.00'. Without `locale` it reads as
 * today's screens do; with one, in that language's digits, separators and grouping
 * ('RM 1,500.00' in 'en-MY').
 */
export function formatMoney(minor: MinorUnits, currency: string | null | undefined, locale?: string): string {
  // The decimal text keeps the amount exact through Intl, which reads it as a decimal string.
  return `${currency || DEFAULT_CURRENCY} ${formatterFor(locale).format(toDecimalText(minor))}`;
}

/** Currencies as the portal's campaigns write them (SPEC's default is `RM`), by their ISO 4217 code. */
const ISO_CURRENCY_OF: Readonly<Record<string, string>> = {
  RM: 'MYR',
  S$: 'SGD',
  Rp: 'IDR',
  '₱': 'PHP',
  '฿': 'THB',
  US$: 'USD',
};

/**
 * The ISO 4217 code a payment rail needs for a campaign's currency: `RM` is MYR; a three-letter
 * code is taken as it is (upper-cased). Anything else is returned unchanged, for the rail to refuse.
 */
export function isoCurrencyOf(currency: string): string {
  const trimmed = currency.trim();
  const known = ISO_CURRENCY_OF[trimmed] ?? ISO_CURRENCY_OF[trimmed.toUpperCase()];
  if (known) return known;
  return /^[A-Za-z]{3}$/.test(trimmed) ? trimmed.toUpperCase() : trimmed;
}
