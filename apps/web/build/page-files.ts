// Types only: Node loads the build's config, and the domain package's modules are TypeScript it does not run.
import type { AddressFiles, PAGE_FILES_FILE, PageFiles } from '@portal/domain/api';
import type { Manifest, Plugin } from 'vite';
import {
  SIGNED_IN_FRAME,
  signedInPageAddresses,
  signedOutPageAddresses,
  type PageAddress,
} from '../src/app/page-addresses.ts';

/** The account screens' messages of one language: a module of the domain's catalogues. */
const ACCOUNT_MESSAGES_MODULE = /[\\/]i18n[\\/]catalogs[\\/]account[\\/]([\w-]+)\.ts$/;

/**
 * The page files of each address, from the build's manifest (Vite's `build.manifest`): for each
 * address of page-addresses.ts, the scripts and styles its page needs beyond the entry's, the
 * signed-in frame's with a signed-in page's; and the files of the account screens' messages in
 * each language. Paths from the site's root.
 */
export function pageFilesFromManifest(manifest: Manifest): PageFiles {
  /** A chunk's file, its styles, and the same of every chunk it imports (not those it loads later). */
  const filesOf = (key: string, files = new Set<string>()): Set<string> => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build's manifest has no ${key}`);
    if (files.has(chunk.file)) return files;
    files.add(chunk.file);
    for (const style of chunk.css ?? []) files.add(style);
    for (const imported of chunk.imports ?? []) filesOf(imported, files);
    return files;
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (entry === undefined) throw new Error("The build's manifest has no entry");
  const loadedByEntry = filesOf(entry);
  const beyondTheEntry = (key: string) =>
    [...filesOf(key)].filter((file) => !loadedByEntry.has(file)).map((file) => `/${file}`);
  const filesOfPage = (module: string) => {
    const key = `src/app/routes/${module}.tsx`;
    if (!manifest[key]) throw new Error(`No chunk starts with ${key}, a page of src/app/page-addresses.ts`);
    return beyondTheEntry(key);
  };
  const frame = filesOfPage(SIGNED_IN_FRAME.module);
  const filesOfAddresses = (addresses: readonly PageAddress[], around: string[]): AddressFiles[] =>
    addresses.map(({ path, module, accountMessages }) => ({
      path,
      files: [...new Set([...around, ...filesOfPage(module)])],
      accountMessages: accountMessages === true,
    }));
  const accountMessages = Object.fromEntries(
    Object.entries(manifest).flatMap(([key, chunk]) => {
      const locale = chunk.isDynamicEntry ? ACCOUNT_MESSAGES_MODULE.exec(key)?.[1] : undefined;
      return locale ? [[locale, beyondTheEntry(key)]] : [];
    }),
  );
  return {
    signedOut: filesOfAddresses(signedOutPageAddresses, []),
    signedIn: filesOfAddresses(signedInPageAddresses, frame),
    accountMessages,
  };
}

/**
 * Writes `page-files.json` (PageFiles of @portal/domain/api) beside index.html. The server names a
 * page's files in the index.html it sends for its address, so the browser fetches them with the
 * entry's instead of once the entry has run.
 */
export function pageFilesOfEachAddress(): Plugin {
  const fileName: typeof PAGE_FILES_FILE = 'page-files.json';
  let manifestFile = '';
  return {
    name: 'page-files-of-each-address',
    apply: 'build',
    configResolved(config) {
      const { manifest } = config.build;
      manifestFile = manifest === true ? '.vite/manifest.json' : manifest || '';
    },
    generateBundle: {
      // After Vite has written the manifest.
      order: 'post',
      handler(_options, bundle) {
        const manifest = bundle[manifestFile];
        if (manifest?.type !== 'asset') this.error('page-files.json is made from the manifest: set build.manifest');
        const pageFiles = pageFilesFromManifest(JSON.parse(String(manifest.source)) as Manifest);
        this.emitFile({ type: 'asset', fileName, source: `${JSON.stringify(pageFiles, null, 2)}\n` });
      },
    },
  };
}
