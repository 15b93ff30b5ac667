// The build's shims against the dependencies as installed: an upgrade that moves the code a shim
// changes fails here, with the shim, the dependency's version and what to update
// (docs/decisions/0007-build-shims.md).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build, type Manifest, type Plugin, type Rolldown } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import webConfig from '../vite.config.ts';
import { installedPackage, WEB_ROOT } from './installed.ts';
import { lighterMantineImports, MANTINE_REPLACEMENTS, MANTINE_SHIMS_DIRECTORY } from './lighter-mantine-imports.ts';
import { CLASS_MAP, mantineStylesOfComponentsInUse } from './mantine-styles-of-components-in-use.ts';
import { reactsOwnUseSyncExternalStore, SHIM_ENTRY } from './reacts-own-use-sync-external-store.ts';
import { startFromTheEntryChunk } from './start-from-the-entry-chunk.ts';

type Handler = (this: unknown, ...args: unknown[]) => unknown;

/** Calls a plugin's hook as Vite does, whether it is a function or `{ handler }`. */
function callHook(plugin: Plugin, hook: keyof Plugin, ...args: unknown[]): unknown {
  const value: unknown = plugin[hook];
  const handler = (typeof value === 'function' ? value : (value as { handler: Handler }).handler) as Handler;
  return handler.call({ error: (message: string) => Promise.reject(new Error(message)) }, ...args);
}

/** The plugin as a build sees it. */
function inBuild(plugin: Plugin): Plugin {
  callHook(plugin, 'configResolved', { command: 'build', build: { manifest: true } });
  return plugin;
}

/** The package's modules, with their paths. */
function modulesOf(directory: string, extension = /\.m?js$/): string[] {
  return fs
    .readdirSync(directory, { recursive: true, encoding: 'utf8' })
    .filter((file) => extension.test(file) && !file.split(path.sep).includes('node_modules'))
    .map((file) => path.join(directory, file));
}

/** What a module imports from `source` by name (`default` for a default import). */
function importedNames(code: string, source: string): string[] {
  const quoted = source.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const statements = code.matchAll(new RegExp(`(?:import|export)\\s*([^;]*?)\\s*from\\s*["']${quoted}["']`, 'g'));
  return [...statements].flatMap(([, clause = '']) => {
    const named = /\{([^}]*)\}/.exec(clause)?.[1] ?? '';
    const names = named
      .split(',')
      .map((name) => name.trim().split(/\s+as\s+/)[0] ?? '')
      .filter((name) => name !== '');
    const withoutNamed = clause
      .replace(/\{[^}]*\}/, '')
      .replace(/,/g, '')
      .trim();
    if (withoutNamed.startsWith('*')) return ['*'];
    return withoutNamed === '' ? names : ['default', ...names];
  });
}

const mantine = installedPackage('@mantine/core');
const mantineModules = modulesOf(path.join(mantine.directory, 'esm'), /\.mjs$/);

describe(`lighter-mantine-imports.ts on @mantine/core ${mantine.version}`, () => {
  it.each(MANTINE_REPLACEMENTS)('answers $source of $importer with $shim', async (replacement) => {
    const importers = mantineModules
      .filter((file) => replacement.importer.test(file))
      .map((file) => ({ file, names: importedNames(fs.readFileSync(file, 'utf8'), replacement.source) }))
      .filter(({ names }) => names.length > 0);
    expect(
      importers,
      `No module of @mantine/core ${mantine.version} matching ${replacement.importer} imports '${replacement.source}'`,
    ).not.toEqual([]);
    const shimPath = path.join(MANTINE_SHIMS_DIRECTORY, replacement.shim);
    const shim = (await import(shimPath)) as Record<string, unknown>;
    const plugin = inBuild(lighterMantineImports());
    for (const { file, names } of importers) {
      for (const name of names) {
        const missing = `${file} imports ${name} from '${replacement.source}', which src/lib/mantine-shims/${replacement.shim} lacks`;
        expect(shim, missing).toHaveProperty(name);
      }
      expect(callHook(plugin, 'resolveId', replacement.source, file)).toBe(shimPath);
    }
  });

  it('fails a build in which a replacement was never made, naming the version and what to update', () => {
    const plugin = inBuild(lighterMantineImports());
    expect(() => callHook(plugin, 'buildEnd')).toThrow(
      `(@mantine/core ${mantine.version}). Find where this version makes that import`,
    );
  });
});

