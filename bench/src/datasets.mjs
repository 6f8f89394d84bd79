// @ts-check
// Benchmark inputs. The four real URL lists and the WPT inputs come from @x/wpt's synced,
// sha256-pinned copies (wpt/scripts/sync.mjs: from ../shared beside the repository, or
// downloaded from the pinned upstream revision), so the bench runs on a machine without
// ../shared. Optional extra lists and the ada-idna inputs are read in place from
// ../shared/bench-data (X_BENCH_DATA) when present. Nothing is committed.
import { Buffer } from 'node:buffer';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { config } from './harness.mjs';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const dataRoot = process.env.X_BENCH_DATA ? resolve(process.env.X_BENCH_DATA) : join(repoRoot, '..', 'shared', 'bench-data');

/** @param {number} c */
const isASCIIWhitespace = (c) => c === 0x09 || c === 0x0a || c === 0x0c || c === 0x0d || c === 0x20;

/**
 * Strips leading and trailing ASCII whitespace only. String#trim would also strip the
 * U+FEFF that starts kasztp.txt, which every WHATWG parser must see (PROVENANCE.md).
 * @param {string} s
 */
export function trimASCIIWhitespace(s) {
  let a = 0;
  let b = s.length;
  while (a < b && isASCIIWhitespace(s.charCodeAt(a))) a++;
  while (b > a && isASCIIWhitespace(s.charCodeAt(b - 1))) b--;
  return s.slice(a, b);
}

/**
 * Copies a string into a fresh flat string, so it does not keep the whole file alive
 * through a V8 sliced string (matters for the memory suite and for zero-copy parsers).
 * @param {string} s
 */
export function flatCopy(s) {
  return Buffer.from(s, 'utf8').toString('utf8');
}

/**
 * One input per line: ASCII whitespace trimmed, empty lines skipped, invalid URLs kept
 * (they time the failure path too).
 * @param {string} rel path under the data root
 * @returns {string[] | null} null when the file is absent
 */
export function readLines(rel) {
  const synced = syncedList(rel);
  const p = synced ?? join(dataRoot, rel);
  if (!existsSync(p)) return null;
  const out = [];
  for (const line of readFileSync(p, 'utf8').split('\n')) {
    const t = trimASCIIWhitespace(line);
    if (t.length > 0) out.push(flatCopy(t));
  }
  return out;
}

const SYNCED_PREFIX = 'url-various-datasets/';
/** @type {Set<string> | undefined} */
let syncedFiles;

/**
 * The synced copy (wpt/data/url-lists) of a URL list pinned in wpt/datasets.json, or
 * undefined for a file it does not pin. Call syncURLListsOnce() first.
 * @param {string} rel path under the data root
 */
function syncedList(rel) {
  if (syncedFiles === undefined || !rel.startsWith(SYNCED_PREFIX)) return undefined;
  const name = rel.slice(SYNCED_PREFIX.length);
  return syncedFiles.has(name) ? join(repoRoot, 'wpt', 'data', 'url-lists', name) : undefined;
}

/** Syncs the pinned URL lists (copy from ../shared, or download) and notes which they are. */
export async function syncURLListsOnce() {
  if (syncedFiles !== undefined) return;
  const { syncURLLists } = await import('../../wpt/scripts/sync.mjs');
  await syncURLLists();
  const manifest = JSON.parse(readFileSync(join(repoRoot, 'wpt', 'datasets.json'), 'utf8'));
  syncedFiles = new Set(Object.keys(manifest.files));
}

/** @template T @param {T[]} xs */
export const cap = (xs) => (xs.length > config.maxInputs ? xs.slice(0, config.maxInputs) : xs);

/** The URL lists; optional files (not vendored, see PROVENANCE.md) are used when present. */
const URL_FILES = [
  ['kasztp', 'url-various-datasets/others/kasztp.txt', true],
  ['userbait', 'url-various-datasets/others/userbait.txt', true],
  ['node_files', 'url-various-datasets/files/node_files.txt', true],
  ['isaacs_files', 'url-various-datasets/files/isaacs_files.txt', true],
  ['top100', 'url-various-datasets/top100/top100.txt', false],
  ['wikipedia_100k', 'url-various-datasets/wikipedia/wikipedia_100k.txt', false],
  ['linux_files', 'url-various-datasets/files/linux_files.txt', false],
];

/** @typedef {{ name: string, inputs: string[] }} InputSet */

