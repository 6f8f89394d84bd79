// @ts-check
// Bundles the URL API suites (test/portable/run-api-suites.ts) with the built @x/url-api
// (dist/index.js, as users import it) into one self-contained ES module for a runtime
// vitest does not run on. Run, the module prints one line per failure and "N passed,
// N failed" (exit code 1 on failures) and leaves its result on globalThis.__apiSuites
// (and runApiSuites itself on globalThis.__runApiSuites).
//
//   node scripts/bundle-api-suites.mjs <node|bun|deno|chromium|firefox|webkit> <out.mjs>
//
// In a browser, node:util (the Web IDL suite's inspect checks) is a stub that throws:
// those cases are in test/portable/expected-failures-browser.json; a runtime's own list,
// test/portable/expected-failures-<runtime>.json, is added when it exists.
import { build } from 'esbuild';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const portable = join(packageDir, 'test', 'portable');

export const RUNTIMES = /** @type {const} */ (['node', 'bun', 'deno', 'chromium', 'firefox', 'webkit']);
const BROWSERS = new Set(['chromium', 'firefox', 'webkit']);

/**
 * The expected failures the runtime itself forces (case → reason, per suite).
 * @param {typeof RUNTIMES[number]} runtime
 * @returns {Record<string, Record<string, string>>}
 */
export function runtimeExpectedFailures(runtime) {
  /** @type {Record<string, Record<string, string>>} */
  const out = {};
  for (const name of [...(BROWSERS.has(runtime) ? ['browser'] : []), runtime]) {
    const file = join(portable, `expected-failures-${name}.json`);
    if (!existsSync(file)) continue;
    for (const [suite, cases] of Object.entries(JSON.parse(readFileSync(file, 'utf8')))) out[suite] = { ...out[suite], ...cases };
  }
  return out;
}

/**
 * @param {typeof RUNTIMES[number]} runtime
 * @param {{ fromSource?: boolean, format?: 'esm' | 'iife' }} [options] fromSource: the packages' sources (the
 *   `@x/source` condition; for the vitest test that drives Chromium, which runs before the build);
 *   format: `iife` for a page loaded from file:// (tooling/engines), default `esm`
 * @returns {Promise<string>} the bundle's code
 */
export async function bundleApiSuites(runtime, { fromSource = false, format = 'esm' } = {}) {
  const runtimeExpected = JSON.stringify(runtimeExpectedFailures(runtime));
  const entry = `import { URL, URLSearchParams } from '@x/url-api';
import { runApiSuites } from './test/portable/run-api-suites.ts';
const result = runApiSuites({ URL, URLSearchParams }, ${runtimeExpected});
for (const f of result.failures) console.log('FAIL ' + f);
console.log(result.passed + ' passed, ' + result.failed + ' failed (' + result.expectedFailures + ' expected failures)');
globalThis.__apiSuites = result;
// For a later script in the same page (tooling/scripts/conformance.mjs: the engine's own classes).
globalThis.__runApiSuites = runApiSuites;
if (result.failed > 0 && typeof process !== 'undefined') process.exitCode = 1;
`;
  const result = await build({
    stdin: { contents: entry, resolveDir: packageDir, loader: 'ts', sourcefile: 'api-suites-entry.ts' },
    bundle: true,
    format,
    // A module is strict code; a classic script is only when it says so (assigning to a
    // getter-only accessor must throw, as the suites check).
    banner: format === 'iife' ? { js: '"use strict";' } : {},
    platform: BROWSERS.has(runtime) ? 'browser' : 'node',
    // The built files users import, unless asked for the sources.
    conditions: fromSource ? ['@x/source', 'import', 'default'] : ['import', 'default'],
    write: false,
    logLevel: 'silent',
    plugins: [
      {
        name: 'portable-suites',
        setup(b) {
          b.onResolve({ filter: /^vitest$/ }, () => ({ path: join(portable, 'expect.ts') }));
          // The suites register their cases when imported: keep them although the package
          // says "sideEffects": false (true of its sources, not of its test files).
          b.onResolve({ filter: /\.test$/ }, (args) => ({ path: join(args.resolveDir, `${args.path}.ts`), sideEffects: true }));
          b.onResolve({ filter: /^\.\/impls$/ }, (args) => (args.importer.startsWith(portable) ? undefined : { path: join(portable, 'impls.ts') }));
          if (BROWSERS.has(runtime)) {
            b.onResolve({ filter: /^node:util$/ }, () => ({ path: 'node-util-stub', namespace: 'stub' }));
            b.onLoad({ filter: /.*/, namespace: 'stub' }, () => ({ contents: "export function inspect() { throw new Error('node:util inspect is not in a browser'); }", loader: 'js' }));
          }
        },
      },
    ],
  });
  return result.outputFiles[0]?.text ?? '';
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [runtime, out] = process.argv.slice(2);
  const known = RUNTIMES.find((r) => r === runtime);
  if (known === undefined || out === undefined) {
    console.error(`usage: node scripts/bundle-api-suites.mjs <${RUNTIMES.join('|')}> <out.mjs>`);
    process.exit(2);
  }
  writeFileSync(out, await bundleApiSuites(known));
}
