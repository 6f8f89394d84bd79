// The facade is generated (tooling/scripts/sync-facade.mjs from facade.json): this fails
// when a package's exports or the manifest changed and the generated files were not
// regenerated (Remix manifest.test.ts). It also checks that the entry points re-export the
// packages' own objects, and that `import { URL }` from the root tree-shakes the rest.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleFromSource } from '@x/tooling/bundle';
import { describe, expect, test } from 'vitest';
import * as host from '@x/host';
import * as idna from '@x/idna';
import * as percentEncoding from '@x/percent-encoding';
import * as publicSuffix from '@x/public-suffix';
import * as urlApi from '@x/url-api';
import * as parser from '@x/url-parser';
import * as urlencoded from '@x/urlencoded';
import * as facade from '@x/url';
import * as facadeHost from '@x/url/host';
import * as facadeIdna from '@x/url/idna';
import * as facadeParser from '@x/url/parser';
import * as facadePercentEncoding from '@x/url/percent-encoding';
import * as facadePublicSuffix from '@x/url/public-suffix';
import * as facadeUrlencoded from '@x/url/urlencoded';
import { generateFacade, staleFacadeFiles } from '../../../tooling/scripts/sync-facade.mjs';

const pkgDir = fileURLToPath(new URL('..', import.meta.url));

describe('generated files', () => {
  test('are up to date (run `node tooling/scripts/sync-facade.mjs`)', () => {
    expect(staleFacadeFiles()).toEqual([]);
  });

  describe('the generator on a scratch workspace', () => {
    /** A workspace with two packages that both export ValidationError, and a facade manifest. */
    function scratch(manifest: Record<string, unknown>): string {
      const dir = mkdtempSync(join(tmpdir(), 'sync-facade-'));
      const write = (path: string, text: string) => {
        mkdirSync(join(dir, path, '..'), { recursive: true });
        writeFileSync(join(dir, path), text);
      };
      write('packages/a/src/index.ts', "export { parseA } from './a';\nexport type { ValidationError } from './a';\n");
      write('packages/b/src/index.ts', "export { parseB, VERSION } from './b';\nexport type { ValidationError, Extra } from './b';\n");
      write('packages/url/facade.json', JSON.stringify(manifest));
      write(
        'packages/url/package.json',
        JSON.stringify({ name: '@x/url', types: './dist/index.d.cts', exports: {}, dependencies: { '@x/a': 'workspace:^', '@x/b': 'workspace:^' } }),
      );
      return dir;
    }

    test('a clash without a rename is an error naming both packages', () => {
      const dir = scratch({ root: ['@x/a', '@x/b'], subpaths: { a: '@x/a', b: '@x/b' } });
      expect(() => generateFacade(dir)).toThrow(/@x\/b exports ValidationError, which @x\/a already exports/);
    });

    test('renames and omits resolve clashes; subpaths, exports map and bin follow the manifest', () => {
      const dir = scratch({
        root: ['@x/a', '@x/b'],
        renames: { '@x/b': { ValidationError: 'BValidationError' } },
        omit: { '@x/b': { Extra: 'reason' } },
        subpaths: { b: '@x/b' },
        bin: { tool: 'cli' },
      });
      const files = generateFacade(dir);
      const index = files.get('packages/url/src/index.ts') ?? '';
      expect(index).toContain("export { parseA } from '@x/a';");
      expect(index).toContain("export type { ValidationError } from '@x/a';");
      expect(index).toContain("export { parseB, VERSION } from '@x/b';");
      expect(index).toContain("export type { ValidationError as BValidationError } from '@x/b';");
      expect(index).not.toContain('Extra');
      expect(files.get('packages/url/src/b.ts')).toContain("export * from '@x/b';");
      const pkg = JSON.parse(files.get('packages/url/package.json') ?? '{}') as { exports: Record<string, unknown>; bin: unknown };
      expect(Object.keys(pkg.exports)).toEqual(['.', './b', './package.json']);
      expect(pkg.bin).toEqual({ tool: './dist/cli.js' });
      expect(files.get('packages/url/tsup.config.ts')).toContain("'cli': 'src/cli.ts'");
      expect(files.get('packages/url/api-extractor.b.json')).toContain('"mainEntryPointFilePath": "<projectFolder>/dist/b.d.ts"');
    });

    test('a subpath may name a package entry; sideEffects lists the files of the subpaths named', () => {
      const dir = scratch({ root: ['@x/a'], subpaths: { b: '@x/b', setup: '@x/b/setup' }, sideEffects: ['setup'] });
      const files = generateFacade(dir);
      expect(files.get('packages/url/src/setup.ts')).toContain("export * from '@x/b/setup';");
      const pkg = JSON.parse(files.get('packages/url/package.json') ?? '{}') as { sideEffects: unknown };
      expect(pkg.sideEffects).toEqual(['./dist/setup.js', './dist/setup.cjs', './src/setup.ts']);
      const none = JSON.parse(generateFacade(scratch({ root: ['@x/a'], subpaths: { b: '@x/b' } })).get('packages/url/package.json') ?? '{}') as { sideEffects: unknown };
      expect(none.sideEffects).toBe(false);
      expect(() => generateFacade(scratch({ root: ['@x/a'], subpaths: { b: '@x/b' }, sideEffects: ['c'] }))).toThrow(/sideEffects names c/);
    });

    test('a stale rename is an error', () => {
      const dir = scratch({ root: ['@x/a', '@x/b'], renames: { '@x/b': { ValidationError: 'B', Gone: 'C' } }, subpaths: {} });
      expect(() => generateFacade(dir)).toThrow(/@x\/b does not export Gone/);
    });
  });
});

