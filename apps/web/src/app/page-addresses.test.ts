import { parse } from 'regexparam';
import { describe, expect, it } from 'vitest';
import { adminPageAddresses } from './admin-page-addresses';
import { SIGNED_IN_FRAME, signedInPageAddresses, signedOutPageAddresses, type PageAddress } from './page-addresses';

// The router finds a page by these names at run time: a wrong one would show an error, not a page.
describe('the pages of the addresses', () => {
  it.each([...signedOutPageAddresses, ...signedInPageAddresses, SIGNED_IN_FRAME])(
    'the page module $module exports $page',
    async ({ module, page }) => {
      const exports = (await import(`./routes/${module}.tsx`)) as Record<string, unknown>;
      expect(exports[page]).toBeTypeOf('function');
    },
  );

  it.each(adminPageAddresses)('the back-office page module $module exports $page', async ({ module, page }) => {
    const exports = (await import(`./routes/admin/${module}.tsx`)) as Record<string, unknown>;
    expect(exports[page]).toBeTypeOf('function');
  });

  it.each([
    ['signed out', signedOutPageAddresses],
    ['signed in', signedInPageAddresses],
    ['in the back office', adminPageAddresses],
  ] as const)('opens each address %s with its own page, not one listed before it', (_, addresses) => {
    const firstMatch = (path: string): PageAddress | undefined =>
      addresses.find((address) => parse(address.path).pattern.test(path));
    for (const address of addresses) {
      expect(firstMatch(address.path)?.path).toBe(address.path);
    }
  });
});
