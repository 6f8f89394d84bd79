// The DNS-tool example bundles with esbuild and stays free of URL-parser and Public
// Suffix List code. It is bundled from the package SOURCES (the `@x/source` export
// condition), like every test here: no build step is needed, and the module graph is the
// same one dist would give, file for file (tsup bundles each package's src into one
// file, so bundling dist would only hide which modules are inside).
import { build } from 'esbuild';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { describeHosts } from '../examples/dns-tool';

const here = fileURLToPath(new URL('.', import.meta.url));

async function bundle(entry: { file: string } | { contents: string }) {
  const result = await build({
    ...('file' in entry
      ? { entryPoints: [entry.file] }
      : { stdin: { contents: entry.contents, resolveDir: here, loader: 'ts' as const } }),
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'node',
    conditions: ['@x/source'],
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]?.contents ?? new Uint8Array();
  return { code, gzip: gzipSync(code, { level: 9 }).length, inputs: Object.keys(result.metafile.inputs) };
}

describe('examples/dns-tool.ts', () => {
  test('describes hosts', () => {
    expect(describeHosts(['EXAMPLE.com', 'faß.example', '0x7f.1', '[0:0::1]', 'exa mple'])).toEqual([
      'domain  example.com',
      'domain  xn--fa-hia.example',
      'ipv4    127.0.0.1',
      '  warning: IPv4-too-few-parts at 0..6 "0x7f.1"',
      '  warning: IPv4-non-decimal-part at 0..4 "0x7f"',
      'ipv6    [::1]',
      'invalid exa mple',
      '  error: domain-to-ASCII at 0..8 "exa mple"',
    ]);
  });

  test('bundles without url-parser or public-suffix code, and runs', async () => {
    const { code, gzip, inputs } = await bundle({ file: join(here, '../examples/dns-tool.ts') });
    expect(inputs.some((i) => i.includes('packages/host/src/'))).toBe(true);
    expect(inputs.some((i) => i.includes('packages/idna/src/'))).toBe(true);
    // @x/idna's own UTS #46 back end: tr46 is a dev-only oracle, never bundled.
    expect(inputs.filter((i) => i.includes('tr46'))).toEqual([]);
    expect(inputs.filter((i) => /url-parser|public-suffix|url-api|urlencoded|packages\/url\//.test(i))).toEqual([]);
    // Nor any legacy-encoding table (the percent-encoding root is UTF-8 only).
    expect(inputs.filter((i) => i.includes('@exodus'))).toEqual([]);
    // The number recorded in README.md ("Bundle size"); printed so it can be refreshed.
    console.log(`dns-tool bundle: ${code.length} B minified, ${gzip} B gzip`);
    expect(gzip).toBeLessThan(120_000);

    const dir = mkdtempSync(join(tmpdir(), 'dns-tool-'));
    const file = join(dir, 'dns-tool.mjs');
    writeFileSync(file, code);
    const run = spawnSync(process.execPath, [file, 'WWW.Example.COM', '1.2.3'], { encoding: 'utf8' });
    expect(run.status).toBe(0);
    expect(run.stdout).toBe('domain  www.example.com\nipv4    1.2.0.3\n  warning: IPv4-too-few-parts at 0..5 "1.2.3"\n');
  });

  test("import { parseHost } from '@x/host' (IDNA tables included, no tr46)", async () => {
    const { code, gzip, inputs } = await bundle({ contents: "import { parseHost } from '@x/host';\nconsole.log(parseHost('a'));" });
    expect(inputs.some((i) => i.includes('packages/idna/src/'))).toBe(true);
    expect(inputs.filter((i) => i.includes('tr46'))).toEqual([]);
    console.log(`import { parseHost } from '@x/host': ${code.length} B minified, ${gzip} B gzip`);
    expect(gzip).toBeLessThan(120_000);
  });
});
