// @ts-check
// The suites CI runs in the engines vitest does not run in (Firefox ESR and WebKitGTK;
// Chromium, Bun and Deno too on request), as one classic script per engine:
// - the WPT URL data (urltestdata, setters, toascii, a URLSearchParams round trip:
//   packages/url/scripts/runtime-suites-core.mjs) against @x/url;
// - the URL API suites (WPT url-api and URLSearchParams ports, Web IDL bindings:
//   packages/url-api/scripts/bundle-api-suites.mjs) against @x/url-api;
// - WPT urlpatterntestdata.json (packages/urlpattern/test/portable/run-wpt.ts) against
//   @x/urlpattern.
// Each with the expected failures the engine itself forces (none but the browsers'
// missing node:util, see bundle-api-suites.mjs), so each must report 0 failed.
//
//   node tooling/engines/suites.mjs <engine> [--source]   → one line per suite, then "N passed, N failed"
import { build } from 'esbuild';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleApiSuites } from '../../packages/url-api/scripts/bundle-api-suites.mjs';
import { dataDir, syncWpt } from '../../wpt/scripts/sync.mjs';
import { ENGINES, missing, parseEngine, runInEngine } from './run.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** @param {string} file a file synced into wpt/data */
export const loadWptJson = (file) => JSON.parse(readFileSync(join(dataDir, file), 'utf8'));

/**
 * The parsed WPT files the suites and the conformance table read.
 * @returns {Promise<{ urltestdata: unknown[], setters: Record<string, unknown>, toascii: unknown[], urlpattern: unknown[] }>}
 */
export async function wptData() {
  await syncWpt();
  const objects = (/** @type {unknown[]} */ xs) => xs.filter((x) => typeof x === 'object' && x !== null);
  return {
    urltestdata: objects(loadWptJson('urltestdata.json')),
    setters: loadWptJson('setters_tests.json'),
    toascii: objects(loadWptJson('toascii.json')),
    urlpattern: objects(loadWptJson('urlpatterntestdata.json')),
  };
}

/**
 * A case list of the engine's own making for URLPattern (case → reason), when it has one.
 * @param {string} engine
 * @returns {Record<string, string>}
 */
function urlPatternExpected(engine) {
  const file = join(root, 'packages', 'urlpattern', 'test', 'portable', `expected-failures-${engine}.json`);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
}

/**
 * Bundles `entry` (an ES module importing from the packages) as a classic script, with
 * `vitest` mapped to url-api's portable expect.
 * @param {string} entry @param {{ fromSource?: boolean, minify?: boolean }} [options]
 *   fromSource: the packages' TypeScript sources (the `@x/source` condition) instead of dist
 * @returns {Promise<string>}
 */
export async function bundleScript(entry, { fromSource = false, minify = false } = {}) {
  const expect = join(root, 'packages', 'url-api', 'test', 'portable', 'expect.ts');
  const result = await build({
    stdin: { contents: entry, resolveDir: join(root, 'packages', 'url'), loader: 'js', sourcefile: 'engine-entry.mjs' },
    bundle: true,
    format: 'iife',
    // Strict, as the modules it was bundled from (a classic script is sloppy by default).
    banner: { js: '"use strict";' },
    platform: 'browser',
    minify,
    conditions: fromSource ? ['@x/source', 'import', 'default'] : ['import', 'default'],
    write: false,
    logLevel: 'silent',
    plugins: [{ name: 'portable-expect', setup: (b) => b.onResolve({ filter: /^vitest$/ }, () => ({ path: expect })) }],
  });
  return result.outputFiles[0]?.text ?? '';
}

/** @param {import('./run.mjs').Engine} engine */
export const isBrowser = (engine) => engine === 'chromium' || engine === 'firefox' || engine === 'webkit';

/**
 * The URL API suites for `engine`: a classic script for a page, an ES module for a runtime
 * (which keeps its real node:util; the rest of a runtime's script may follow it in the same
 * file, since runInEngine runs a runtime's script as a module).
 * @param {import('./run.mjs').Engine} engine @param {{ fromSource?: boolean }} options
 */