/**
 * Every URL dataset: the four vendored lists, the optional ones that exist, and the WPT
 * urltestdata.json inputs whose base is null.
 * @returns {Promise<InputSet[]>}
 */
export async function urlDatasets() {
  await syncURLListsOnce();
  /** @type {InputSet[]} */
  const out = [];
  for (const [name, rel, required] of URL_FILES) {
    const lines = readLines(/** @type {string} */ (rel));
    if (lines === null) {
      if (required) throw new Error(`bench: missing dataset ${String(rel)} (wpt/datasets.json pins it: run node wpt/scripts/sync.mjs)`);
      continue;
    }
    out.push({ name: /** @type {string} */ (name), inputs: cap(lines) });
  }
  out.push({ name: 'wpt_urltestdata', inputs: await wptUrlInputs() });
  return out;
}

/** @returns {Promise<string[]>} the urltestdata.json inputs with a null base */
export async function wptUrlInputs() {
  const { syncWpt, dataDir } = await import('../../wpt/scripts/sync.mjs');
  await syncWpt();
  /** @type {unknown[]} */
  const cases = JSON.parse(readFileSync(join(dataDir, 'urltestdata.json'), 'utf8'));
  const out = [];
  for (const c of cases) {
    if (typeof c !== 'object' || c === null) continue; // comment strings
    const t = /** @type {{ input?: unknown, base?: unknown }} */ (c);
    if (typeof t.input === 'string' && t.base === null) out.push(t.input);
  }
  return out;
}

/**
 * ada-idna to_ascii_alternating.txt inputs (even lines; odd lines are expected outputs),
 * or null when ../shared/bench-data (X_BENCH_DATA) is absent: that table is then skipped.
 * @returns {string[] | null}
 */
export function idnaInputs() {
  const p = join(dataRoot, 'ada-idna', 'to_ascii_alternating.txt');
  if (!existsSync(p)) return null;
  const lines = readFileSync(p, 'utf8').split('\n');
  if (lines.at(-1) === '') lines.pop();
  return lines.filter((_, i) => i % 2 === 0).map(flatCopy);
}

/** @param {string} s */
export const isASCII = (s) => {
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) > 0x7f) return false;
  return true;
};

/**
 * The raw query of each URL (between "?" and "#", without them), non-empty ones only.
 * @param {string[]} inputs
 */
export function queriesOf(inputs) {
  const out = [];
  for (const s of inputs) {
    const q = s.indexOf('?');
    if (q < 0) continue;
    const h = s.indexOf('#', q);
    const query = s.slice(q + 1, h < 0 ? s.length : h);
    if (query.length > 0) out.push(flatCopy(query));
  }
  return out;
}

/**
 * Query strings of exactly `pairs` name=value pairs, taken in order (cycling) from the
 * real pairs of the kasztp and userbait queries.
 * @param {string[]} pool real pairs (non-empty pieces between "&")
 * @param {number} pairs @param {number} count
 */
export function composeQueries(pool, pairs, count) {
  const out = [];
  let k = 0;
  for (let j = 0; j < count; j++) {
    const parts = [];
    for (let p = 0; p < pairs; p++) parts.push(pool[k++ % pool.length]);
    out.push(flatCopy(parts.join('&')));
  }
  return out;
}

/** @param {string[]} queries @returns {string[]} the non-empty pieces between "&" */
export function pairsOf(queries) {
  const out = [];
  for (const q of queries) for (const p of q.split('&')) if (p.length > 0) out.push(p);
  return out;
}

/**
 * The query datasets shared by the url-api and urlencoded suites: the real queries of
 * kasztp and userbait, and strings of 10 and 100 real pairs.
 * @returns {{ name: string, inputs: string[] }[]}
 */
/** The real queries (call syncURLListsOnce() first: the lists are the synced copies). */
export function queryDatasets() {
  const kasztp = queriesOf(readLines('url-various-datasets/others/kasztp.txt') ?? []);
  const userbait = queriesOf(readLines('url-various-datasets/others/userbait.txt') ?? []);
  const pool = pairsOf([...kasztp, ...userbait]);
  return [
    { name: 'kasztp queries', inputs: cap(kasztp) },
    { name: 'userbait queries', inputs: cap(userbait) },
    { name: '10 pairs', inputs: composeQueries(pool, 10, config.maxInputs === Infinity ? 2000 : 200) },
    { name: '100 pairs', inputs: composeQueries(pool, 100, config.maxInputs === Infinity ? 200 : 20) },
  ];
}
