import path from 'node:path';
import type { Manifest, Plugin } from 'vite';
import { shimOutOfDate } from './installed.ts';

/** The entry Rolldown writes when the entry's modules are in a group's chunk: import its start, call it. */
export const ENTRY_STUB = /^import\s*\{\s*(\w+) as (\w+)\s*\}\s*from\s*"\.\/([\w.-]+\.js)";\s*\2\(\);\s*$/;

/**
 * The page starts with one script, the entry's chunk, instead of three. Once the entry's modules
 * are one group (the build's `app` group), Rolldown emits the entry itself as a file of two
 * statements: import that chunk's start function, call it. The page then named three scripts
 * (that file, the chunk, Rolldown's runtime), and on a slow network, six requests at a time, the
 * chunk, by far the largest, waited for a connection behind the page's icons. Here the two
 * statements move to the end of the chunk they import (a module may import itself: it is not
 * evaluated twice), the page and the build's manifest name that chunk, and the stub is not
 * written. No option of Rolldown does it (rolldown/rolldown#8935 asks for one).
 */
export function startFromTheEntryChunk(): Plugin {
  let manifestFile: string | undefined;
  return {
    name: 'start-from-the-entry-chunk',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      const { manifest } = config.build;
      manifestFile = manifest === true ? '.vite/manifest.json' : manifest || undefined;
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const entry = Object.values(bundle).find((file) => file.type === 'chunk' && file.isEntry);
        const page = bundle['index.html'];
        if (entry?.type !== 'chunk' || page?.type !== 'asset') return;
        const [, startExport, , chunkName] = ENTRY_STUB.exec(entry.code) ?? [];
        const chunk = chunkName ? bundle[path.posix.join(path.posix.dirname(entry.fileName), chunkName)] : undefined;
        if (!startExport || chunk?.type !== 'chunk') {
          throw shimOutOfDate(
            'start-from-the-entry-chunk.ts',
            'rolldown',
            `the entry ${entry.fileName} is not a stub that starts its chunk:\n${entry.code}\n`,
            'If Rolldown now writes the entry into its chunk, remove this plugin; else update ENTRY_STUB to the stub above.',
          );
        }
        chunk.code += `\nimport{${startExport} as startThePortal}from"./${chunkName}";startThePortal();\n`;
        // eslint-disable-next-line @typescript-eslint/no-dynamic-delete -- how a plugin drops a file from the output
        delete bundle[entry.fileName];
        const preloadOfTheChunk = `<link rel="modulepreload" crossorigin href="/${chunk.fileName}">`;
        page.source = String(page.source)
          .replace(`src="/${entry.fileName}"`, `src="/${chunk.fileName}"`)
          .split('\n')
          .filter((line) => line.trim() !== preloadOfTheChunk)
          .join('\n');
        const manifest = manifestFile === undefined ? undefined : bundle[manifestFile];
        if (manifest?.type === 'asset') manifest.source = manifestStartingFrom(String(manifest.source), chunk.fileName);
      },
    },
  };
}

/** The build's manifest whose entry is the chunk that now starts the page: its file, imports and styles. */
function manifestStartingFrom(source: string, chunkFile: string): string {
  const manifest = JSON.parse(source) as Manifest;
  const chunk = Object.values(manifest).find((item) => item.file === chunkFile && !item.isEntry);
  if (!chunk) throw new Error(`The build's manifest has no item for ${chunkFile}`);
  for (const [key, item] of Object.entries(manifest)) {
    if (item.isEntry) manifest[key] = { ...chunk, name: item.name, src: item.src, isEntry: true };
  }
  return JSON.stringify(manifest, null, 2);
}