export function bundleApiSuitesFor(engine, { fromSource = false }) {
  const runtime = engine === 'node24' || engine === 'node26' ? 'node' : engine;
  return bundleApiSuites(runtime, { fromSource, format: isBrowser(engine) ? 'iife' : 'esm' });
}

/**
 * The three suites as one classic script for `engine`; it leaves
 * `{ urlData, apiSuites, urlpattern }` (each with passed, failed, failures) on
 * globalThis.__engineResult.
 * @param {import('./run.mjs').Engine} engine @param {{ fromSource?: boolean }} [options]
 */
export async function bundleEngineSuites(engine, { fromSource = false } = {}) {
  const data = await wptData();
  const api = await bundleApiSuitesFor(engine, { fromSource });
  const q = (/** @type {string} */ p) => JSON.stringify(join(root, p));
  const suites = await bundleScript(
    `import { URL, URLSearchParams } from '@x/url';
import { URLPattern } from '@x/url/urlpattern';
import { runURLSuites } from ${q('packages/url/scripts/runtime-suites-core.mjs')};
import { runURLPatternWpt } from ${q('packages/urlpattern/test/portable/run-wpt.ts')};
const data = ${JSON.stringify(data)};
const urlData = runURLSuites({ URL, URLSearchParams }, data, { maxFailures: 50 });
const urlpattern = runURLPatternWpt(URLPattern, data.urlpattern, ${JSON.stringify(urlPatternExpected(engine))});
const api = globalThis.__apiSuites;
globalThis.__engineResult = {
  urlData: { passed: urlData.passed, failed: urlData.failed, failures: urlData.failures },
  apiSuites: { passed: api.passed, failed: api.failed, failures: api.failures.slice(0, 50) },
  urlpattern: { passed: urlpattern.passed, failed: urlpattern.failed, failures: urlpattern.failures.slice(0, 50) },
};
`,
    { fromSource },
  );
  return `${api}\n${suites}`;
}

/** What each suite is, for the printed lines. */
export const SUITE_LABELS = Object.freeze({
  urlData: 'WPT URL data (urltestdata, setters, toascii), @x/url',
  apiSuites: 'URL API suites (WPT url-api, URLSearchParams, Web IDL), @x/url-api',
  urlpattern: 'WPT urlpatterntestdata.json, @x/urlpattern',
});

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const engine = parseEngine(args.find((a) => !a.startsWith('--')) ?? '');
  const why = missing(engine);
  if (why !== undefined) {
    // As the Chromium tests do (@x/tooling/chromium): CI (.ci/run) requires the browser,
    // elsewhere a missing one is skipped.
    const required = process.env.X_REQUIRE_BROWSER === '1';
    console.log(`${engine}: ${why}${required ? '' : ' (skipped; CI requires it)'}\n0 passed, ${required ? 1 : 0} failed`);
    process.exit(required ? 1 : 0);
  }
  const code = await bundleEngineSuites(engine, { fromSource: args.includes('--source') });
  const run = await runInEngine(engine, code, { timeoutMs: 300_000 });
  const value = /** @type {Record<keyof typeof SUITE_LABELS, { passed: number, failed: number, failures: string[] }>} */ (run.value);
  let passed = 0;
  let failed = 0;
  console.log(`${run.version}:`);
  for (const key of /** @type {(keyof typeof SUITE_LABELS)[]} */ (Object.keys(SUITE_LABELS))) {
    const s = value[key];
    for (const f of s.failures) console.log(`FAIL ${key}: ${f}`);
    console.log(`  ${SUITE_LABELS[key]}: ${s.passed} passed, ${s.failed} failed`);
    if (s.failed === 0 && s.passed > 0) passed++;
    else failed++;
  }
  for (const e of run.errors) {
    console.log(`page error: ${e}`);
  }
  if (run.errors.length > 0) failed++;
  // One check per suite, as test-all.mjs counts the Bun and Deno steps.
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed === 0 ? 0 : 1);
}

export { ENGINES };
