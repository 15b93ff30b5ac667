import { config } from 'zod/v4';

/**
 * What the web app's `import … from 'zod'` gets (vite.config.ts aliases it here): zod, told before any
 * schema is built not to compile its parsers with `new Function` (zod's `jitless`). The page's CSP
 * forbids eval, and reports even zod's probe for it. Set here, it holds wherever zod is first
 * fetched (the sign-in form's schema, a page's), without the entry loading zod to set it.
 */
config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
