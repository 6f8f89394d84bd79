// What `import { registrableDomain } from '@x/public-suffix'` costs a bundle (esbuild,
// minified ESM, from source through the @x/source condition): the list data and the
// lookup, never the generator or its tldts input. Sizes are recorded in the README.
import { fileURLToPath } from 'node:url';
import { bundleFromSource } from '@x/tooling/bundle';
import { describe, expect, it } from 'vitest';

const packageDir = fileURLToPath(new URL('..', import.meta.url));

const bundle = (external: string[]): Promise<{ gzip: number; inputs: string[] }> =>
  bundleFromSource(`import { registrableDomain } from '@x/public-suffix'; console.log(registrableDomain);`, packageDir, { gzipLevel: 9, external });

describe('bundle of registrableDomain', () => {
  it('holds the data and lookup only (about 35 KB gzip), no tldts or generator code', async () => {
    const own = await bundle(['@x/host', '@x/idna']);
    expect(own.inputs.some((i) => i.includes('psl-data'))).toBe(true);
    expect(own.inputs.filter((i) => i.includes('tldts') || i.includes('scripts/'))).toEqual([]);
    expect(own.gzip).toBeLessThan(40_000);
  });

  it('with its dependencies, adds the host parser and IDNA (string inputs), never tr46', async () => {
    const all = await bundle([]);
    expect(all.inputs.some((i) => i.includes('packages/host/src/'))).toBe(true);
    expect(all.inputs.filter((i) => i.includes('tr46'))).toEqual([]);
    expect(all.inputs.filter((i) => i.includes('tldts') || i.includes('url-parser'))).toEqual([]);
    expect(all.gzip).toBeLessThan(120_000);
  });
});
