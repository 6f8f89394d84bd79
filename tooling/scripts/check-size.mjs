// @ts-check
// Bundles named imports with esbuild (minified, ESM, from the built dist) and checks
// each against its gzip budget in tooling/size-budgets.json. Fails when a budget is
// exceeded, when a forbidden module ends up in a bundle, or when an entry cannot be
// bundled at all (e.g. the export does not exist). Needs `pnpm build` first.
//
//   node tooling/scripts/check-size.mjs [filter …] [--verbose] [--budgets FILE] [--write]
//
// The root README's size table (between <!-- check-size:start --> and <!-- check-size:end -->)
// is this script's output: a full run (no filter, no --budgets) fails when the table differs
// from what it measured, and --write rewrites it. Sizes are never typed by hand.
//
// Entries in "pending" (packages not landed yet) are measured when they bundle but never
// fail the check. A filter keeps the entries whose name contains it; --verbose lists every bundle input;
// --budgets measures another budgets file (to try an entry before adding it). Every row also says what was
// counted: the packages in the bundle with their minified bytes (before gzip).
//
// Entry fields (size-budgets.json):
//   name          the line printed, by convention the import statement itself
//   import        the import statement bundled (from the built dist, normal resolution)
//   use           an expression that uses every import (so tree-shaking keeps them)
//   maxGzipBytes  the budget: gzip level 9 of the minified bundle (enforced)
//   targetGzipBytes  optional goal below the budget (from an issue), reported as met or
//                 not; the budget then ratchets the current size so it cannot grow
//   forbid        substrings of module paths whose code must not end up in the bundle
//   resolveFrom   folder the import resolves from (default packages/url, which depends on all)
//   platform      esbuild platform, default "neutral" (no Node built-ins can sneak in)
//
// CommonJS dependencies (tr46 was one, with a JSON mapping table) resolve through
// mainFields ["module", "main"] on the neutral platform; esbuild wraps them and inlines
// their JSON, so such tables are counted in full.
import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { root } from './workspace.mjs';

/**
 * @typedef {object} Budget
 * @property {string} name
 * @property {string} import
 * @property {string} use
 * @property {number} maxGzipBytes
 * @property {number} [targetGzipBytes]
 * @property {string[]} [forbid]
 * @property {string} [resolveFrom]
 * @property {'neutral' | 'browser' | 'node'} [platform]
 * @property {string} [note]
 */

const args = process.argv.slice(2);
const verbose = args.includes('--verbose');
const budgetsAt = args.indexOf('--budgets');
const budgetsFile = budgetsAt >= 0 ? resolve(args[budgetsAt + 1] ?? '') : join(root, 'tooling', 'size-budgets.json');
const filters = args.filter((a, i) => !a.startsWith('--') && (budgetsAt < 0 || i !== budgetsAt + 1));

/** @type {{ entries: Budget[], pending?: Budget[] }} */
const budgets = JSON.parse(readFileSync(budgetsFile, 'utf8'));
/** @param {Budget} b */
const selected = (b) => filters.length === 0 || filters.some((f) => b.name.includes(f));
const entries = budgets.entries.filter(selected);
// Pending entries wait for packages still being written: measured and printed when they
// bundle, never failing the check. Move one to `entries` once its package has landed.
const pending = (budgets.pending ?? []).filter(selected);

/**
 * The package a bundle input belongs to: the last node_modules segment, or the
 * workspace folder for our own dist files.
 * @param {string} input
 */
function packageOf(input) {
  const parts = input.split('/');
  const nm = parts.lastIndexOf('node_modules');
  if (nm >= 0) {
    const first = parts[nm + 1] ?? input;
    return first.startsWith('@') ? `${first}/${parts[nm + 2] ?? ''}` : first;
  }
  const pk = parts.indexOf('packages');
  if (pk >= 0) return `@x/${parts[pk + 1] ?? '?'}`;
  return input;
}

/** @param {number} n */
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

