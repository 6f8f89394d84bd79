// @ts-check
// The built x-url CLI as the bulk-mode suites run it (cli-bulk, cli-scale): a fresh child
// process of the suite's Node, a file as its stdin and a file (or /dev/null) as its
// stdout, so the suite process neither feeds nor reads the streams (on two cores that
// would take one of them); and their input, the four real URL lists repeated.
import { spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot, urlDatasets } from '../datasets.mjs';

export const CLI = join(repoRoot, 'packages', 'url', 'dist', 'cli.js');

/** Loaded with --import into the CLI's process when its own accounting is asked for. */
const RUSAGE_PRELOAD = new URL('./rusage-preload.mjs', import.meta.url).href;

/**
 * What the process's own accounting (getrusage, every thread) said at its exit:
 * `cpuMs` user + system, `maxRSSMB` its peak resident set.
 * @typedef {{ cpuMs: number, userMs: number, systemMs: number, maxRSSMB: number }} Rusage
 */

/**
 * Runs the CLI with `inFile` as stdin and `outFile` as stdout. Returns the wall time in
 * ms from spawn to exit, the output's line count (0 unless `count`: counting takes a core
 * from a process still running beside it), the exit code, and with `rusage` the
 * process's own accounting, written at its exit by a preloaded module (rusage-preload.mjs).
 * `node` are options for Node itself, before the CLI's path.
 * @param {string} inFile @param {string} outFile @param {string[]} args
 * @param {{ count?: boolean, rusage?: boolean, node?: string[] }} [options]
 * @returns {Promise<{ ms: number, lines: number, code: number | null, rusage: Rusage | null }>}
 */
export function runCLI(inFile, outFile, args, { count = false, rusage = false, node = [] } = {}) {
  const rusageFile = `${outFile === '/dev/null' ? inFile : outFile}.rusage.json`;
  const pre = [...node, ...(rusage ? ['--import', RUSAGE_PRELOAD] : [])];
  return new Promise((resolve, reject) => {
    const stdin = openSync(inFile, 'r');
    const stdout = openSync(outFile, 'w');
    const started = process.hrtime.bigint();
    const child = spawn(process.execPath, [...pre, CLI, ...args], {
      stdio: [stdin, stdout, 'ignore'],
      env: rusage ? { ...process.env, X_BENCH_RUSAGE: rusageFile } : process.env,
    });
    child.on('error', reject);
    child.on('close', (code) => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      closeSync(stdin);
      closeSync(stdout);
      let lines = 0;
      if (count) {
        const out = readFileSync(outFile);
        for (let i = out.indexOf(10); i !== -1; i = out.indexOf(10, i + 1)) lines++;
      }
      /** @type {Rusage | null} */
      let usage = null;
      if (rusage) {
        usage = JSON.parse(readFileSync(rusageFile, 'utf8'));
        rmSync(rusageFile);
      }
      resolve({ ms, lines, code, rusage: usage });
    });
  });
}

/**
 * The four real URL lists, concatenated and repeated to `count` lines, one per line.
 * @param {number} count
 */
export async function bulkInput(count) {
  const pool = (await urlDatasets()).filter((d) => d.name !== 'wpt_urltestdata').flatMap((d) => d.inputs);
  const lines = [];
  for (let i = 0; i < count; i++) lines.push(pool[i % pool.length]);
  return `${lines.join('\n')}\n`;
}
