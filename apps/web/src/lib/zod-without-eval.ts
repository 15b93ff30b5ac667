import { z } from 'zod';

// Zod compiles its parsers with `new Function` unless told not to. The page's CSP forbids eval and
// reports even zod's probe for it as a violation, so this runs before any schema is built: it is
// bundled into zod's own chunk (vite.config.ts), which runs before every chunk that uses zod.
z.config({ jitless: true });
