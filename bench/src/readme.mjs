// @ts-check
// `--readme`: the figures quoted in the READMEs are written here, from the run that
// measured them, never typed by hand.
//
// bench/README.md, between <!-- bench:results:start --> and <!-- bench:results:end -->,
// holds one block per suite × --gc protocol × Node major: the suite's own printed
// tables, with when, where and the command. A run replaces the blocks it measured and
// leaves the others (each says its own date). A package README that shows a suite's
// figures has <!-- bench:SUITE --> … <!-- /bench:SUITE --> where the Node 26, --gc=full
// block of that suite is copied; the root README's <!-- bench:goals --> region lists
// every `goal:` line of those blocks.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const BENCH_README = join(root, 'bench', 'README.md');
const ROOT_README = join(root, 'README.md');

/** Which package READMEs show which suite's figures (Node 26, --gc=full). */
export const SUITE_READMES = /** @type {Record<string, string[]>} */ ({
  'url-parser': ['packages/url-parser/README.md'],
  'url-class': ['packages/url-api/README.md'],
  'url-api': ['packages/url-api/README.md'],
  host: ['packages/host/README.md', 'packages/idna/README.md'],
  'percent-encoding': ['packages/percent-encoding/README.md'],
  urlencoded: ['packages/urlencoded/README.md'],
  urlpattern: ['packages/urlpattern/README.md'],
  'cli-bulk': ['packages/url/README.md'],
});

/**
 * @typedef {object} Run
 * @property {string} suite
 * @property {string} gc       full, minor or busy
 * @property {string} node     the version that ran it ("v26.10.0")
 * @property {string} output   what the suite printed
 * @property {string} [date]   when it ended ("2026-11-26 06:24 UTC"); the run's end otherwise
 * @property {string} [engine] the cross-engine suite's engine (`--engine`); `node` is then its name and version
 */

/** The block key of a run: suite, protocol, Node major; or the engine, for the cross-engine suite. */
const keyOf = (/** @type {Run} */ r) => (r.engine !== undefined ? `${r.suite} ${r.engine}` : `${r.suite} ${r.gc} node${r.node.replace(/^v/, '').split('.')[0]}`);

/**
 * Replaces the text between `start` and `end` in `text` (markers kept), or returns null
 * when the markers are missing.
 * @param {string} text @param {string} start @param {string} end @param {string} body
 */
function replaceBetween(text, start, end, body) {
  const a = text.indexOf(start);
  const b = a === -1 ? -1 : text.indexOf(end, a + start.length);
  if (a === -1 || b === -1) return null;
  return `${text.slice(0, a + start.length)}\n${body}\n${text.slice(b)}`;
}

/**
 * One block's text.
 * @param {Run} run @param {{ date: string, machine: string, command: string }} meta
 */
function blockBody(run, meta) {
  const output = run.output.replace(/^\s*\n/, '').trimEnd();
  return [
    run.engine !== undefined
      ? `\`--engine ${run.engine}\`, ${run.node}, ${run.date ?? meta.date}, ${meta.machine}:`
      : `\`${run.suite}\`, Node ${run.node}, \`--gc=${run.gc}\`, ${run.date ?? meta.date}, ${meta.machine}:`,
    `\`${meta.command}\``,
    '',
    '```text',
    output,
    '```',
  ].join('\n');
}

/**
 * The README texts after the runs are written: bench/README.md's blocks replaced or added,
 * then the package READMEs and the root README derived from its Node 26, --gc=full blocks.
 * Returns path → new text for the files whose text changes. Throws when bench/README.md
 * lacks its results markers.
 * @param {Run[]} runs @param {{ date: string, machine: string, command: string }} meta
 * @returns {Map<string, string>}
 */
