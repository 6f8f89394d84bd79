// @ts-check
// Builds the viewer into one self-contained file, dist/index.html (the page and its
// script inline: it works offline and from file:). Workspace packages are bundled from
// their TypeScript sources (the @x/source condition).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = new URL('..', import.meta.url);

/** Builds dist/index.html; returns its path and the script's size in bytes. */
export async function buildViewer() {
  const result = await build({
    entryPoints: [fileURLToPath(new URL('src/main.ts', root))],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    conditions: ['@x/source'],
    write: false,
    logLevel: 'error',
  });
  const script = (result.outputFiles[0]?.text ?? '').replaceAll('</script', '<\\/script');
  const page = readFileSync(new URL('index.html', root), 'utf8').replace('<!-- SCRIPT -->', () => `<script>${script}</script>`);
  mkdirSync(new URL('dist/', root), { recursive: true });
  const out = fileURLToPath(new URL('dist/index.html', root));
  writeFileSync(out, page);
  return { path: out, scriptBytes: Buffer.byteLength(script) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { path, scriptBytes } = await buildViewer();
  console.log(`viewer: ${path} (script ${(scriptBytes / 1024).toFixed(0)} KB)`);
}
