// @ts-check
// Issue 11 "Exact limits": every worst-case shape at 100 MB of input (X_BENCH_LIMITS_MB;
// 10 in quick mode), ours (@x/url-api's URL and URLSearchParams) against the built-ins of
// the Node running the suite, each run in its own process at the default heap: time, peak
// resident memory over the larger of input and output, and how it ended (a fatal
// out-of-memory shows as the child's exit). Bounds: memory at most 3× that size, time
// within 2× of Node's, and a result past the maximum string length a catchable RangeError.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { QUICK, printTable } from '../harness.mjs';
import { SHAPES } from './limits-shapes.mjs';

const MB = Number(process.env.X_BENCH_LIMITS_MB ?? (QUICK ? 10 : 100));
/** A run that takes longer is stopped and reported as such. */
const TIMEOUT_MS = 180_000;
const child = join(dirname(fileURLToPath(import.meta.url)), 'limits-child.mjs');

/** @param {string} contender @param {string} shape */
function measure(contender, shape, mb = MB) {
  const r = spawnSync(process.execPath, [child, contender, shape, String(mb)], { encoding: 'utf8', maxBuffer: 1 << 20, timeout: TIMEOUT_MS });
  const line = r.stdout.trim().split('\n').pop() ?? '';
  if (r.status !== 0 || !line.startsWith('{')) {
    // A run stopped at the time limit took at least that long: its time is a lower bound.
    const timedOut = r.error !== undefined && /ETIMEDOUT/.test(String(r.error));
    const why = timedOut
      ? `over ${TIMEOUT_MS / 1000} s`
      : /out of memory|heap limit/i.test(r.stderr)
        ? 'fatal out-of-memory'
        : (r.signal ?? `exit ${r.status}`);
    return { ms: timedOut ? TIMEOUT_MS : NaN, outcome: timedOut ? `stopped (${why})` : `crashed (${why})`, inputMB: NaN, outputMB: NaN, rssMB: NaN, baseMB: NaN, timedOut };
  }
  return { .../** @type {{ ms: number, outcome: string, inputMB: number, outputMB: number, rssMB: number, baseMB: number }} */ (JSON.parse(line)), timedOut: false };
}

/** A run's time in seconds ("> t" when stopped at the limit; "—" when it crashed). @param {{ ms: number, timedOut: boolean }} r */
const seconds = (r) => (Number.isFinite(r.ms) ? `${r.timedOut ? '> ' : ''}${(r.ms / 1000).toFixed(2)}` : '—');

export async function main() {
  return [{ title: 'limits', results: runShapes(SHAPES, MB, `## limits: worst-case shapes at ${MB} MB of input, one process each, default heap`, false) }];
}

/**
 * Measures `shapes` at `mb` MB, ours and Node's built-ins, and prints the table under
 * `title`; with `overBase`, a column of ours' peak over the resident set before the input
 * was made (Node itself and the imports left out), over the size.
 * @param {import('./limits-shapes.mjs').Shape[]} shapes @param {number} mb @param {string} title @param {boolean} overBase
 */
export function runShapes(shapes, mb, title, overBase) {
  console.log(`\n${title}`);
  /** @type {string[][]} */
  const rows = [['shape', 'input MB', 'output MB', 'ours s', 'node s', 'time ours/node', 'ours peak / size', ...(overBase ? ['ours (peak − base) / size'] : []), 'node peak / size', 'ours', 'node']];
  const results = [];
  for (const shape of shapes) {
    const o = measure('ours', shape.name, mb);
    const n = measure('node', shape.name, mb);
    const size = Math.max(o.inputMB, Number.isFinite(o.outputMB) ? o.outputMB : 0);
    const nSize = Math.max(n.inputMB, Number.isFinite(n.outputMB) ? n.outputMB : 0);
    const row = {
      shape: shape.name,
      inputMB: o.inputMB,
      outputMB: o.outputMB,
      oursMs: o.ms,
      nodeMs: n.ms,
      oursMemory: o.rssMB / size,
      oursOverBase: (o.rssMB - o.baseMB) / size,
      nodeMemory: n.rssMB / nSize,
      ours: o.outcome,
      node: n.outcome,
    };
    results.push(row);
    rows.push([
      shape.name,
      o.inputMB.toFixed(0),
      o.outputMB.toFixed(0),
      seconds(o),
      seconds(n),
      // A crashed run has no time (NaN): no ratio either.
      Number.isFinite(o.ms / n.ms) ? `${n.timedOut && !o.timedOut ? '< ' : o.timedOut && !n.timedOut ? '> ' : ''}${(o.ms / n.ms).toFixed(2)}×` : '—',
      Number.isFinite(row.oursMemory) ? `${row.oursMemory.toFixed(2)}×` : '—',
      ...(overBase ? [Number.isFinite(row.oursOverBase) ? `${row.oursOverBase.toFixed(2)}×` : '—'] : []),
      Number.isFinite(row.nodeMemory) ? `${row.nodeMemory.toFixed(2)}×` : '—',
      o.outcome,
      n.outcome,
    ]);
  }
  printTable(rows, 1);
  console.log('note: peak = the child process\'s peak resident set (Node itself, about 45 MB, and the input included); size = the larger of input and output');
  if (overBase) console.log('note: base = the child\'s resident set before the input was made (Node and the imports)');
  return results;
}
