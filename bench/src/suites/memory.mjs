// @ts-check
// Suite 2: retained heap per parsed URL. 100,000 kasztp URLs (the list repeated) are
// parsed and every result kept alive; the heap is measured after full collections
// (--expose-gc) before the inputs exist and after they are dropped, so the delta is what
// the results alone keep alive, including any input string a result holds on to.
import whatwgURL from 'whatwg-url';
import { QUICK, median, printTable } from '../harness.mjs';
import { readLines, flatCopy, syncURLListsOnce } from '../datasets.mjs';
import { loadOurs, checkContract } from '../ours.mjs';

const N = QUICK ? 10_000 : 100_000;
const REPEATS = QUICK ? 1 : 3;

/** @returns {() => void} */
function requireGc() {
  const gc = /** @type {(() => void) | undefined} */ (globalThis.gc);
  if (!gc) throw new Error('bench memory: run with node --expose-gc (cli.mjs does)');
  return gc;
}

/**
 * @param {string[]} base
 * @param {(s: string) => unknown} make returns the object to keep, or null on failure
 * @returns {{ heap: number, external: number, kept: number }} bytes per kept result
 */
function measureOnce(base, make) {
  const gc = requireGc();
  // The holder array exists before the baseline, so its N slots are not counted.
  /** @type {unknown[]} */
  const keep = new Array(N).fill(null);
  gc();
  gc();
  const before = process.memoryUsage();
  // Fresh flat copies: results that keep their input pay for it; nothing else holds them.
  /** @type {string[] | null} */
  let inputs = [];
  for (let i = 0; i < N; i++) inputs.push(flatCopy(/** @type {string} */ (base[i % base.length])));
  let kept = 0;
  for (let i = 0; i < N; i++) {
    const r = make(/** @type {string} */ (inputs[i]));
    keep[i] = r;
    if (r !== null) kept++;
  }
  inputs = null;
  gc();
  gc();
  const after = process.memoryUsage();
  const out = {
    heap: (after.heapUsed - before.heapUsed) / kept,
    external: (after.external + after.arrayBuffers - before.external - before.arrayBuffers) / kept,
    kept,
  };
  keep.length = 0;
  return out;
}

export async function main() {
  await syncURLListsOnce();
  const base = readLines('url-various-datasets/others/kasztp.txt');
  if (base === null) throw new Error('bench memory: kasztp.txt missing');
  const ours = await loadOurs('@x/url-parser', ['parseURL']);
  /** @type {(s: string) => { href: string } | null} */
  const parseURL = ours.mod?.parseURL;
  const oursSkip = ours.why ?? checkContract('parseURL', () => parseURL('http://example.com/')?.href === 'http://example.com/');
  const api = await loadOurs('@x/url-api', ['URL']);
  /** @type {typeof globalThis.URL} */
  const OurURL = api.mod?.URL;
  const apiSkip = api.why ?? checkContract('URL', () => new OurURL('http://EXAMPLE.com/').href === 'http://example.com/');
  const NodeURL = globalThis.URL;
  const WURL = whatwgURL.URL;
  /** @param {new (s: string) => unknown} C */
  const construct = (C) => (/** @type {string} */ s) => {
    try {
      return new C(s);
    } catch {
      return null;
    }
  };

  /** @type {{ name: string, make: (s: string) => unknown, skip: string | null }[]} */
  const variants = [
    { name: 'input strings alone (reference)', make: (s) => s, skip: null },
    { name: 'ours parseURL record', make: (s) => parseURL(s), skip: oursSkip },
    { name: 'ours URL (@x/url-api)', make: construct(OurURL), skip: apiSkip },
    { name: 'node URL', make: construct(NodeURL), skip: null },
    { name: 'whatwg-url URL', make: construct(WURL), skip: null },
  ];

  console.log(`\n## memory: retained heap per parsed URL`);
  console.log(`${N.toLocaleString('en-US')} kasztp URLs kept alive (the list repeated), bytes/URL after gc(), median of ${REPEATS} run(s); heap = process.memoryUsage().heapUsed delta, external = external + arrayBuffers delta`);
  /** @type {string[][]} */
  const rows = [['what is kept', 'kept', 'heap B/URL', 'external B/URL', 'vs node URL']];
  const results = [];
  /** @type {number | null} */
  let nodeHeap = null;
  const measured = [];
  for (const v of variants) {
    if (v.skip !== null) {
      console.log(`skipped: ${v.name}: ${v.skip}`);
      continue;
    }
    for (let i = 0; i < 200; i++) v.make(/** @type {string} */ (base[i])); // compile before measuring
    const runs = [];
    for (let r = 0; r < REPEATS; r++) runs.push(measureOnce(base, v.make));
    const m = { name: v.name, heap: median(runs.map((x) => x.heap)), external: median(runs.map((x) => x.external)), kept: runs[0]?.kept ?? 0 };
    if (v.name === 'node URL') nodeHeap = m.heap + m.external;
    measured.push(m);
  }
  for (const m of measured) {
    const ratio = nodeHeap === null ? '–' : `${((m.heap + m.external) / nodeHeap).toFixed(2)}×`;
    rows.push([m.name, String(m.kept), m.heap.toFixed(0), m.external.toFixed(0), ratio]);
    results.push(m);
  }
  printTable(rows, 1);
  console.log('note: "input strings alone" is what keeping the raw input strings costs; a record that reuses its input as href pays about that much for its string');
  return [{ title: 'memory', results }];
}
