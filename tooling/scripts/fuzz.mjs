// @ts-check
// `pnpm fuzz`: bundles tooling/fuzz/fuzz.ts from the TypeScript sources (workspace
// packages by path, their dependencies through the `@x/source` condition, whatwg-url
// from tooling's dev dependencies)
// with esbuild into node_modules/.cache, then runs it with the given arguments.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { root } from './workspace.mjs';

const outDir = join(root, 'node_modules', '.cache', 'x-url');
mkdirSync(outDir, { recursive: true });
const outfile = join(outDir, 'fuzz.mjs');
await build({
  entryPoints: [join(root, 'tooling/fuzz/fuzz.ts')],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  conditions: ['@x/source', 'import', 'default'],
  // By path, not as dependencies of @x/tooling: every package depends on @x/tooling, so
  // the reverse would be a cycle in the workspace graph.
  alias: { '@x/url': join(root, 'packages/url/src/index.ts'), '@x/wpt': join(root, 'wpt/src/index.ts') },
  outfile,
  logLevel: 'error',
  plugins: [
    {
      // @x/wpt finds its data files from import.meta.url: keep each source file's own.
      name: 'keep-import-meta-url',
      setup(b) {
        b.onLoad({ filter: new RegExp(`${sep}wpt${sep}(src|scripts)${sep}.*\\.(ts|mjs)$`) }, (args) => ({
          contents: readFileSync(args.path, 'utf8').replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)),
          loader: args.path.endsWith('.ts') ? 'ts' : 'js',
        }));
      },
    },
  ],
  // whatwg-url and its dependencies are CommonJS: give the ESM bundle a require.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
});
const r = spawnSync(process.execPath, [outfile, ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(r.status ?? 1);
