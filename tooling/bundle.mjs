// @ts-check
// Bundles a snippet with esbuild from a package's TypeScript sources (the `@x/source`
// condition, so no build is needed), minified ESM for a neutral platform, and reports
// the modules it read, the modules that put code in the output, the code and its gzip
// size. Shared by the packages' bundle-size and tree-shaking tests.
import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

/** Metafile paths are relative to the repository root (packages/…, node_modules/…). */
const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * @param {string} code the entry, e.g. "import { x } from '@x/pkg'; console.log(x);"
 * @param {string} resolveDir where imports resolve from (the package folder)
 * @param {{ gzipLevel?: number, external?: string[] }} [options] `external`: imports left out
 * @returns {Promise<{ inputs: string[], contributing: string[], code: string, gzip: number }>}
 *   `inputs`: every module read (paths from the repository root); `contributing`: the
 *   absolute "/"-separated paths of the modules with bytes in the output (a module
 *   parsed and then tree-shaken away is in `inputs` only)
 */
export async function bundleFromSource(code, resolveDir, { gzipLevel, external = [] } = {}) {
  const result = await build({
    stdin: { contents: code, resolveDir, loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'neutral',
    mainFields: ['module', 'main'],
    conditions: ['@x/source', 'import', 'default'],
    external,
    write: false,
    metafile: true,
    outfile: 'bundle.js',
    absWorkingDir: repoRoot,
    logLevel: 'silent',
  });
  const file = result.outputFiles.find((f) => f.path.endsWith('.js'));
  const output = file?.contents ?? new Uint8Array();
  const meta = Object.values(result.metafile.outputs).find((o) => o.entryPoint !== undefined) ?? Object.values(result.metafile.outputs)[0];
  const contributing = Object.entries(meta?.inputs ?? {})
    .filter(([, v]) => v.bytesInOutput > 0)
    .map(([k]) => resolve(repoRoot, k).split(sep).join('/'));
  const gzip = gzipSync(output, gzipLevel === undefined ? {} : { level: gzipLevel }).length;
  return { inputs: Object.keys(result.metafile.inputs), contributing, code: file?.text ?? '', gzip };
}

/**
 * Bundles `code` (an ES module) with bundleFromSource, as a bundler would (so
 * "sideEffects" decides what a bare import keeps), and runs it in a new
 * process of the Node running this (in CI: 20, 24 and 26), after deleting the globals
 * `deleteGlobals` names (a preloaded module, so they are gone before the bundle's first
 * import runs).
 * @param {string} code @param {string} resolveDir
 * @param {{ deleteGlobals?: string[] }} [options]
 * @returns {Promise<{ stdout: string, stderr: string, status: number | null }>}
 */
export async function runInNewNode(code, resolveDir, { deleteGlobals = [] } = {}) {
  const bundle = await bundleFromSource(code, resolveDir);
  const dir = mkdtempSync(join(tmpdir(), 'x-url-node-'));
  try {
    const file = join(dir, 'entry.mjs');
    writeFileSync(file, bundle.code);
    const preload = deleteGlobals.map((name) => `delete globalThis[${JSON.stringify(name)}];`).join('');
    const args = preload === '' ? [file] : [`--import=data:text/javascript,${encodeURIComponent(preload)}`, file];
    const run = spawnSync(process.execPath, args, { encoding: 'utf8' });
    return { stdout: run.stdout, stderr: run.stderr, status: run.status };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
