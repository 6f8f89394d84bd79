// @ts-check
// Suite: x-url bulk mode at crawl scale (issue 51), measured so that two cores can say
// something about N: the built CLI in a fresh child process per run (start-up included),
// the four real URL lists repeated to 300,000 lines (30,000 with --quick) in a file as
// its stdin.
//
// 1. One worker end to end: wall time from spawn to exit, in URLs per minute; and a fresh
//    process on an empty input (its start-up alone).
// 2. --workers 1, 2 and 4: URLs per CPU-second, the CPU time being user + system from the
//    process's own accounting (getrusage at its exit, every thread: rusage-preload.mjs).
//    A wall-clock ratio needs N idle cores; CPU time says what N parsers cost whatever
//    the cores, so the goal is the efficiency, ≥ 0.9× one worker's for 2 and 4. A last
//    row, two one-worker processes at once on the two halves, is what two parsers side
//    by side cost on this machine with no coordination (its ceiling for --workers 2).
// 3. Peak resident memory (the process's maxRSS) against input size: the 300,000 lines,
//    100 MB and 1 GB (10 and 30 MB with --quick) made of whole repeats of them in the
//    temporary folder (deleted after), NDJSON to /dev/null; 1 and 4 workers (a V8 heap
//    per thread) at every size, and one worker at 1 GB with --max-semi-space-size=4 (most
//    of a worker's heap is its young generation). Goal: the 1 GB input in < 150 MB
//    resident with one worker, Node's defaults.
//
// Runs interleave the worker counts (1, 2, 4, then again), so drift is shared out;
// tables 1 and 2 report the median of 3 runs per row.
import { closeSync, existsSync, mkdtempSync, openSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Buffer } from 'node:buffer';
import { QUICK, median, printTable } from '../harness.mjs';
import { CLI, bulkInput, runCLI } from './cli-process.mjs';

const LINES = QUICK ? 30_000 : 300_000;
const RUNS = QUICK ? 1 : 3;
const WORKERS = [1, 2, 4];
/** Input sizes of the memory table in MB (10^6 bytes), after the 300,000 lines themselves. */
const MEMORY_MB = QUICK ? [10, 30] : [100, 1000];
const MEMORY_GOAL_MB = 150;
const SEMI_SPACE = '--max-semi-space-size=4';
const EFFICIENCY_GOAL = 0.9;

const fmtM = (/** @type {number} */ perMin) => `${(perMin / 1e6).toFixed(2)} M`;
const fmtInt = (/** @type {number} */ n) => Math.round(n).toLocaleString('en-US');

/**
 * Writes `copies` whole repeats of `base` to `path` (never all in memory at once).
 * @param {string} path @param {Buffer} base @param {number} copies
 */
function writeRepeats(path, base, copies) {
  const fd = openSync(path, 'w');
  try {
    for (let i = 0; i < copies; i++) writeSync(fd, base);
  } finally {
    closeSync(fd);
  }
}

