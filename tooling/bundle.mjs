// @ts-check
// Bundles a snippet with esbuild from a package's TypeScript sources (the `@x/source`
// condition, so no build is needed), minified ESM for a neutral platform, and reports
// the modules it read and its gzip size. Shared by the packages' bundle-size tests.
import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';

/**
 * @param {string} code the entry, e.g. "import { x } from '@x/pkg'; console.log(x);"
 * @param {string} resolveDir where imports resolve from (the package folder)
 * @param {{ gzipLevel?: number }} [options]
 * @returns {Promise<{ inputs: string[], gzip: number }>}
 */
export async function bundleFromSource(code, resolveDir, { gzipLevel } = {}) {
  const result = await build({
    stdin: { contents: code, resolveDir, loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'neutral',
    mainFields: ['module', 'main'],
    conditions: ['@x/source', 'import', 'default'],
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const output = result.outputFiles[0]?.contents ?? new Uint8Array();
  const gzip = gzipSync(output, gzipLevel === undefined ? {} : { level: gzipLevel }).length;
  return { inputs: Object.keys(result.metafile.inputs), gzip };
}
