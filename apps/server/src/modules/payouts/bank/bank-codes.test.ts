import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BANK_CODES, BANK_FILE_COUNTRIES, bankCodeOf, COUNTRY_NAMES } from './bank-codes.ts';

const MIGRATIONS = join(import.meta.dirname, '../../../db/migrations');

/** The banks the migrations seed, each with the countries where a user may pick it. */
function offeredBanks(): { name: string; countries: string[] }[] {
  const banks: { name: string; countries: string[] }[] = [];
  for (const file of readdirSync(MIGRATIONS).filter((name) => name.endsWith('.sql'))) {
    const sql = readFileSync(join(MIGRATIONS, file), 'utf8');
    for (const insert of sql.matchAll(/INSERT INTO "banks"[^;]*?VALUES([\s\S]*?)(?:ON CONFLICT|;)/g)) {
      for (const row of (insert[1] ?? '').matchAll(/\(\s*'((?:[^']|'')*)',\s*ARRAY\[([^\]]*)\]/g)) {
        const countries = [...(row[2] ?? '').matchAll(/'([^']*)'/g)].map((country) => country[1] ?? '');
        banks.push({ name: (row[1] ?? '').replaceAll("''", "'"), countries });
      }
    }
  }
  return banks;
}

describe('bank codes', () => {
  const banks = offeredBanks();

  it('reads the banks the portal offers from its migrations', () => {
    expect(banks.map((bank) => bank.name)).toEqual(expect.arrayContaining(['Maybank', 'DBS Bank / POSB', 'GXBank']));
  });

  it.each(BANK_FILE_COUNTRIES)('has a code for every bank the portal offers in %s, and for no other', (country) => {
    const offered = banks.filter((bank) => bank.countries.includes(COUNTRY_NAMES[country])).map((bank) => bank.name);
    expect(offered.length).toBeGreaterThan(10);
    expect(Object.keys(BANK_CODES[country]).sort()).toEqual([...offered].sort());
  });

  it.each(BANK_FILE_COUNTRIES)('gives %s banks BICs of that country', (country) => {
    for (const code of Object.values(BANK_CODES[country])) {
      expect(code).toMatch(new RegExp(`^[A-Z]{4}${country}[A-Z0-9]{2}$`));
    }
  });

  it('gives a brand of both countries the code of the country asked', () => {
    expect(bankCodeOf('MY', 'Maybank')).toBe('MBBEMYKL');
    expect(bankCodeOf('SG', 'Maybank')).toBe('MBBESGS2');
  });

  it('knows no code for a bank the portal does not offer in the country', () => {
    expect(bankCodeOf('SG', 'Public Bank')).toBeNull();
    expect(bankCodeOf('MY', 'toString')).toBeNull();
  });
});
