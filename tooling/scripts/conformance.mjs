// @ts-check
// The conformance table of the root README: in each engine (tooling/engines: Node 24 and
// 26, Bun, Deno, Chromium, Firefox ESR, WebKitGTK), the WPT data against the engine's own
// URL, URLSearchParams and URLPattern and against ours, run side by side in the same
// process or page. Never typed: this script measures, writes wpt/conformance.json (the
// counts and every failing case), and renders from it the README region between
// <!-- conformance:start --> and <!-- conformance:end --> and wpt/CONFORMANCE.md (the
// cases each engine fails).
//
//   node tooling/scripts/conformance.mjs --write [engine…]  run the engines (all by default), write the files
//   node tooling/scripts/conformance.mjs --check            the README and CONFORMANCE.md are what conformance.json gives
//   node tooling/scripts/conformance.mjs --verify [engine…] run the engines again and compare with conformance.json
//
// --verify fails when ours is not at every check in every engine, or when an engine's own
// counts differ from the recorded ones at the recorded version (Node, Bun and Deno are
// pinned, so theirs always compare). A browser from Debian's packages whose version
// differs from the recorded one is reported, not failed: its own counts belong to its
// version, and an apt upgrade would otherwise fail CI on a change that is not ours.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ENGINES, ENGINE_VM, missing, parseEngine, runInEngine } from '../engines/run.mjs';
import { bundleApiSuitesFor, bundleScript, wptData } from '../engines/suites.mjs';
import { root } from './workspace.mjs';

const JSON_FILE = join(root, 'wpt', 'conformance.json');
const CASES_FILE = join(root, 'wpt', 'CONFORMANCE.md');
const README = join(root, 'README.md');
const START = '<!-- conformance:start -->';
const END = '<!-- conformance:end -->';

/** @typedef {{ passed: number, failed: number, failures: string[] }} Count */
/** @typedef {{ engine: string, version: string, ours: Record<Column, Count>, theirs: Record<Column, Count | null> }} EngineResult */
/** @typedef {'url' | 'urlSearchParams' | 'urlPattern'} Column */

const COLUMNS = /** @type {const} */ ({
  url: '`URL` (urltestdata, setters, toascii)',
  urlSearchParams: '`URLSearchParams` (WPT urlsearchparams-*.any.js)',
  urlPattern: '`URLPattern` (urlpatterntestdata)',
});

/**
 * Cases an engine's own class is not given, because they kill the page (so nothing after
 * them could be counted): each counts as a failed check, with its reason in CONFORMANCE.md.
 * @type {Partial<Record<import('../engines/run.mjs').Engine, Partial<Record<Column, Record<string, string>>>>>}
 */
const NOT_RUN = {
  webkit: {
    urlPattern: {
      'Pattern: [{"pathname":"/:foo((?<x>a))"}] Inputs: [{"pathname":"/a"}]': 'not run: WebKitGTK 2.50\'s URLPattern crashes the web process on a named capture group inside a regexp group',
      'Pattern: [{"pathname":"/foo/(bar(?<x>baz))"}] Inputs: [{"pathname":"/foo/barbaz"}]': 'not run: WebKitGTK 2.50\'s URLPattern crashes the web process on a named capture group inside a regexp group',
    },
  },
};

/**
 * The script that runs every count in one engine, ours and the engine's own, and leaves
 * `{ ours, theirs }` on globalThis.__engineResult.
 * @param {import('../engines/run.mjs').Engine} engine @param {{ fromSource?: boolean }} options
 */
async function bundleConformance(engine, { fromSource = false }) {
  const data = await wptData();
  const api = await bundleApiSuitesFor(engine, { fromSource });
  const q = (/** @type {string} */ p) => JSON.stringify(join(root, p));
  const script = await bundleScript(
    `import { URL as OurURL, URLSearchParams as OurURLSearchParams } from '@x/url';
import { URLPattern as OurURLPattern } from '@x/url/urlpattern';
import { runURLSuites } from ${q('packages/url/scripts/runtime-suites-core.mjs')};
import { runURLPatternWpt } from ${q('packages/urlpattern/test/portable/run-wpt.ts')};
import { urlPatternCaseName } from ${q('packages/urlpattern/test/wpt-urlpattern-case.ts')};
const data = ${JSON.stringify(data)};
const notRun = ${JSON.stringify(NOT_RUN[engine]?.urlPattern ?? {})};
const engine = { URL: globalThis.URL, URLSearchParams: globalThis.URLSearchParams, URLPattern: globalThis.URLPattern };
const count = (r) => ({ passed: r.passed, failed: r.failed, failures: r.failures });
function url(classes) {
  const r = runURLSuites(classes, data, { maxFailures: Infinity });
  // The URLSearchParams round trip is counted with URLSearchParams' own WPT files instead.
  const s = r.sections.searchParamsRoundTrip;
  return { passed: r.passed - s.passed, failed: r.failed - s.failed, failures: r.failures.filter((f) => !f.startsWith('URLSearchParams round trip')) };
}
const onlyParams = { only: (file) => file.startsWith('urlsearchparams-') };
function pattern(P, skip) {
  const cases = data.urlpattern.filter((c) => !Object.hasOwn(skip, urlPatternCaseName(c)));
  const skipped = Object.entries(skip).map(([name, why]) => name + ': ' + why);
  try {
    const r = runURLPatternWpt(P, cases, {});
    return { passed: r.passed, failed: r.failed + skipped.length, failures: [...r.failures, ...skipped] };
  } catch (e) {
    return { passed: 0, failed: data.urlpattern.length, failures: ['the run threw: ' + e] };
  }
}
globalThis.__engineResult = {
  ours: {
    url: url({ URL: OurURL, URLSearchParams: OurURLSearchParams }),
    urlSearchParams: count(globalThis.__runApiSuites({ URL: OurURL, URLSearchParams: OurURLSearchParams }, {}, { ...onlyParams, ours: false })),
    urlPattern: pattern(OurURLPattern, {}),
  },
  theirs: {
    url: url(engine),
    urlSearchParams: count(globalThis.__runApiSuites(engine, {}, { ...onlyParams, ours: false })),
    urlPattern: engine.URLPattern === undefined ? null : pattern(engine.URLPattern, notRun),
  },
};
`,
    { fromSource },
  );
  return `${api}\n${script}`;
}

