// The classes keep their Web IDL names after a bundler has been at them: esbuild turns
// `class URL` into `var URL = class _URL` (tsup's output) and a minifier shortens it, and
// `URL.name`, util.inspect's prefix and `URL()`-without-new's message would show that.
import { bundleFromSource } from '@x/tooling/bundle';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { inspect } from 'node:util';
import { expect, test } from 'vitest';
import type * as api from '../src/index';

const packageDir = fileURLToPath(new URL('..', import.meta.url));

test('URL and URLSearchParams keep their names in a minified bundle', async () => {
  const { code } = await bundleFromSource("export { URL, URLSearchParams } from '@x/url-api';", packageDir);
  const dir = mkdtempSync(join(tmpdir(), 'url-api-names-'));
  try {
    const file = join(dir, 'bundle.mjs');
    writeFileSync(file, code);
    const m = (await import(pathToFileURL(file).href)) as typeof api;
    expect(m.URL.name).toBe('URL');
    expect(m.URLSearchParams.name).toBe('URLSearchParams');
    expect(inspect(new m.URL('https://example.com/')).startsWith('URL {')).toBe(true);
    expect(inspect(new m.URLSearchParams('a=1')).startsWith('URLSearchParams {')).toBe(true);
    expect(() => (m.URL as unknown as (s: string) => unknown)('https://example.com/')).toThrow(TypeError);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