let bad = 0;
/** @type {string[]} */
const rows = [];
/** The README table's rows: import, minified, gzip, budget. @type {string[]} */
const tableRows = [];
for (const [b, isPending] of [...entries.map((e) => /** @type {const} */ ([e, false])), ...pending.map((e) => /** @type {const} */ ([e, true]))]) {
  const failMark = isPending ? 'pend' : 'FAIL';
  /** @type {import('esbuild').BuildResult<{ write: false, metafile: true }>} */
  let result;
  try {
    result = await build({
      stdin: { contents: `${b.import}\nconsole.log(${b.use});`, resolveDir: join(root, b.resolveFrom ?? 'packages/url'), loader: 'js' },
      bundle: true,
      minify: true,
      format: 'esm',
      platform: b.platform ?? 'neutral',
      mainFields: ['module', 'main'],
      conditions: ['import', 'default'],
      write: false,
      metafile: true,
      logLevel: 'silent',
    });
  } catch (e) {
    if (!isPending) bad++;
    const errors = /** @type {{ errors?: { text: string }[] }} */ (e).errors;
    const why = errors?.[0]?.text ?? String(e).split('\n')[0];
    rows.push(`${failMark} ${b.name.padEnd(76)} cannot bundle: ${why}`);
    continue;
  }
  // An import with no matching export bundles to `undefined` with only a warning (e.g.
  // when the dist is stale or the module is CommonJS): that would pass any budget.
  const undefinedImports = result.warnings.filter((w) => w.id === 'import-is-undefined' || w.text.includes('will always be undefined'));
  if (undefinedImports.length > 0) {
    if (!isPending) bad++;
    rows.push(`${failMark} ${b.name.padEnd(76)} cannot bundle: ${undefinedImports[0]?.text}`);
    continue;
  }
  const code = result.outputFiles[0]?.contents ?? new Uint8Array();
  const gz = gzipSync(code, { level: 9 }).length;
  const inputs = Object.keys(result.metafile.inputs);
  // What is counted: minified bytes per input and per package (esbuild's bytesInOutput,
  // before gzip).
  /** @type {Map<string, number>} */
  const perInput = new Map();
  /** @type {Map<string, number>} */
  const perPackage = new Map();
  for (const out of Object.values(result.metafile.outputs)) {
    for (const [input, info] of Object.entries(out.inputs)) {
      perInput.set(input, (perInput.get(input) ?? 0) + info.bytesInOutput);
      const p = packageOf(input);
      perPackage.set(p, (perPackage.get(p) ?? 0) + info.bytesInOutput);
    }
  }
  // A forbidden module fails the entry when any of its code ends up in the bundle. One
  // that is only in the module graph (a re-export esbuild had to read, tree-shaken to 0
  // bytes) is reported but allowed: e.g. the @x/url root re-exports @x/public-suffix, and
  // `import { URL }` must still leave the whole list out.
  const forbidden = (b.forbid ?? []).filter((f) => inputs.some((i) => i.includes(f) && (perInput.get(i) ?? 0) > 0));
  const graphOnly = (b.forbid ?? []).filter((f) => !forbidden.includes(f) && inputs.some((i) => i.includes(f)));
  const ok = gz <= b.maxGzipBytes && forbidden.length === 0;
  if (!ok && !isPending) bad++;
  if (!isPending) tableRows.push(`| \`${b.import}\` | ${kb(code.length)} | **${kb(gz)}** | ${kb(b.maxGzipBytes)} |`);
  const counted = [...perPackage].sort((x, y) => y[1] - x[1]).map(([p, n]) => `${p} ${kb(n)}`).join(', ');
  rows.push(
    `${isPending ? 'pend' : ok ? 'ok  ' : 'FAIL'} ${b.name.padEnd(76)} ${kb(code.length).padStart(9)} min ${kb(gz).padStart(8)} gz (${gz} B)` +
      ` (budget ${kb(b.maxGzipBytes)}, ${((gz / b.maxGzipBytes) * 100).toFixed(0)}%${isPending ? `, ${ok ? 'would pass' : 'WOULD FAIL'}` : ''})` +
      `${forbidden.length ? ` forbidden: ${forbidden.join(', ')}` : ''}` +
      `${b.targetGzipBytes !== undefined ? `\n       target ${kb(b.targetGzipBytes)} (${b.targetGzipBytes} B): ${gz <= b.targetGzipBytes ? 'met' : `NOT met, ${gz - b.targetGzipBytes} B over`}` : ''}` +
      `\n       counted: ${counted}` +
      `${graphOnly.length ? `\n       in the module graph but tree-shaken to 0 bytes (allowed): ${graphOnly.join(', ')}` : ''}`,
  );
  if (verbose) {
    for (const i of inputs.sort()) rows.push(`         ${i}`);
  }
}
console.log(rows.join('\n'));
const fullRun = filters.length === 0 && budgetsAt < 0;
if (fullRun) {
  const readme = join(root, 'README.md');
  const text = readFileSync(readme, 'utf8');
  const START = '<!-- check-size:start -->';
  const END = '<!-- check-size:end -->';
  const from = text.indexOf(START);
  const to = text.indexOf(END);
  const table = `${START}\n| import (minified ESM bundle of the built dist) | minified | gzip | budget |\n|---|---|---|---|\n${tableRows.join('\n')}\n${END}`;
  if (from === -1 || to < from) {
    console.error(`check-size: README.md has no ${START} … ${END} section`);
    bad++;
  } else if (text.slice(from, to + END.length) !== table) {
    if (args.includes('--write')) {
      writeFileSync(readme, text.slice(0, from) + table + text.slice(to + END.length));
      console.log('check-size: README.md size table written');
    } else {
      console.error('check-size: the README.md size table is not what was measured (run node tooling/scripts/check-size.mjs --write)');
      bad++;
    }
  }
}
if (bad > 0) {
  console.error(`check-size: ${bad} problem(s) (a budget of ${entries.length} exceeded or unbundlable, or the README size table stale)`);
  process.exit(1);
}
console.log(`check-size: ${entries.length} budget(s) met${pending.length ? ` (${pending.length} pending, not checked)` : ''}`);
