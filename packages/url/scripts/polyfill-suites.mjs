// @ts-check
// One self-contained script (an IIFE) that imports @x/url/polyfill and
// @x/urlpattern/polyfill (after encoding-globals.mjs, which supplies TextEncoder and
// TextDecoder to an engine without them), then runs the WPT data through the globals they leave
// (polyfill-report.mjs) and puts the report on globalThis.__polyfillSuites (also printed
// with console.log where there is one). It runs in any engine, as a classic or module
// script: QuickJS (test/polyfill-quickjs.test.ts), Chromium (test/chromium.test.ts), and
// a WebDriver session (`return JSON.stringify(globalThis.__polyfillSuites)`) on the page
// written by the command line.
//
//   node scripts/polyfill-suites.mjs <out.js> [<out.html>] [--source] [--delete=URL,URLSearchParams,URLPattern]
//
// The built files (dist) unless --source (the `@x/source` condition, for tests before a build).
// --delete (deleteGlobals) makes the script delete those globals before the polyfills run,
// so that an engine that has its own runs ours through the globals. WebKitGTK 2.50 needs
// --delete=URLPattern: its own URLPattern crashes the web process on urlpatterntestdata's
// `new URLPattern({ pathname: '/:foo((?<x>a))' }).test({ pathname: '/a' })` (2026-12-02).
// Run by hand that day from a page served over http, the report was failed 0 in Firefox ESR
// 153 (as is: URL installed, probe failures "https://xn--/", "non-special:opaque  ?hi", "\a")
// and in WebKitGTK 2.50 with URL, URLSearchParams and URLPattern deleted first (as is, the
// URL part alone passed there too: URL installed, probe failures "https://xn--/" and "\a").
import { build } from 'esbuild';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { dataDir, syncWpt } from '../../../wpt/scripts/sync.mjs';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * @param {{ fromSource?: boolean, deleteGlobals?: string[] }} [options]
 * @returns {Promise<string>} the script's code
 */
export async function bundlePolyfillSuites({ fromSource = false, deleteGlobals = [] } = {}) {
  await syncWpt();
  const load = (/** @type {string} */ name) => JSON.parse(readFileSync(join(dataDir, name), 'utf8'));
  // The list files' strings are comments; the runners skip them.
  const data = {
    urltestdata: load('urltestdata.json'),
    setters: load('setters_tests.json'),
    toascii: load('toascii.json'),
    urlpatterntestdata: load('urlpatterntestdata.json'),
  };
  // The polyfills first: ES modules evaluate their imports in order, before this body.
  const entry = `import { encodingStandIns } from './scripts/encoding-globals.mjs';
import { installed as url } from '@x/url/polyfill';
import { installed as pattern } from '@x/urlpattern/polyfill';
import { polyfillReport } from './scripts/polyfill-report.mjs';
const report = { encodingStandIns, ...polyfillReport(url, pattern, ${JSON.stringify(data)}) };
globalThis.__polyfillSuites = report;
if (typeof console !== 'undefined') console.log(report.passed + ' passed, ' + report.failed + ' failed');
`;
  const result = await build({
    stdin: { contents: entry, resolveDir: packageDir, loader: 'js', sourcefile: 'polyfill-suites-entry.js' },
    bundle: true,
    format: 'iife',
    platform: 'neutral',
    mainFields: ['module', 'main'],
    conditions: fromSource ? ['@x/source', 'import', 'default'] : ['import', 'default'],
    write: false,
    logLevel: 'silent',
  });
  const deletions = deleteGlobals.map((name) => `delete globalThis[${JSON.stringify(name)}];\n`).join('');
  return deletions + (result.outputFiles[0]?.text ?? '');
}

/**
 * A page that runs the script: open it from file:// in any browser.
 * @param {string} code
 */
export function polyfillSuitesPage(code) {
  return `<!doctype html>\n<meta charset="utf-8">\n<title>x-url polyfill suites</title>\n<script>${code.replaceAll('</script', '<\\/script')}</script>\n`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const [out, page] = args.filter((a) => !a.startsWith('--'));
  if (out === undefined) {
    console.error('usage: node scripts/polyfill-suites.mjs <out.js> [<out.html>] [--source]');
    process.exit(2);
  }
  const deleteArg = args.find((a) => a.startsWith('--delete='));
  const deleteGlobals = deleteArg === undefined ? [] : deleteArg.slice('--delete='.length).split(',');
  const code = await bundlePolyfillSuites({ fromSource: args.includes('--source'), deleteGlobals });
  writeFileSync(out, code);
  if (page !== undefined) writeFileSync(page, polyfillSuitesPage(code));
}
