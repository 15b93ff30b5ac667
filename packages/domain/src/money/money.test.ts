import { describe, expect, it } from 'vitest';
import { formatMoney, isoCurrencyOf, isWholeMinorUnits, toDecimalText, toMajorUnits, toMinorUnits } from './index.ts';

describe('money', () => {
  it.each([
    [150.5, 15050],
    [0.29, 29],
    [1.15, 115],
    [1_000_000, 100_000_000],
    [0, 0],
  ])('reads the API amount %s as %s minor units and back', (major, minor) => {
    expect(toMinorUnits(major)).toBe(minor);
    expect(toMajorUnits(minor)).toBe(major);
  });

  it.each([
    [150.5, true],
    [0.07, true],
    [19.99, true],
    [1.005, false],
    [0.001, false],
    [Number.NaN, false],
  ])('knows whether %s has at most two decimals', (major, whole) => {
    expect(isWholeMinorUnits(major)).toBe(whole);
  });

  it.each([
    [15050, '150.50'],
    [5, '0.05'],
    [0, '0.00'],
    [-5, '-0.05'],
    [150000000, '1500000.00'],
  ])('writes %s minor units as the decimal %s', (minor, text) => {
    expect(toDecimalText(minor)).toBe(text);
  });

  it('shows the currency code, a space and two decimals without grouping, RM when none', () => {
    expect(formatMoney(150000, 'RM')).toBe('RM 1500.00');
    expect(formatMoney(15050, 'SGD')).toBe('SGD 150.50');
    expect(formatMoney(7, null)).toBe('RM 0.07');
    expect(formatMoney(100, '')).toBe('RM 1.00');
    expect(formatMoney(123456789012, 'RM')).toBe('RM 1234567890.12');
  });

  it('follows the separators of a locale when given one', () => {
    expect(formatMoney(150000, 'RM', 'en-MY')).toBe('RM 1,500.00');
    expect(formatMoney(150050, 'EUR', 'de-DE')).toBe('EUR 1.500,50');
    expect(formatMoney(150000, 'RM', 'en')).toBe('RM 1,500.00');
    expect(formatMoney(150000, 'RM')).toBe('RM 1500.00');
  });

  it("gives a payment rail the ISO code of a campaign's currency", () => {
    expect(['RM', 'rm', ' RM ', 'MYR', 'myr', 'S$', 'SGD', 'usd'].map(isoCurrencyOf)).toEqual([
      'MYR',
      'MYR',
      'MYR',
      'MYR',
      'MYR',
      'SGD',
      'SGD',
      'USD',
    ]);
    expect(isoCurrencyOf('ringgit')).toBe('ringgit');
  });
});
