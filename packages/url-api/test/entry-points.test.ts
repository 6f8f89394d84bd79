// The two entry points: `@x/url-api/url-search-params` must not pull in the URL parser,
// hosts, IDNA or tr46, and both entries must hand out the same URLSearchParams class —
// from source, and from the tsup build (ESM and CJS: `splitting: true` puts the class in
// one shared chunk; without it each entry would get its own copy).
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { beforeAll, describe, expect, test } from 'vitest';
import * as main from '@x/url-api';
import * as paramsOnly from '@x/url-api/url-search-params';

const pkgDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(pkgDir, 'node_modules', '.cache', 'entry-points-test');
const distDir = join(outDir, 'dist');

/** Bundles `contents` (resolved from `resolveDir`) with workspace packages taken from source. */
async function bundle(contents: string, resolveDir: string, format: 'esm' | 'cjs') {
  const result = await build({
    stdin: { contents, resolveDir, loader: 'js' },
    bundle: true,
    format,
    platform: 'node',
    conditions: ['@x/source'],
    write: false,
    metafile: true,
    absWorkingDir: resolveDir,
    outfile: 'bundle.js',
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]?.text ?? '';
  // Metafile paths are relative to absWorkingDir: make them absolute, with "/" separators,
  // so the checks below do not depend on where the test runs from.
  const abs = (i: string): string => resolve(resolveDir, i).split(sep).join('/');
  const inputs = Object.keys(result.metafile.inputs).map(abs);
  // The modules that put code into the output (parsed-then-dropped ones excluded).
  const output = Object.values(result.metafile.outputs)[0];
  const contributing = Object.entries(output?.inputs ?? {})
    .filter(([, v]) => v.bytesInOutput > 0)
    .map(([k]) => abs(k));
  return { code, inputs, contributing };
}

describe('@x/url-api/url-search-params stays small', () => {
  test('its bundle has no URL parser, host, IDNA or tr46 file, and not url.ts', async () => {
    const { inputs } = await bundle(
      "import { URLSearchParams } from '@x/url-api/url-search-params'; console.log(new URLSearchParams('a=b').get('a'));",
      pkgDir,
      'esm',
    );
    expect(inputs.some((i) => i.endsWith('/packages/url-api/src/url-search-params.ts'))).toBe(true);
    const forbidden = inputs.filter(
      (i) =>
        i.includes('/packages/url-parser/') ||
        i.includes('/packages/host/') ||
        i.includes('/packages/idna/') ||
        i.includes('/tr46') ||
        i.endsWith('/packages/url-api/src/url.ts'),
    );
    expect(forbidden).toEqual([]);
  });

  test('the full entry does include the parser (the check above can fail)', async () => {
    const { inputs } = await bundle("import { URL } from '@x/url-api'; console.log(new URL('http://x/').href);", pkgDir, 'esm');
    expect(inputs.some((i) => i.includes('/packages/url-parser/'))).toBe(true);
    expect(inputs.some((i) => i.includes('/packages/host/'))).toBe(true);
  });
});

describe('one URLSearchParams class across entry points', () => {
  test('from source', () => {
    expect(paramsOnly.URLSearchParams).toBe(main.URLSearchParams);
    expect(new main.URL('http://x/?a=1').searchParams).toBeInstanceOf(paramsOnly.URLSearchParams);
  });

  describe('from the tsup build', () => {
    beforeAll(() => {
      // The package's own tsup config (entries, splitting, formats), into a private folder
      // so a concurrent `pnpm build` is not disturbed; declarations are not needed here.
      const r = spawnSync('pnpm', ['exec', 'tsup', '--out-dir', distDir, '--no-dts', '--silent'], { cwd: pkgDir, encoding: 'utf8' });
      if (r.status !== 0) throw new Error(`tsup failed: ${r.stderr}${r.stdout}`);
      mkdirSync(outDir, { recursive: true });
    }, 120_000);

    test('ESM: index.js and url-search-params.js export the same class', async () => {
      const { code } = await bundle(
        [
          "import { URL, URLSearchParams as A } from './index.js';",
          "import { URLSearchParams as B } from './url-search-params.js';",
          "export const result = { same: A === B, linked: new URL('http://x/?a=1').searchParams instanceof B };",
        ].join('\n'),
        distDir,
        'esm',
      );
      const file = join(outDir, 'esm-identity.mjs');
      writeFileSync(file, code);
      const mod = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as { result: { same: boolean; linked: boolean } };
      expect(mod.result).toEqual({ same: true, linked: true });
    });

    test("ESM: URLSearchParams from index.js leaves the URL class and the parser out (tree-shaking)", async () => {
      const only = await bundle("import { URLSearchParams } from './index.js'; console.log(new URLSearchParams('a=b').get('a'));", distDir, 'esm');
      expect(only.contributing.filter((i) => i.includes('/packages/url-parser/') || i.includes('/tr46'))).toEqual([]);
      expect(only.code).not.toContain('Invalid URL');
      // The same bundle with URL does contain them, so the check above can fail.
      const both = await bundle("import { URL } from './index.js'; console.log(new URL('http://x/').href);", distDir, 'esm');
      expect(both.contributing.some((i) => i.includes('/packages/url-parser/'))).toBe(true);
      expect(both.code).toContain('Invalid URL');
    });

    test('CJS: index.cjs and url-search-params.cjs export the same class', async () => {
      const { code } = await bundle(
        [
          "const a = require('./index.cjs');",
          "const b = require('./url-search-params.cjs');",
          "module.exports = { same: a.URLSearchParams === b.URLSearchParams, linked: new a.URL('http://x/?a=1').searchParams instanceof b.URLSearchParams };",
        ].join('\n'),
        distDir,
        'cjs',
      );
      const file = join(outDir, 'cjs-identity.cjs');
      writeFileSync(file, code);
      const result = createRequire(import.meta.url)(file) as { same: boolean; linked: boolean };
      expect(result).toEqual({ same: true, linked: true });
    });
  });
});
