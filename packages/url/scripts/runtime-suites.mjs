// The WPT URL data against the built @x/url, in whatever runtime runs this file: Bun and
// Deno in CI (tooling/scripts/test-all.mjs), where vitest does not run; the checks are in
// runtime-suites-core.mjs, which test/chromium.test.ts also runs in the browser. No test framework:
// plain comparisons, one line per failure, and a last line "N passed, N failed" (exit 1
// when any failed). Reads the data synced into wpt/data (node:fs, which Bun and Deno have).
//
//   bun scripts/runtime-suites.mjs
//   deno run --allow-read --node-modules-dir=manual scripts/runtime-suites.mjs
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { URL, URLSearchParams } from '@x/url';
import { runURLSuites } from './runtime-suites-core.mjs';

const dataDir = join(import.meta.dirname, '..', '..', '..', 'wpt', 'data');
const load = (/** @type {string} */ name) => JSON.parse(readFileSync(join(dataDir, name), 'utf8'));

const { passed, failed, failures } = runURLSuites(
  { URL, URLSearchParams },
  { urltestdata: load('urltestdata.json'), setters: load('setters_tests.json'), toascii: load('toascii.json') },
);
for (const f of failures) console.log(`FAIL ${f}`);
console.log(`${passed} passed, ${failed} failed`);
if (failed > 0) process.exitCode = 1;
