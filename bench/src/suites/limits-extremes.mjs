// @ts-check
// Issue 46 "Exact at the extremes": the shapes of its items 1, 3 and 6 (limits-shapes.mjs
// EXTREME_SHAPES) at 10 and 50 MB (X_BENCH_LIMITS_SIZES, comma-separated; 10 alone with
// --quick), measured as the limits suite measures, with ours' peak over the resident set
// before the input was made too. Bounds: that at most 3× the larger of input and output,
// time within 2× of Node's (failing IPv6 hosts included), no crash.
import { QUICK } from '../harness.mjs';
import { EXTREME_SHAPES } from './limits-shapes.mjs';
import { runShapes } from './limits.mjs';

const SIZES = (process.env.X_BENCH_LIMITS_SIZES ?? (QUICK ? '10' : '10,50')).split(',').map(Number);

export async function main() {
  const tables = [];
  for (const mb of SIZES) {
    const title = `## limits-extremes: issue 46's shapes at ${mb} MB of input, one process each, default heap`;
    tables.push({ title: `limits-extremes ${mb} MB`, results: runShapes(EXTREME_SHAPES, mb, title, true) });
  }
  return tables;
}