export async function main() {
  console.log('\n## cli-scale: one worker, end to end from a fresh process');
  if (!existsSync(CLI)) {
    console.log(`skipped: ${CLI} is not built (pnpm build)`);
    return [];
  }
  const base = Buffer.from(await bulkInput(LINES), 'utf8');
  const dir = mkdtempSync(join(tmpdir(), 'x-url-scale-'));
  try {
    const inFile = join(dir, 'in.txt');
    const empty = join(dir, 'empty.txt');
    const outFile = join(dir, 'out.ndjson');
    writeFileSync(inFile, base);
    writeFileSync(empty, '');

    // The two halves of the input (cut after a "\n"), for two independent processes.
    const cut = base.indexOf(10, base.length >> 1) + 1;
    const halves = [join(dir, 'a.txt'), join(dir, 'b.txt')];
    writeFileSync(/** @type {string} */ (halves[0]), base.subarray(0, cut));
    writeFileSync(/** @type {string} */ (halves[1]), base.subarray(cut));

    /** @typedef {{ ms: number, cpuMs: number, userMs: number, systemMs: number, lines: number }} Run */
    /** @type {Map<number, Run[]>} */
    const byWorkers = new Map(WORKERS.map((n) => [n, []]));
    /** @type {Run[]} */
    const pairs = [];
    const startup = [];
    for (let r = 0; r < RUNS; r++) {
      startup.push((await runCLI(empty, outFile, [])).ms);
      for (const n of WORKERS) {
        const res = await runCLI(inFile, outFile, n === 1 ? [] : ['--workers', String(n)], { count: true, rusage: true });
        const u = /** @type {import('./cli-process.mjs').Rusage} */ (res.rusage);
        byWorkers.get(n)?.push({ ms: res.ms, cpuMs: u.cpuMs, userMs: u.userMs, systemMs: u.systemMs, lines: res.lines });
      }
      const started = process.hrtime.bigint();
      const both = await Promise.all(halves.map((f, k) => runCLI(f, join(dir, `out${k}.ndjson`), [], { rusage: true })));
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const sum = (/** @type {'cpuMs' | 'userMs' | 'systemMs'} */ k) => both.reduce((t, b) => t + (b.rusage?.[k] ?? 0), 0);
      pairs.push({ ms, cpuMs: sum('cpuMs'), userMs: sum('userMs'), systemMs: sum('systemMs'), lines: 0 });
    }
    const runsOf = (/** @type {number} */ n) => /** @type {{ ms: number, cpuMs: number, userMs: number, systemMs: number, lines: number }[]} */ (byWorkers.get(n));
    const one = runsOf(1);
    const oneMs = median(one.map((x) => x.ms));
    const startupMs = median(startup);
    console.log(
      `${fmtInt(LINES)} lines (${(base.length / 1e6).toFixed(1)} MB) from the four URL lists, NDJSON to a file; median of ${RUNS} run(s), wall time from spawn to exit (start-up included)`,
    );
    printTable(
      [
        ['input', 'ms', 'URLs/min', 'lines out'],
        [`${fmtInt(LINES)} lines`, oneMs.toFixed(0), fmtM((LINES / oneMs) * 60_000), String(one.at(-1)?.lines ?? 0)],
        ['empty (start-up alone)', startupMs.toFixed(0), '–', '0'],
      ],
      1,
    );

    console.log('\n## cli-scale: URLs per CPU-second with --workers N');
    console.log(
      `the same ${fmtInt(LINES)} lines; CPU = user + system of the x-url process from its own accounting (getrusage at exit, all threads), median of ${RUNS} run(s); vs 1 worker = URLs per CPU-second over one worker's (1.00× = N parsers cost no more CPU than one)`,
    );
    const rows = [['workers', 'wall ms', 'user s', 'system s', 'CPU s', 'URLs per CPU-s', 'vs 1 worker', 'lines out']];
    /** @type {{ workers: number, wallMs: number, cpuMs: number, urlsPerCpuSecond: number, vsOne: number }[]} */
    const efficiency = [];
    const perCpuOne = LINES / (median(one.map((x) => x.cpuMs)) / 1000);
    /** @param {string} label @param {Run[]} runs @param {string} linesOut */
    const row = (label, runs, linesOut) => {
      const cpuMs = median(runs.map((x) => x.cpuMs));
      const perCpu = LINES / (cpuMs / 1000);
      rows.push([
        label,
        median(runs.map((x) => x.ms)).toFixed(0),
        (median(runs.map((x) => x.userMs)) / 1000).toFixed(2),
        (median(runs.map((x) => x.systemMs)) / 1000).toFixed(2),
        (cpuMs / 1000).toFixed(2),
        fmtInt(perCpu),
        `${(perCpu / perCpuOne).toFixed(2)}×`,
        linesOut,
      ]);
      return { wallMs: median(runs.map((x) => x.ms)), cpuMs, urlsPerCpuSecond: perCpu, vsOne: perCpu / perCpuOne };
    };
    for (const n of WORKERS) {
      const runs = runsOf(n);
      efficiency.push({ workers: n, ...row(String(n), runs, String(runs.at(-1)?.lines ?? 0)) });
    }
    const pair = row('2 processes', pairs, '(halves)');
    printTable(rows, 1);
    console.log(
      'note: "2 processes" = two one-worker x-url processes at once, each on half the lines, their CPU times added: what two parsers running side by side cost on this machine with no coordination at all (shared caches, memory bandwidth), the ceiling for --workers 2',
    );
    const worst = Math.min(...efficiency.filter((e) => e.workers > 1).map((e) => e.vsOne));
    console.log(
      `goal: --workers 2 and 4 ≥ ${EFFICIENCY_GOAL.toFixed(2)}× one worker's URLs per CPU-second (issue 51; the lower of the two): ${worst.toFixed(2)}× (${worst >= EFFICIENCY_GOAL ? 'met' : 'NOT met'})`,
    );

    console.log('\n## cli-scale: peak resident memory against input size');
    console.log('whole repeats of the 300,000 lines, NDJSON to /dev/null, one run each; peak = the x-url process\'s maxRSS (getrusage at exit), Node itself included');
    /** @type {{ inputMB: number, lines: number, workers: number, node: string, ms: number, maxRSSMB: number, code: number | null }[]} */
    const memory = [];
    const sizes = [{ path: inFile, bytes: base.length, lines: LINES }];
    for (const mb of MEMORY_MB) {
      const copies = Math.ceil((mb * 1e6) / base.length);
      const path = join(dir, `in-${mb}MB.txt`);
      writeRepeats(path, base, copies);
      sizes.push({ path, bytes: base.length * copies, lines: LINES * copies });
    }
    const largest = /** @type {{ path: string, bytes: number, lines: number }} */ (sizes.at(-1));
    // One worker and 4 (each thread its own heap) at every size; then one worker at the
    // largest with V8's young generation capped (semi-spaces of 4 MB instead of up to 16).
    /** @type {[typeof largest, number, string[]][]} */
    const runs = [...sizes.map((s) => /** @type {[typeof largest, number, string[]]} */ ([s, 1, []])), ...sizes.map((s) => /** @type {[typeof largest, number, string[]]} */ ([s, 4, []])), [largest, 1, [SEMI_SPACE]]];
    for (const [s, workers, node] of runs) {
      const res = await runCLI(s.path, '/dev/null', workers === 1 ? [] : ['--workers', String(workers)], { rusage: true, node });
      const u = /** @type {import('./cli-process.mjs').Rusage} */ (res.rusage);
      memory.push({ inputMB: s.bytes / 1e6, lines: s.lines, workers, node: node.join(' '), ms: res.ms, maxRSSMB: u.maxRSSMB, code: res.code });
    }
    for (const s of sizes.slice(1)) rmSync(s.path);
    printTable(
      [
        ['input MB', 'lines', 'workers', 'node options', 'wall s', 'URLs/min', 'peak MB', 'exit'],
        ...memory.map((m) => [
          m.inputMB.toFixed(0),
          fmtInt(m.lines),
          String(m.workers),
          m.node === '' ? '–' : m.node,
          (m.ms / 1000).toFixed(1),
          fmtM((m.lines / m.ms) * 60_000),
          m.maxRSSMB.toFixed(0),
          String(m.code),
        ]),
      ],
      0,
    );
    const peak = /** @type {{ maxRSSMB: number }} */ (memory[sizes.length - 1]).maxRSSMB;
    console.log(
      `goal: a ${(largest.bytes / 1e9).toFixed(2)} GB input parsed in < ${MEMORY_GOAL_MB} MB resident (issue 51; one worker): ${peak.toFixed(0)} MB (${peak < MEMORY_GOAL_MB && largest.bytes >= 1e9 ? 'met' : 'NOT met'})`,
    );
    return [
      {
        title: 'cli-scale',
        results: { oneWorker: { lines: LINES, ms: oneMs, perMinute: (LINES / oneMs) * 60_000, startupMs }, efficiency, twoProcesses: pair, memory },
      },
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