/** @param {import('../engines/run.mjs').Engine} engine @param {{ fromSource?: boolean }} options @returns {Promise<EngineResult>} */
async function measure(engine, options) {
  const run = await runInEngine(engine, await bundleConformance(engine, options), { timeoutMs: 300_000 });
  const value = /** @type {{ ours: Record<Column, Count>, theirs: Record<Column, Count | null> }} */ (run.value);
  return { engine, version: run.version, ...value };
}

/** @param {Count | null} c */
const cell = (c) => (c === null ? 'none' : `${c.failed === 0 ? '**all** ' : ''}${c.passed} / ${c.passed + c.failed}`);

/** @param {string} s */
const anchor = (s) => s.toLowerCase().replace(/[^a-z0-9 -]/g, '').replace(/ /g, '-');

/**
 * The README region and CONFORMANCE.md from the recorded results.
 * @param {{ date: string, engines: EngineResult[] }} recorded
 */
function render(recorded) {
  const rows = recorded.engines.map((r) => {
    const cells = /** @type {Column[]} */ (Object.keys(COLUMNS)).map((k) => `${cell(r.ours[k])} | ${cell(r.theirs[k])}`);
    return `| [${r.version}](wpt/CONFORMANCE.md#${anchor(r.version)}) (${ENGINE_VM[/** @type {keyof typeof ENGINE_VM} */ (r.engine)]}) | ${cells.join(' | ')} |`;
  });
  const readme = [
    `**The same URL in every engine.** Checks passed on the web-platform-tests data (\`URL\`: urltestdata, setters, toascii; \`URLSearchParams\`: the urlsearchparams-*.any.js tests; \`URLPattern\`: urlpatterntestdata), ours beside each engine's own built-in, run in the same process or page (${recorded.date}; written by \`node tooling/scripts/conformance.mjs --write\`, the failing cases of each engine in [wpt/CONFORMANCE.md](wpt/CONFORMANCE.md)). For you this means: with \`@x/url\` a URL parses, serializes and matches the same way in every engine listed, where the engines' own classes disagree with the standard, and with each other, on the cases counted as failed.`,
    '',
    `| engine | ${Object.values(COLUMNS).map((c) => `${c.replace(/ \(.*/, '')}, ours | its own`).join(' | ')} |`,
    `|---|${Object.keys(COLUMNS).map(() => '---|---').join('|')}|`,
    ...rows,
  ].join('\n');
  const cases = [
    '# The WPT cases each engine fails',
    '',
    `Generated by \`node tooling/scripts/conformance.mjs --write\` (${recorded.date}) from [conformance.json](conformance.json); the counts are in the root README's table. Each engine ran the WPT data against its own \`URL\`, \`URLSearchParams\` and \`URLPattern\` and against ours, in the same process or page. A line is one failed check: for urltestdata the input and base and the attributes that differ (with the engine's value), for a setter the attributes that differ afterwards, for URLSearchParams and URLPattern the case and the first assertion that failed.`,
    '',
    ...recorded.engines.flatMap((r) => [
      `## ${r.version}`,
      '',
      ...(/** @type {Column[]} */ (Object.keys(COLUMNS))).flatMap((k) => {
        const theirs = r.theirs[k];
        const ours = r.ours[k];
        return [
          `### ${COLUMNS[k]}`,
          '',
          theirs === null ? 'The engine has none.' : theirs.failed === 0 ? `The engine's own: all ${theirs.passed} passed.` : `The engine's own: ${theirs.failed} of ${theirs.passed + theirs.failed} failed:`,
          '',
          ...(theirs === null || theirs.failed === 0 ? [] : ['```text', ...theirs.failures.map((f) => f.replace(/\n/g, '\\n')), '```', '']),
          ours.failed === 0 ? `Ours: all ${ours.passed} passed.` : `Ours: ${ours.failed} failed:\n\n\`\`\`text\n${ours.failures.join('\n')}\n\`\`\``,
          '',
        ];
      }),
    ]),
  ].join('\n');
  return { readme, cases: `${cases.trimEnd()}\n` };
}

/** @param {string} text @param {string} body */
function withRegion(text, body) {
  const a = text.indexOf(START);
  const b = text.indexOf(END);
  if (a === -1 || b < a) throw new Error(`conformance: README.md has no ${START} … ${END} region`);
  return `${text.slice(0, a + START.length)}\n${body}\n${text.slice(b)}`;
}

/** @returns {{ date: string, engines: EngineResult[] }} */
function readRecorded() {
  if (!existsSync(JSON_FILE)) return { date: '', engines: [] };
  return JSON.parse(readFileSync(JSON_FILE, 'utf8'));
}

/** The files whose text is not what conformance.json renders. */
function stale() {
  const { readme, cases } = render(readRecorded());
  /** @type {string[]} */
  const out = [];
  const text = readFileSync(README, 'utf8');
  if (withRegion(text, readme) !== text) out.push('README.md');
  if (!existsSync(CASES_FILE) || readFileSync(CASES_FILE, 'utf8') !== cases) out.push('wpt/CONFORMANCE.md');
  return out;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const mode = args.find((a) => a === '--write' || a === '--check' || a === '--verify');
  const fromSource = args.includes('--source');
  const named = args.filter((a) => !a.startsWith('--')).map(parseEngine);
  const engines = named.length > 0 ? named : [...ENGINES];
  if (mode === '--check') {
    const files = stale();
    if (files.length > 0) {
      console.error(`conformance: ${files.join(', ')} not what wpt/conformance.json gives (run node tooling/scripts/conformance.mjs --write)`);
      process.exit(1);
    }
    console.log('conformance: the README table and wpt/CONFORMANCE.md are what wpt/conformance.json gives');
  } else if (mode === '--write') {
    const recorded = readRecorded();
    for (const engine of engines) {
      const why = missing(engine);
      if (why !== undefined) throw new Error(`conformance: ${engine}: ${why}`);
      console.log(`conformance: ${engine}…`);
      const r = await measure(engine, { fromSource });
      const i = recorded.engines.findIndex((e) => e.engine === engine);
      if (i === -1) recorded.engines.push(r);
      else recorded.engines[i] = r;
    }
    recorded.engines.sort((a, b) => ENGINES.indexOf(parseEngine(a.engine)) - ENGINES.indexOf(parseEngine(b.engine)));
    recorded.date = new Date().toISOString().slice(0, 10);
    writeFileSync(JSON_FILE, `${JSON.stringify(recorded, null, 1)}\n`);
    const { readme, cases } = render(recorded);
    writeFileSync(README, withRegion(readFileSync(README, 'utf8'), readme));
    writeFileSync(CASES_FILE, cases);
    console.log('conformance: written wpt/conformance.json, wpt/CONFORMANCE.md, README.md');
  } else if (mode === '--verify') {
    const recorded = readRecorded();
    let passed = 0;
    let failed = 0;
    for (const engine of engines) {
      const why = missing(engine);
      if (why !== undefined) {
        // CI (.ci/run) requires every browser; elsewhere a missing one is skipped.
        if (process.env.X_REQUIRE_BROWSER === '1') {
          console.log(`FAIL ${engine}: ${why}`);
          failed++;
        } else console.log(`skipped ${engine}: ${why}`);
        continue;
      }
      const r = await measure(engine, { fromSource });
      const before = recorded.engines.find((e) => e.engine === engine);
      /** @type {string[]} */
      const problems = [];
      for (const k of /** @type {Column[]} */ (Object.keys(COLUMNS))) {
        const ours = r.ours[k];
        if (ours.failed > 0) problems.push(`ours fails ${ours.failed} ${k} check(s): ${ours.failures.slice(0, 5).join('; ')}`);
        if (before === undefined) problems.push('not in wpt/conformance.json');
        else if (before.version !== r.version) {
          if (k === 'url') console.log(`note: ${engine} is ${r.version}, conformance.json has ${before.version}: its own counts are not compared (run --write ${engine} to record them)`);
        } else {
          const want = before.theirs[k];
          const got = r.theirs[k];
          if (JSON.stringify(want) !== JSON.stringify(got)) problems.push(`its own ${k}: ${cell(got)}, recorded ${cell(want)}`);
          if (cell(before.ours[k]) !== cell(ours)) problems.push(`ours ${k}: ${cell(ours)}, recorded ${cell(before.ours[k])}`);
        }
      }
      for (const p of problems) console.log(`FAIL ${engine}: ${p}`);
      console.log(`${r.version}: ${problems.length === 0 ? 'as recorded' : `${problems.length} problem(s)`}`);
      if (problems.length === 0) passed++;
      else failed++;
    }
    console.log(`${passed} passed, ${failed} failed`);
    process.exit(failed === 0 ? 0 : 1);
  } else {
    console.error('usage: node tooling/scripts/conformance.mjs --write|--check|--verify [engine…] [--source]');
    process.exit(2);
  }
}


