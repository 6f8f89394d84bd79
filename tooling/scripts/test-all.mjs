// @ts-check
// The whole test suite, as CI runs it: lint, typecheck, every vitest project (WPT
// included), a bounded differential fuzz run, build, package checks (publint +
// are-the-types-wrong), committed API reports (api-extractor), DAG, package meta,
// changesets, bundle-size budgets and the Dask recipe's tests (examples/dask, Python).
// Prints one closing line, `N passed, N failed`, counting every vitest and Dask test plus
// one per check step, and exits non-zero on any failure.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './workspace.mjs';
import { nodeBinary, runtimeBinary, RUNTIME_VERSIONS } from '../node-versions.mjs';

let passed = 0;
let failed = 0;
/** @type {string[]} */
const failures = [];

/** @param {string} label @param {string} cmd @param {string[]} args */
function step(label, cmd, args) {
  console.log(`\n=== ${label}: ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' });
  const ok = r.status === 0;
  console.log(`=== ${label}: ${ok ? 'ok' : `FAILED (exit ${r.status})`}`);
  return ok;
}

/** @param {string} label @param {string} cmd @param {string[]} args */
function check(label, cmd, args) {
  if (step(label, cmd, args)) passed++;
  else {
    failed++;
    failures.push(label);
  }
}

/**
 * A step that prints its own closing "N passed, N failed" line: those counts are added
 * (a step that ends without one counts as one failure).
 * @param {string} label @param {string} cmd @param {string[]} args
 */
function counted(label, cmd, args) {
  console.log(`\n=== ${label}: ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8', maxBuffer: 64 * 2 ** 20 });
  process.stdout.write(r.stdout ?? '');
  const last = /^(\d+) passed, (\d+) failed$/m.exec((r.stdout ?? '').trimEnd().split('\n').at(-1) ?? '');
  if (last === null) {
    failed++;
    failures.push(`${label} (no summary line, exit ${r.status})`);
  } else {
    passed += Number(last[1]);
    failed += Number(last[2]);
    if (Number(last[2]) > 0 || r.status !== 0) failures.push(label);
  }
  console.log(`=== ${label}: ${r.status === 0 ? 'ok' : `FAILED (exit ${r.status})`}`);
}

const only = process.argv[2];

if (!only || only === 'static') {
  check('lint', 'pnpm', ['exec', 'eslint', '.']);
  check('typecheck', 'pnpm', ['exec', 'turbo', 'run', 'typecheck', '--concurrency=2', '--output-logs=errors-only']);
}

/**
 * One vitest run, counted from its JSON report: every test, plus one failure per test
 * file that failed to load (it ran no test). `node` is the Node binary that runs vitest
 * (the machine's own when omitted).
 * @param {string} label
 * @param {string[]} args
 * @param {string} outFile
 * @param {string} [node]
 */
function vitest(label, args, outFile, node) {
  const reporters = ['--reporter=default', '--reporter=json', `--outputFile.json=${outFile}`];
  if (node === undefined) step(label, 'pnpm', ['exec', 'vitest', 'run', ...args, ...reporters]);
  else step(label, node, [join(root, 'node_modules/vitest/vitest.mjs'), 'run', ...args, ...reporters]);
  try {
    const report = JSON.parse(readFileSync(outFile, 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    const brokenFiles = report.testResults.filter(
      (/** @type {any} */ f) => f.status === 'failed' && f.assertionResults.every((/** @type {any} */ a) => a.status !== 'failed'),
    );
    failed += brokenFiles.length;
    for (const f of brokenFiles) failures.push(`test file did not run: ${f.name}`);
    if (report.numFailedTests > 0) failures.push(`${report.numFailedTests} vitest test(s) in ${label}`);
  } catch (e) {
    failed++;
    failures.push(`${label} produced no report (${/** @type {Error} */ (e).message})`);
  }
}

/**
 * A Python unittest file run with Debian's /usr/bin/python3, counted from the
 * { passed, failed, failures } report its --json option writes (a file that writes none
 * counts as one failure).
 * @param {string} label @param {string} script @param {string} outFile
 */
function python(label, script, outFile) {
  rmSync(outFile, { force: true });
  step(label, '/usr/bin/python3', [script, '--json', outFile]);
  try {
    const report = JSON.parse(readFileSync(outFile, 'utf8'));
    passed += report.passed;
    failed += report.failed;
    for (const f of report.failures) failures.push(`${label}: ${f}`);
  } catch (e) {
    failed++;
    failures.push(`${label} produced no report (${/** @type {Error} */ (e).message})`);
  }
}

/**
 * The pinned Node binary of `major` (installed from the npm registry into the cache on
 * first use), or undefined after counting a failure when it cannot be had.
 * @param {20 | 24 | 26} major
 */
function pinnedNode(major) {
  try {
    return nodeBinary(major);
  } catch (e) {
    failed++;
    failures.push(`Node ${major} binary: ${/** @type {Error} */ (e).message}`);
    return undefined;
  }
}

if (!only || only === 'vitest') {
  const outDir = join(root, '.test-results');
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  // Every suite runs on Node 20 (the machine's), 24 and 26 (pinned, from the npm
  // registry): users run 24 and 26, and the drop-in suites compare with each major's own
  // URL, URLSearchParams and URLPattern (one expected-failures file per major).
  vitest('vitest (Node 20)', ['--exclude=**/*dos.test.ts', '--exclude=**/node_modules/**'], join(outDir, 'vitest.json'));
  const node26 = pinnedNode(26);
  if (node26 !== undefined) {
    vitest('vitest (Node 26)', ['--exclude=**/*dos.test.ts', '--exclude=**/node_modules/**'], join(outDir, 'vitest-26.json'), node26);
  }
  const node24 = pinnedNode(24);
  if (node24 !== undefined) {
    vitest('vitest (Node 24)', ['--exclude=**/*dos.test.ts', '--exclude=**/node_modules/**'], join(outDir, 'vitest-24.json'), node24);
  }
  // The linear-time tests (test/dos.test.ts) fit an exponent to timings, and the
  // maximum-length tests (test/*.dos.test.ts) build strings of V8's maximum length (half a
  // gigabyte each), so they run once, on Node 20, in a
  // last pass, one file at a time, on a machine no other test worker is loading: run
  // beside the WPT suites on 2 cores, a GC pause or a busy core could push a linear
  // fit past its limit (seen in CI), while a quadratic algorithm fails either way.
  vitest('vitest, linear-time tests alone', ['dos.test', '--no-file-parallelism'], join(outDir, 'vitest-dos.json'));
  // The differential fuzzer against whatwg-url (pnpm fuzz), bounded, with a fixed seed so
  // that a failure replays; its minimal reproducers land in .test-results.
  check('fuzz: 100,000 cases against whatwg-url, seed 20261125', 'node', [
    'tooling/scripts/fuzz.mjs', '--seed', '20261125', '--count', '100000', '--out', join(outDir, 'fuzz-disagreements.json'),
  ]);
}

if (!only || only === 'package') {
  if (step('build', 'pnpm', ['exec', 'turbo', 'run', 'build', '--filter=./packages/*', '--concurrency=2', '--output-logs=errors-only'])) {
    passed++;
    check('publint + are-the-types-wrong', 'pnpm', ['exec', 'turbo', 'run', 'check:package', '--filter=./packages/*', '--concurrency=2', '--output-logs=errors-only']);
    check('API reports up to date', 'pnpm', ['exec', 'turbo', 'run', 'api:check', '--filter=./packages/*', '--concurrency=2', '--output-logs=errors-only']);
    check('bundle-size budgets', 'node', ['tooling/scripts/check-size.mjs']);
    // No function on a parse's, a setter's or URLSearchParams' path allocates a closure
    // context per call (the built packages under node --print-bytecode).
    check("no closure contexts on the URL API's paths", 'node', ['tooling/scripts/check-contexts.mjs']);
    // The benchmark figures in the READMEs are the ones `pnpm bench -- --readme` wrote.
    check('benchmark figures written by the bench', 'node', ['bench/src/readme.mjs', '--check']);
    check('conformance table written from wpt/conformance.json', 'node', ['tooling/scripts/conformance.mjs', '--check']);
    // The tarballs users install (pnpm pack), in fresh npm projects, offline: the DNS tool,
    // form library and app stories in ESM and CJS, and the optional @exodus/bytes peer.
    check("packed tarballs: the three users' stories in fresh npm projects", 'node', ['tooling/scripts/packed-install.mjs']);
    // The Web IDL and WPT API suites again, against the built files users import
    // (dist/index.js and dist/index.cjs of @x/url-api, dependencies resolved to their dist).
    mkdirSync(join(root, '.test-results'), { recursive: true });
    process.env.X_TEST_DIST = '1';
    vitest('vitest: URL API suites against the built ESM and CJS', ['--project', '@x/url-api', 'wpt-', 'webidl'], join(root, '.test-results', 'vitest-dist.json'));
    delete process.env.X_TEST_DIST;
    // The Dask recipe (examples/dask): x-url's bulk mode as the mapper of a LocalCluster of
    // two worker processes over the four URL lists (../shared/bench-data) in 16 partitions,
    // with bad lines and with a worker killed mid-partition; each test counted. Debian's
    // python3-distributed (.ci/run installs it).
    python('Dask recipe: x-url bulk mode on a LocalCluster', 'examples/dask/test_x_url_dask.py', join(root, '.test-results', 'dask.json'));
    // Bun and Deno (pinned, from their npm packages): the WPT URL data against the built
    // facade, with a plain runner (vitest does not run there).
    const script = 'packages/url/scripts/runtime-suites.mjs';
    for (const runtime of /** @type {const} */ (['bun', 'deno'])) {
      let bin;
      try {
        bin = runtimeBinary(runtime);
      } catch (e) {
        failed++;
        failures.push(`${runtime}: ${/** @type {Error} */ (e).message}`);
        continue;
      }
      const args = runtime === 'bun' ? [script] : ['run', '--allow-read', '--node-modules-dir=manual', script];
      check(`WPT URL data on ${runtime} ${RUNTIME_VERSIONS[runtime]}, built @x/url`, bin, args);
      // The URL API suites (WPT url-api and URLSearchParams ports, Web IDL) bundled with the
      // built @x/url-api and a stand-in for vitest's expect (packages/url-api/test/portable).
      const bundle = join(root, '.test-results', `api-suites-${runtime}.mjs`);
      if (step(`bundle the URL API suites for ${runtime}`, 'node', ['packages/url-api/scripts/bundle-api-suites.mjs', runtime, bundle])) {
        check(`URL API suites on ${runtime} ${RUNTIME_VERSIONS[runtime]}, built @x/url-api`, bin, runtime === 'bun' ? [bundle] : ['run', '--allow-read', bundle]);
      } else {
        failed++;
        failures.push(`bundle the URL API suites for ${runtime}`);
      }
    }
    // Firefox ESR and WebKitGTK's MiniBrowser (Debian's firefox-esr, webkit2gtk-driver and
    // xvfb, which .ci/run installs): the WPT URL data, the URL API suites and the URL Pattern
    // WPT data against the built packages, through tooling/engines (each suite one count).
    for (const engine of ['firefox', 'webkit']) counted(`suites in ${engine}, built packages`, 'node', ['tooling/engines/suites.mjs', engine]);
    // The README's conformance table (wpt/conformance.json): every engine again, ours at
    // every check and each engine's own counts as recorded (a Debian browser at another
    // version than recorded is noted, not failed; tooling/scripts/conformance.mjs). One
    // count per engine.
    counted('conformance table: ours and each engine\'s own, as recorded', 'node', ['tooling/scripts/conformance.mjs', '--verify']);
  } else {
    failed++;
    failures.push('build');
  }
  check('dependency DAG', 'node', ['tooling/scripts/check-dag.mjs']);
  check('package metadata', 'node', ['tooling/scripts/check-package-meta.mjs']);
  check('changesets bump the facade', 'node', ['tooling/scripts/check-changesets.mjs']);
  // The committed Public Suffix List and UTS #46 tables are what `pnpm update-data`
  // produces from the pinned packages (the generators' own checks included).
  check('committed data = pnpm update-data --check', 'node', ['tooling/scripts/update-data.mjs', '--check']);
  // The API reference (TypeDoc, from the sources): it must build with a page per package.
  check('API reference: pnpm docs', 'node', ['tooling/scripts/docs.mjs']);
}

if (failures.length > 0) console.log(`\nFailures:\n  ${failures.join('\n  ')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