function render(runs, meta) {
  /** @type {Map<string, string>} */
  const changed = new Map();
  const before = readFileSync(BENCH_README, 'utf8');
  let bench = before;
  const START = '<!-- bench:results:start -->';
  const END = '<!-- bench:results:end -->';
  const a = bench.indexOf(START);
  const b = bench.indexOf(END);
  if (a === -1 || b < a) throw new Error(`bench --readme: ${BENCH_README} has no ${START} … ${END} region`);
  if (runs.length > 0) {
    let region = bench.slice(a + START.length, b);
    for (const run of runs) {
      const key = keyOf(run);
      const open = `<!-- bench:block ${key} -->`;
      const close = `<!-- /bench:block ${key} -->`;
      const body = blockBody(run, meta);
      region = replaceBetween(region, open, close, body) ?? `${region.trimEnd()}\n\n${open}\n${body}\n${close}\n`;
    }
    bench = `${bench.slice(0, a + START.length)}${region.trimEnd()}\n\n${bench.slice(b)}`;
    if (bench !== before) changed.set(BENCH_README, bench);
  }

  // Package READMEs: the Node 26, --gc=full block of their suites, as it now stands (an
  // empty region while the suite has none).
  /** @type {Map<string, string>} */
  const blocks = new Map();
  for (const m of bench.matchAll(/<!-- bench:block (\S+) full node26 -->\n([\s\S]*?)\n<!-- \/bench:block \1 full node26 -->/g)) {
    blocks.set(/** @type {string} */ (m[1]), /** @type {string} */ (m[2]));
  }
  for (const [suite, paths] of Object.entries(SUITE_READMES)) {
    const body = blocks.get(suite) ?? '';
    for (const rel of paths) {
      const path = join(root, rel);
      const text = changed.get(path) ?? readFileSync(path, 'utf8');
      const next = replaceBetween(text, `<!-- bench:${suite} -->`, `<!-- /bench:${suite} -->`, body);
      if (next !== null) changed.set(path, next.replace(`<!-- bench:${suite} -->\n\n<!--`, `<!-- bench:${suite} -->\n<!--`));
    }
  }

  // The root README: every goal line of the Node 26, --gc=full blocks.
  const goals = [...blocks].flatMap(([suite, body]) =>
    body
      .split('\n')
      .filter((l) => l.startsWith('goal:'))
      .map((l) => `- \`${suite}\` ${l.slice('goal:'.length).trim()}`),
  );
  const dates = [...blocks.values()].map((body) => /, (\d{4}-\d\d-\d\d) /.exec(body)?.[1]).filter(Boolean).sort();
  const intro =
    goals.length === 0
      ? ''
      : `Goals as the benchmark last measured them (Node 26, a full collection before each sample; ${dates[0] === dates.at(-1) ? dates[0] : `${dates[0]} to ${dates.at(-1)}`}; written by \`pnpm bench -- --readme\`, details in [bench/README.md](bench/README.md#latest-results)):\n\n`;
  const rootText = readFileSync(ROOT_README, 'utf8');
  const nextRoot = replaceBetween(rootText, '<!-- bench:goals -->', '<!-- /bench:goals -->', `${intro}${goals.join('\n')}`);
  if (nextRoot !== null) changed.set(ROOT_README, nextRoot.replace('<!-- bench:goals -->\n\n<!--', '<!-- bench:goals -->\n<!--'));
  for (const [path, text] of changed) if (path !== BENCH_README && text === readFileSync(path, 'utf8')) changed.delete(path);
  return changed;
}

/**
 * Writes the runs into bench/README.md and the READMEs that show them; returns the paths
 * written.
 * @param {Run[]} runs @param {{ date: string, machine: string, command: string }} meta
 */
export function writeReadmes(runs, meta) {
  const changed = render(runs, meta);
  for (const [path, text] of changed) writeFileSync(path, text);
  return [...changed.keys()];
}

/** The READMEs whose benchmark regions are not what bench/README.md's blocks give (a hand edit). */
export function staleReadmes() {
  return [...render([], { date: '', machine: '', command: '' }).keys()];
}

// node bench/src/readme.mjs --check: part of `pnpm check`. --write: derive the package and
// root README regions again from bench/README.md's blocks (after a change of this file's
// format; it measures nothing).
if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv.includes('--write')) {
  const written = writeReadmes([], { date: '', machine: '', command: '' });
  console.log(`bench readme: ${written.length === 0 ? 'nothing to write' : `written ${written.map((p) => p.slice(root.length + 1)).join(', ')}`}`);
}
if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv.includes('--check')) {
  const stale = staleReadmes();
  if (stale.length > 0) {
    console.error(`bench readme: figures not written by \`pnpm bench -- --readme\` in ${stale.map((p) => p.slice(root.length + 1)).join(', ')} (rerun the suite with --readme)`);
    process.exit(1);
  }
  console.log('bench readme: every benchmark region is what bench/README.md measured');
}
