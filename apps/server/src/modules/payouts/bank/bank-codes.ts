/**
 * The bank code a bulk payment file names for each bank the portal offers in Malaysia and
 * Singapore: its BIC. Malaysian IBG and DuitNow identify participants by BIC (PayNet's participant
 * list; Islamic subsidiaries have their own), and Singapore's GIRO and FAST name banks by BIC (no
 * branch number since GIRO's 2015 upgrade). A brand in both countries has a different BIC in each
 * (`MBBEMYKL` and `MBBESGS2` for Maybank), so a code is looked up by the file's country. The names
 * are exactly those of the `banks` option list (migration 0003), which a test holds to this table.
 */

export const BANK_FILE_COUNTRIES = ['MY', 'SG'] as const;
export type BankFileCountry = (typeof BANK_FILE_COUNTRIES)[number];

/** How the portal names each country (`countries.name`, `profiles.country`). */
export const COUNTRY_NAMES: Record<BankFileCountry, string> = { MY: 'Malaysia', SG: 'Singapore' };

/** The only currency a domestic transfer in each country carries. */
export const COUNTRY_CURRENCIES: Record<BankFileCountry, string> = { MY: 'MYR', SG: 'SGD' };

export const BANK_CODES: Record<BankFileCountry, Readonly<Record<string, string>>> = {
  MY: {
    'AEON Bank': 'ACDBMYK2',
    'Affin Bank': 'PHBMMYKL',
    'Affin Islamic Bank': 'AIBBMYKL',
    Agrobank: 'AGOBMYKL',
    'Al Rajhi Bank': 'RJHIMYKL',
    'Alliance Bank': 'MFBBMYKL',
    'Alliance Islamic Bank': 'ALSRMYKL',
    AmBank: 'ARBKMYKL',
    'AmBank Islamic': 'AISLMYKL',
    'Bangkok Bank': 'BKKBMYKL',
    'Bank Islam': 'BIMBMYKL',
    'Bank Muamalat': 'BMMBMYKL',
    'Bank of China': 'BKCHMYKL',
    'Bank Rakyat': 'BKRMMYKL',
    'Boost Bank': 'BOBEMYK2',
    BSN: 'BSNAMYK1',
    'CIMB Bank': 'CIBBMYKL',
    'CIMB Islamic Bank': 'CTBBMYKL',
    GXBank: 'GXSPMYKL',
    'Hong Leong Bank': 'HLBBMYKL',
    'Hong Leong Islamic Bank': 'HLIBMYKL',
    HSBC: 'HBMBMYKL',
    'HSBC Amanah': 'HMABMYKL',
    ICBC: 'ICBKMYKL',
    'KAF Digital Bank': 'KAFBMYK2',
    'Kuwait Finance House': 'KFHOMYKL',
    Maybank: 'MBBEMYKL',
    'Maybank Islamic': 'MBISMYKL',
    'MBSB Bank': 'AFBQMYKL',
    'OCBC Al-Amin': 'OABBMYKL',
    'OCBC Bank': 'OCBCMYKL',
    'Public Bank': 'PBBEMYKL',
    'Public Islamic Bank': 'PIBEMYK1',
    'RHB Bank': 'RHBBMYKL',
    'RHB Islamic Bank': 'RHBAMYKL',
    'Ryt Bank': 'SCCHMYKL',
    'Standard Chartered': 'SCBLMYKX',
    'Standard Chartered Saadiq': 'SCSRMYKK',
    UOB: 'UOVBMYKL',
  },
  SG: {
    'Bank of China': 'BKCHSGSG',
    'CIMB Bank': 'CIBBSGSG',
    Citibank: 'CITISGSL',
    'DBS Bank / POSB': 'DBSSSGSG',
    'GXS Bank': 'GXSPSGSG',
    HSBC: 'HSBCSGS2',
    ICBC: 'ICBKSGSG',
    MariBank: 'SSPISGSG',
    Maybank: 'MBBESGS2',
    'OCBC Bank': 'OCBCSGSG',
    'RHB Bank': 'RHBBSGSG',
    'Standard Chartered': 'SCBLSG22',
    'State Bank of India': 'SBINSGSG',
    'Trust Bank': 'TRBUSGSG',
    UOB: 'UOVBSGSG',
  },
};

/** The BIC of the bank the portal names `bankName` in `country`, or null when it offers none there. */
export function bankCodeOf(country: BankFileCountry, bankName: string): string | null {
  return Object.hasOwn(BANK_CODES[country], bankName) ? (BANK_CODES[country][bankName] ?? null) : null;
}
