import { adminPaths } from '../config/admin-paths.ts';
import { pagesOf, type PageAddress } from './page-addresses.ts';

/** The back office's pages (src/app/routes/admin), drawn inside its frame (admin-root.tsx). */
export const adminPageAddresses: readonly PageAddress[] = pagesOf(adminPaths, 'admin');
