// @ts-check
// `pnpm bench -- --engine <node24|node26|bun|deno|chromium|firefox|webkit>`: the
// cross-engine suite (engine-suite.mjs) against that engine's own built-ins. Node reads the
// inputs (the four lists, the messy list, the WPT inputs, the real queries), esbuild
// bundles the suite with our built packages (dist, as users import them) and the inputs
// into one classic script, and tooling/engines runs it in the engine: a process for the
// runtimes, a page for the browsers. The tables come back as the harness printed them.
import { build } from 'esbuild';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mutate, rng } from '../../tooling/random.mjs';
import { runInEngine } from '../../tooling/engines/run.mjs';
import { queryDatasets, urlDatasets } from './datasets.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));

/**
 * The messy list's seed, fixed so every run and engine times the same inputs; the
 * generator is the differential tests' and the fuzzer's (tooling/random.mjs).
 */
export const MESSY_SEED = 20261124;
/** Every MESSY_STRIDE-th URL of each list is mutated into the messy list. */
const MESSY_STRIDE = 4;

/**
 * The four real lists mutated with a fixed seed (one to three edits per URL: inserted
 * delimiters, escapes, hosts, non-ASCII, deleted runs, another scheme, upper case).
 * @param {{ name: string, inputs: string[] }[]} lists
 */
export function messyList(lists) {
  const r = rng(MESSY_SEED);
  /** @type {string[]} */
  const out = [];
  for (const { inputs } of lists) for (let i = 0; i < inputs.length; i += MESSY_STRIDE) out.push(mutate(/** @type {string} */ (inputs[i]), r));
  return out;
}

/**
 * Runs the suite in `engine`; resolves to what the harness printed and its results.
 * @param {import('../../tooling/engines/run.mjs').Engine} engine
 * @param {{ quick?: boolean, env?: Record<string, string> }} [options]
 */
export async function runEngineBench(engine, { quick = false, env = {} } = {}) {
  const sets = await urlDatasets();
  const real = sets.filter((s) => s.name !== 'wpt_urltestdata');
  const wpt = sets.filter((s) => s.name === 'wpt_urltestdata');
  const urls = [...real.filter((s) => ['kasztp', 'userbait', 'node_files', 'isaacs_files'].includes(s.name)), { name: 'messy', inputs: messyList(real.filter((s) => ['kasztp', 'userbait', 'node_files', 'isaacs_files'].includes(s.name))) }, ...wpt];
  const input = { engine, urls: quick ? urls.map((s) => ({ ...s, inputs: s.inputs.slice(0, 2000) })) : urls, queries: queryDatasets() };
  const benchEnv = { ...env, X_BENCH_QUICK: quick ? '1' : '0' };
  const result = await build({
    stdin: {
      contents: `import { runEngineSuite } from ${JSON.stringify(join(here, 'engine-suite.mjs'))};
globalThis.__engineResult = new Promise((resolve) => setTimeout(resolve, 0))
  .then(() => runEngineSuite(JSON.parse(${JSON.stringify(JSON.stringify(input))})))
  .then((r) => ({ ...r, lines: globalThis.__benchLines }));
`,
      resolveDir: here,
      loader: 'js',
      sourcefile: 'engine-bench-entry.mjs',
    },
    bundle: true,
    format: 'iife',
    platform: 'browser',
    conditions: ['import', 'default'],
    // The harness's settings, and its printed tables collected (a page has no stdout).
    banner: {
      js: `"use strict";\nglobalThis.__benchEnv = ${JSON.stringify(benchEnv)};\nglobalThis.__benchLines = [];\nconsole.log = (...a) => { globalThis.__benchLines.push(a.join(' ')); };`,
    },
    write: false,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]?.text ?? '';
  const run = await runInEngine(engine, code, { timeoutMs: 40 * 60_000 });
  const value = /** @type {{ lines: string[], results: unknown[] }} */ (run.value);
  return { version: run.version, output: `${value.lines.join('\n')}\n`, results: value.results };
}