describe(`mantine-styles-of-components-in-use.ts on @mantine/core ${mantine.version}`, () => {
  it("gives every component's class map its stylesheet", () => {
    const classMaps = mantineModules.filter((file) => CLASS_MAP.test(file));
    expect(classMaps, `No module of @mantine/core ${mantine.version} matches ${CLASS_MAP}`).not.toEqual([]);
    const plugin = inBuild(mantineStylesOfComponentsInUse());
    for (const classMap of classMaps) {
      const result = callHook(plugin, 'transform', 'export default {};', classMap) as { code: string };
      const stylesheet = /^import '@mantine\/core\/(styles\/\w+\.css)';/.exec(result.code)?.[1] ?? '';
      expect(fs.existsSync(path.join(mantine.directory, stylesheet)), `${classMap}: no ${stylesheet}`).toBe(true);
    }
    expect(() => callHook(plugin, 'buildEnd')).not.toThrow();
  });

  it('fails a build without a class map, naming the version', () => {
    const plugin = inBuild(mantineStylesOfComponentsInUse());
    expect(() => callHook(plugin, 'buildEnd')).toThrow(`(@mantine/core ${mantine.version})`);
  });
});

/** The web app's dependencies that depend on use-sync-external-store themselves, and their modules that import it. */
function importersOfUseSyncExternalStore(): { module: string; source: string; names: string[] }[] {
  const { dependencies } = JSON.parse(fs.readFileSync(path.join(WEB_ROOT, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  return Object.keys(dependencies).flatMap((name) => {
    const { directory } = installedPackage(name);
    const manifest = JSON.parse(fs.readFileSync(path.join(directory, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
    };
    if (!manifest.dependencies?.['use-sync-external-store']) return [];
    return modulesOf(directory)
      .filter((module) => !/[\\/]cjs[\\/]|\.native\.|\.cjs$/.test(module))
      .flatMap((module) => {
        const code = fs.readFileSync(module, 'utf8');
        const sources = new Set(
          [...code.matchAll(/from\s*["'](use-sync-external-store[^"']*)["']/g)].map(([, s]) => s ?? ''),
        );
        return [...sources].map((source) => ({ module, source, names: importedNames(code, source) }));
      });
  });
}

describe(`reacts-own-use-sync-external-store.ts on use-sync-external-store ${installedPackage('use-sync-external-store').version}`, () => {
  it("gives every dependency that imports the shim React's own hook", async () => {
    const importers = importersOfUseSyncExternalStore();
    expect(importers, 'No dependency imports use-sync-external-store any more: remove this shim').not.toEqual([]);
    const plugin = inBuild(reactsOwnUseSyncExternalStore());
    for (const { module, source, names } of importers) {
      expect(source, `${module} imports '${source}': add it to SHIM_ENTRY if it is the shim's entry`).toMatch(
        SHIM_ENTRY,
      );
      const id = callHook(plugin, 'resolveId', source, module);
      const react = (await import('react')) as Record<string, unknown>;
      expect(callHook(plugin, 'load', id)).toBe("export { useSyncExternalStore } from 'react';");
      for (const name of names) expect(name, `${module} imports ${name} from '${source}'`).toBe('useSyncExternalStore');
      expect(react).toHaveProperty('useSyncExternalStore');
    }
    expect(() => callHook(plugin, 'buildEnd')).not.toThrow();
  });

  it('fails a build that imports another part of the package, saying what to update', () => {
    const plugin = inBuild(reactsOwnUseSyncExternalStore());
    expect(() => callHook(plugin, 'resolveId', 'use-sync-external-store/shim/with-selector', 'lib.js')).toThrow(
      "lib.js imports 'use-sync-external-store/shim/with-selector', which this shim does not replace",
    );
  });
});

describe(`zod-without-eval.ts on zod ${installedPackage('zod').version}`, () => {
  it('is zod, told before any schema is built not to compile parsers with new Function', async () => {
    const zod = (await import('zod')) as Record<string, unknown>;
    const Function = globalThis.Function;
    const compiled: unknown[] = [];
    globalThis.Function = new Proxy(Function, {
      construct: (target, args: string[]) => {
        compiled.push(args);
        return Reflect.construct(target, args) as object;
      },
    });
    try {
      const { z, config } = await import('../src/lib/zod-without-eval.ts');
      expect(config().jitless).toBe(true);
      expect(z.object({ name: z.string() }).parse({ name: 'a' })).toEqual({ name: 'a' });
      expect(compiled).toEqual([]);
      const wrapper = (await import('../src/lib/zod-without-eval.ts')) as Record<string, unknown>;
      expect(Object.keys(wrapper).sort()).toEqual(Object.keys(zod).sort());
    } finally {
      globalThis.Function = Function;
    }
  });
});

describe(`start-from-the-entry-chunk.ts on rolldown ${installedPackage('rolldown').version}`, () => {
  const fixture = fs.mkdtempSync(path.join(os.tmpdir(), 'start-from-the-entry-chunk-'));
  afterAll(() => fs.rmSync(fixture, { recursive: true, force: true }));

  it('makes the page start from the chunk the entry stub imports, with the chunking of the web build', async () => {
    const files = {
      'index.html': '<!doctype html><html><head><script type="module" src="/main.js"></script></head></html>',
      'main.js': "import { shared } from './shared.js';\nconsole.log(shared);\nvoid import('./page.js');\n",
      'shared.js': 'export const shared = Math.random();\n',
      'page.js': "import { shared } from './shared.js';\nexport const page = shared + 1;\n",
    };
    for (const [name, content] of Object.entries(files)) fs.writeFileSync(path.join(fixture, name), content);
    const output = (await build({
      configFile: false,
      root: fixture,
      logLevel: 'silent',
      plugins: [startFromTheEntryChunk()],
      build: { write: false, manifest: true, rolldownOptions: webConfig.build?.rolldownOptions },
    })) as Rolldown.RolldownOutput;
    const chunks = output.output.filter((file) => file.type === 'chunk');
    const page = output.output.find((file) => file.fileName === 'index.html');
    const start = chunks.find((chunk) => chunk.code.includes('startThePortal()'));
    expect(
      chunks.some((chunk) => chunk.isEntry),
      'the entry stub was written',
    ).toBe(false);
    expect(start, 'no chunk starts the page').toBeDefined();
    expect(page?.type === 'asset' && String(page.source)).toContain(`src="/${start?.fileName}"`);
    const manifestAsset = output.output.find((file) => file.fileName === '.vite/manifest.json');
    const manifest = JSON.parse(manifestAsset?.type === 'asset' ? String(manifestAsset.source) : '{}') as Manifest;
    expect(manifest['index.html']?.file).toBe(start?.fileName);
  });

  it('fails a build whose entry is not the stub it expects, showing the entry and what to update', () => {
    const plugin = inBuild(startFromTheEntryChunk());
    const bundle = {
      'assets/index.js': { type: 'chunk', isEntry: true, fileName: 'assets/index.js', code: 'console.log(1);\n' },
      'index.html': { type: 'asset', fileName: 'index.html', source: '' },
    };
    expect(() => callHook(plugin, 'generateBundle', {}, bundle)).toThrow(
      `(rolldown ${installedPackage('rolldown').version}). If Rolldown now writes the entry into its chunk`,
    );
  });
});