describe('entry points re-export the packages', () => {
  const subpaths: Array<[string, Record<string, unknown>, Record<string, unknown>]> = [
    ['host', facadeHost, host],
    ['idna', facadeIdna, idna],
    ['parser', facadeParser, parser],
    ['percent-encoding', facadePercentEncoding, percentEncoding],
    ['public-suffix', facadePublicSuffix, publicSuffix],
    ['urlencoded', facadeUrlencoded, urlencoded],
  ];
  for (const [name, sub, pkg] of subpaths) {
    test(`@x/url/${name} is the package's runtime exports, the same objects`, () => {
      expect(Object.keys(sub).sort()).toEqual(Object.keys(pkg).sort());
      for (const key of Object.keys(pkg)) expect(sub[key], key).toBe(pkg[key]);
    });
  }

  test('the root has URL, URLSearchParams and every runtime export of every package', () => {
    expect(facade.URL).toBe(urlApi.URL);
    expect(facade.URLSearchParams).toBe(urlApi.URLSearchParams);
    const root = facade as Record<string, unknown>;
    for (const pkg of [parser, host, idna, percentEncoding, publicSuffix, urlencoded] as Array<Record<string, unknown>>) {
      for (const [key, value] of Object.entries(pkg)) {
        // The value clashes: @x/url-parser's HostKind wins by precedence; its
        // pathToFileURL (a record) is pathToFileURLRecord, @x/url-api's (a URL) keeps the name.
        if (key === 'HostKind' && pkg !== parser) continue;
        if (key === 'pathToFileURL' && pkg === parser) {
          expect(root.pathToFileURLRecord).toBe(value);
          continue;
        }
        expect(root[key], key).toBe(value);
      }
    }
  });

  test("pathToFileURL gives a URL object, as Node's does; pathToFileURLRecord the record", () => {
    const url = facade.pathToFileURL('/tmp/a b#1', { windows: false });
    expect(url).toBeInstanceOf(facade.URL);
    expect(String(url)).toBe('file:///tmp/a%20b%231');
    expect(`${facade.pathToFileURL('C:\\x\\y.mjs', { windows: true })}`).toBe('file:///C:/x/y.mjs');
    const record = facade.pathToFileURLRecord('/tmp/a b#1', { windows: false });
    expect(facade.isURLRecord(record)).toBe(true);
    expect(record.href).toBe(url.href);
    expect(() => facade.pathToFileURL('relative', { windows: false })).toThrow(TypeError);
    expect(facade.pathToFileURL).toBe(urlApi.pathToFileURL);
  });

  test('pathToFileURL(path) can be imported, as with node:url', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'x-url-path-'));
    try {
      const file = join(dir, 'm.mjs');
      writeFileSync(file, 'export const answer = 42;\n');
      const m = (await import(/* @vite-ignore */ facade.pathToFileURL(file) as unknown as string)) as { answer: number };
      expect(m.answer).toBe(42);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('tree-shaking', () => {
  test("import { URL } from '@x/url' carries no Public Suffix List data and no legacy encoding tables", async () => {
    const { contributing, code } = await bundleFromSource(
      "import { URL } from '@x/url'; console.log(new URL('https://example.org/').href);",
      pkgDir,
    );
    expect(contributing.some((i) => i.endsWith('/packages/url-api/src/url.ts'))).toBe(true);
    expect(
      contributing.filter((i) => i.includes('/packages/public-suffix/') || i.includes('/@exodus/bytes') || i.includes('/packages/percent-encoding/src/encodings')),
    ).toEqual([]);
    // A label of the list's PRIVATE section (githubusercontent.com), present in any copy of its data.
    expect(code.includes('githubusercontent')).toBe(false);
  });

  test('the same check fails for an import that needs the list (it can fail)', async () => {
    const { contributing, code } = await bundleFromSource("import { publicSuffix } from '@x/url'; console.log(publicSuffix('a.b.example'));", pkgDir);
    expect(contributing.some((i) => i.includes('/packages/public-suffix/'))).toBe(true);
    expect(code.includes('githubusercontent')).toBe(true);
  });
});
