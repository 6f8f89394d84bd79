// @ts-check
// Regenerates src/psl-data.ts from the Public Suffix List shipped in the `tldts`
// devDependency: `pnpm --filter @x/public-suffix generate`.
//
// Node 20 cannot run TypeScript, and the rules must be canonicalized by @x/idna's domain
// parser from its source (no build needed), so compile-list.ts is bundled with esbuild
// (conditions: @x/source) into a temporary CommonJS file (CommonJS because tr46, bundled
// along, is CommonJS) and loaded from there.
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const outFile = join(packageDir, 'src', 'psl-data.ts');
const require = createRequire(join(packageDir, 'package.json'));

const tmp = mkdtempSync(join(tmpdir(), 'psl-generate-'));
try {
  const bundle = join(tmp, 'compile-list.cjs');
  await build({
    stdin: {
      contents: `export * from './scripts/compile-list.ts'; export { domainToASCII } from '@x/idna';`,
      resolveDir: packageDir,
      loader: 'ts',
    },
    bundle: true,
    format: 'cjs',
    platform: 'node',
    target: 'node20',
    conditions: ['@x/source'],
    outfile: bundle,
    logLevel: 'warning',
  });
  /** @type {typeof import('./compile-list.ts') & { domainToASCII: (d: string, beStrict?: boolean) => string | null }} */
  const lib = createRequire(bundle)(bundle);

  const tldtsPackage = require('tldts/package.json');
  const trie = require('tldts/dist/cjs/src/data/trie.js');
  const source = { packageName: 'tldts', version: String(tldtsPackage.version) };

  // The publication date of the package is the best available bound on the list's date
  // (tldts refreshes the list before each release). Ask npm; offline, keep what the
  // current file says for the same version.
  let published = 'unknown';
  try {
    const out = execFileSync('npm', ['view', `tldts@${source.version}`, 'time', '--json'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 30_000,
    });
    const time = JSON.parse(out)[source.version];
    if (typeof time === 'string') published = new Date(time).toISOString().slice(0, 10);
  } catch {
    const previous = existsSync(outFile) ? lib.readPublished(readFileSync(outFile, 'utf8'), source) : null;
    if (previous !== null) published = previous;
  }

  const rules = lib.decodeTldtsTrie(trie);
  const list = lib.compileRules(rules, (domain) => lib.domainToASCII(domain, false));
  writeFileSync(outFile, lib.renderDataModule(list, { ...source, published }));
  console.log(
    `psl-data.ts: ${list.ruleCount} rules from tldts@${source.version} (published ${published}), ` +
      `${list.text.length} characters of trie text`,
  );
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
