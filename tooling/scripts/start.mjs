// @ts-check
// `pnpm start` and `pnpm x-url …`: runs the x-url command line from the TypeScript
// sources, with no build. esbuild bundles packages/url/src/cli.ts (resolving workspace
// packages to their sources through the `@x/source` condition) into node_modules/.cache
// in well under a second, then the bundle runs with the given arguments, as the `x-url`
// bin would: `pnpm start` passes `examples` (the URL Standard's own examples, parsed);
// `pnpm -s x-url < urls.txt` is bulk mode (-s: without it pnpm prints its banner on stdout).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { root } from './workspace.mjs';

const outDir = join(root, 'node_modules', '.cache', 'x-url');
mkdirSync(outDir, { recursive: true });
const outfile = join(outDir, 'cli.mjs');
await build({
  entryPoints: [join(root, 'packages/url/src/cli.ts')],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  conditions: ['@x/source', 'import', 'default'],
  outfile,
  logLevel: 'error',
});
const args = process.argv.slice(2);
// The bundle is not beside @x/url's package.json: pass the version in.
const { version } = JSON.parse(readFileSync(join(root, 'packages/url/package.json'), 'utf8'));
const r = spawnSync(process.execPath, [outfile, ...args], {
  stdio: 'inherit',
  env: { ...process.env, X_URL_VERSION: version },
});
process.exit(r.status ?? 1);
