// @ts-check
// Suite: x-url bulk mode end to end (issue 13's throughput goal): the built CLI
// (packages/url/dist/cli.js) as a child process, the four real URL lists (concatenated,
// repeated to 1,000,000 lines; 100,000 with --quick) in a file as its stdin, its NDJSON
// written to a file (so this process neither feeds nor reads it: on two cores it would
// take one of them), wall time from spawn to exit; the output's lines are counted after. One worker and --workers 2, in URLs per
// minute, median of a few runs. Goal: one worker ≥ 8 million URLs/min; two ≥ 1.7× one.
// A last row is the machine's ceiling for any two-thread design: two separate one-worker
// processes started together, each on half of the lines (no coordination at all; the
// wall time until both exit). Parsing allocates and reads memory, and on machines whose
// cores share caches or memory bandwidth two such processes do not run at 2×.
import { existsSync, writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { QUICK, median, printTable } from '../harness.mjs';
import { CLI, bulkInput, runCLI } from './cli-process.mjs';

const LINES = QUICK ? 100_000 : 1_000_000;
const RUNS = QUICK ? 1 : 3;

/** @param {string} inFile @param {string} outFile @param {string[]} args @param {boolean} [count] */
const run = (inFile, outFile, args, count = true) => runCLI(inFile, outFile, args, { count });

export async function main() {
  console.log('\n## cli-bulk: x-url bulk mode, stdin → NDJSON stdout, end to end');
  if (!existsSync(CLI)) {
    console.log(`skipped: ${CLI} is not built (pnpm build)`);
    return [];
  }
  const input = await bulkInput(LINES);
  const dir = mkdtempSync(join(tmpdir(), 'x-url-bulk-'));
  const inFile = join(dir, 'in.txt');
  const outFile = join(dir, 'out.ndjson');
  writeFileSync(inFile, input);
  console.log(`${LINES.toLocaleString('en-US')} lines (${(input.length / 1e6).toFixed(0)} MB) from the four URL lists, median of ${RUNS} run(s), wall time from spawn to exit`);
  /** @type {string[][]} */
  const rows = [['workers', 'ms', 'URLs/min', 'vs 1 worker', 'lines out']];
  const results = [];
  /** @type {number | null} */
  let one = null;
  for (const workers of [1, 2]) {
    const args = workers === 1 ? [] : ['--workers', String(workers)];
    const runs = [];
    let out = 0;
    for (let r = 0; r < RUNS; r++) {
      const res = await run(inFile, outFile, args);
      runs.push(res.ms);
      out = res.lines;
    }
    const ms = median(runs);
    const perMin = (LINES / ms) * 60_000;
    if (workers === 1) one = perMin;
    rows.push([String(workers), ms.toFixed(0), `${(perMin / 1e6).toFixed(2)} M`, one === null ? '–' : `${(perMin / one).toFixed(2)}×`, String(out)]);
    results.push({ workers, ms, perMinute: perMin, linesOut: out });
  }
  // The ceiling: the two halves of the same file, in two processes at once.
  const half = input.indexOf('\n', input.length >> 1) + 1;
  const first = join(dir, 'a.txt');
  const second = join(dir, 'b.txt');
  writeFileSync(first, input.slice(0, half));
  writeFileSync(second, input.slice(half));
  const halves = [first, second];
  const pairs = [];
  for (let r = 0; r < RUNS; r++) {
    const started = process.hrtime.bigint();
    await Promise.all(halves.map((f, k) => run(f, join(dir, `out${k}.ndjson`), [], false)));
    pairs.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  const pairMs = median(pairs);
  const pairPerMin = (LINES / pairMs) * 60_000;
  rows.push(['2 processes', pairMs.toFixed(0), `${(pairPerMin / 1e6).toFixed(2)} M`, one === null ? '–' : `${(pairPerMin / one).toFixed(2)}×`, '(halves)']);
  results.push({ workers: 'two processes, halves', ms: pairMs, perMinute: pairPerMin });
  rmSync(dir, { recursive: true, force: true });
  printTable(rows, 1);
  console.log('note: "2 processes" = two one-worker x-url processes at once, each on half the lines: what two cores give this workload with no coordination, the ceiling for --workers 2');
  console.log('goal: one worker ≥ 8 M URLs/min; two workers ≥ 1.7× one (issue 13)');
  return [{ title: 'cli-bulk', results }];
}
