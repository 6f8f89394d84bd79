// @ts-check
// Bundles named imports with esbuild (minified, ESM, from the built dist) and checks
// each against its gzip budget in tooling/size-budgets.json. Fails when a budget is
// exceeded or when a forbidden module ends up in a bundle.
import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './workspace.mjs';

const budgets = JSON.parse(readFileSync(join(root, 'tooling', 'size-budgets.json'), 'utf8'));
let bad = 0;
const rows = [];
for (const b of budgets.entries) {
  const result = await build({
    stdin: { contents: `${b.import}\nconsole.log(${b.use});`, resolveDir: join(root, b.resolveFrom ?? 'packages/url'), loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'neutral',
    mainFields: ['module', 'main'],
    conditions: ['import', 'default'],
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]?.contents ?? new Uint8Array();
  const gz = gzipSync(code, { level: 9 }).length;
  const inputs = Object.keys(result.metafile.inputs);
  const forbidden = (b.forbid ?? []).filter((/** @type {string} */ f) => inputs.some((i) => i.includes(f)));
  const ok = gz <= b.maxGzipBytes && forbidden.length === 0;
  if (!ok) bad++;
  rows.push(`${ok ? 'ok  ' : 'FAIL'} ${b.name.padEnd(58)} ${String(code.length).padStart(8)} B min ${String(gz).padStart(7)} B gz (budget ${b.maxGzipBytes})${forbidden.length ? ` forbidden: ${forbidden.join(', ')}` : ''}`);
}
console.log(rows.join('\n'));
if (bad > 0) {
  console.error(`check-size: ${bad} budget(s) exceeded`);
  process.exit(1);
}
