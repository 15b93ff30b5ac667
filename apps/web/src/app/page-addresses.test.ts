import { describe, expect, it } from 'vitest';
import { SIGNED_IN_FRAME, signedInPageAddresses, signedOutPageAddresses } from './page-addresses';

// The router finds a page by these names at run time: a wrong one would show an error, not a page.
describe('the pages of the addresses', () => {
  it.each([...signedOutPageAddresses, ...signedInPageAddresses, SIGNED_IN_FRAME])(
    'the page module $module exports $page',
    async ({ module, page }) => {
      const exports = (await import(`./routes/${module}.tsx`)) as Record<string, unknown>;
      expect(exports[page]).toBeTypeOf('function');
    },
  );
});
