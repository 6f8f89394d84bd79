// @ts-check
// `pnpm bench` entry: runs every suite (or those named on the command line), each in a
// fresh `node --expose-gc` child process so the JIT state and heap of one suite never
// colour the next.
//
//   node src/cli.mjs [suite …] [--quick] [--json FILE] [--list]
//
// Suite names and aliases: see suites.mjs. --quick (or X_BENCH_QUICK=1): 3 rounds, short
// warm-up, first 2,000 inputs per dataset; a smoke run, not numbers to quote.
// X_BENCH_ROUNDS overrides the number of rounds (default 11); X_BENCH_DATA the data folder;
// X_BENCH_CLOCK=cpu times with this process's CPU time instead of wall time.
import { spawnSync } from 'node:child_process';
import { cpus, totalmem, tmpdir, loadavg } from 'node:os';
import { readFileSync, writeFileSync, mkdtempSync, rmSync, existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SUITES } from './suites.mjs';
import { dataRoot } from './datasets.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2).filter((a) => a !== '--');
let quick = process.env.X_BENCH_QUICK === '1';
/** @type {string | null} */
let jsonOut = null;
/** @type {string[]} */
const wanted = [];
for (let i = 0; i < args.length; i++) {
  const a = /** @type {string} */ (args[i]);
  if (a === '--quick') quick = true;
  else if (a === '--json') jsonOut = resolve(process.env.INIT_CWD ?? process.cwd(), args[++i] ?? 'bench-results.json');
  else if (a === '--list') {
    for (const s of SUITES) console.log(`${s.name.padEnd(18)} ${s.what} (aliases: ${s.aliases.join(', ')})`);
    process.exit(0);
  } else if (a === '--help' || a === '-h') {
    const lines = readFileSync(fileURLToPath(import.meta.url), 'utf8').split('\n').slice(1);
    const header = lines.slice(0, lines.findIndex((l) => !l.startsWith('//')));
    console.log(header.map((l) => l.replace(/^\/\/ ?/, '')).join('\n'));
    process.exit(0);
  } else wanted.push(a.toLowerCase());
}

const selected =
  wanted.length === 0
    ? SUITES
    : wanted.map((w) => {
        const s = SUITES.find((x) => x.name === w || x.aliases.includes(w));
        if (!s) {
          console.error(`bench: unknown suite "${w}". Known: ${SUITES.map((x) => x.name).join(', ')}`);
          process.exit(2);
        }
        return s;
      });

if (!existsSync(join(dataRoot, 'url-various-datasets'))) {
  console.error(`bench: no benchmark data at ${dataRoot} (the shared bench-data folder beside the repository; set X_BENCH_DATA to its path)`);
  process.exit(2);
}

const cpu = cpus();
console.log(`# x-url benchmarks — ${new Date().toISOString()}`);
console.log(
  `Node ${process.version} (V8 ${process.versions.v8}), ${process.platform}/${process.arch}, ${cpu[0]?.model ?? 'unknown CPU'} × ${cpu.length}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB` +
    (quick ? ' — QUICK MODE (smoke run: 3 rounds, 2,000 inputs per dataset; do not quote these numbers)' : ''),
);

const load = loadavg()[0] ?? 0;
console.log(`clock: ${process.env.X_BENCH_CLOCK === 'cpu' ? 'process CPU time (X_BENCH_CLOCK=cpu)' : 'wall time'}; load average ${load.toFixed(2)} on ${cpu.length} cores`);
if (load > cpu.length / 2) {
  console.log(`warning: the machine is busy (load ${load.toFixed(2)}): expect wide ± columns; rerun when idle, or with X_BENCH_CLOCK=cpu`);
}

const tmp = mkdtempSync(join(tmpdir(), 'x-bench-'));
/** @type {Record<string, unknown>} */
const all = {};
/** @type {string[]} */
const crashed = [];
for (const s of selected) {
  const out = join(tmp, `${s.name}.json`);
  const t0 = Date.now();
  const r = spawnSync(process.execPath, ['--expose-gc', join(here, 'run-suite.mjs'), s.name], {
    stdio: 'inherit',
    env: { ...process.env, X_BENCH_QUICK: quick ? '1' : '0', X_BENCH_JSON: out },
  });
  console.log(`(${s.name}: ${((Date.now() - t0) / 1000).toFixed(0)} s)`);
  if (r.status !== 0) crashed.push(`${s.name} (exit ${r.status ?? r.signal})`);
  else if (existsSync(out)) all[s.name] = JSON.parse(readFileSync(out, 'utf8')).results;
}
rmSync(tmp, { recursive: true, force: true });
if (jsonOut) {
  writeFileSync(jsonOut, JSON.stringify({ date: new Date().toISOString(), node: process.version, quick, suites: all }, null, 2));
  console.log(`\nresults written to ${jsonOut}`);
}
if (crashed.length > 0) {
  console.error(`\nbench: suite(s) crashed: ${crashed.join(', ')}`);
  process.exit(1);
}
