import { z } from 'zod';

/**
 * The list the web build writes beside index.html of the scripts and styles each page needs
 * beyond the entry's: the server names them in the index.html it sends for the page's address,
 * so the browser fetches them with the entry's, not once the entry has run.
 */
export const PAGE_FILES_FILE = 'page-files.json';

const addressFilesSchema = z.object({
  /** A route pattern, such as `/campaign/:inviteId`. */
  path: z.string().startsWith('/'),
  /** From the site's root: `/assets/...`. */
  files: z.array(z.string().startsWith('/')),
  /** The page shows the account screens' messages, whose file depends on the language. */
  accountMessages: z.boolean(),
});
export type AddressFiles = z.infer<typeof addressFilesSchema>;

export const pageFilesSchema = z.object({
  /** The first match wins, as in the router. */
  signedOut: z.array(addressFilesSchema),
  /** The same, the signed-in frame's files included. */
  signedIn: z.array(addressFilesSchema),
  /** The account screens' messages' files, by locale. */
  accountMessages: z.record(z.string(), z.array(z.string().startsWith('/'))),
});
export type PageFiles = z.infer<typeof pageFilesSchema>;
