// The root entry must stay UTF-8 only: bundling it must not pull in any @exodus/bytes
// module (all of its encoding tables live behind `@x/percent-encoding/encodings`).
import { fileURLToPath } from 'node:url';
import { bundleFromSource } from '@x/tooling/bundle';
import { describe, expect, test } from 'vitest';

const packageDir = fileURLToPath(new URL('..', import.meta.url));

/** Bundled from this package's sources (no build needed). */
const bundle = (code: string): Promise<{ inputs: string[]; gzip: number }> => bundleFromSource(code, packageDir);

describe('bundle contents', () => {
  test('`import { utf8PercentEncodeString }` from the root loads no @exodus/bytes module', async () => {
    const { inputs, gzip } = await bundle(
      "import { utf8PercentEncodeString, COMPONENT_PERCENT_ENCODE_SET } from '@x/percent-encoding';\nconsole.log(utf8PercentEncodeString('a b', COMPONENT_PERCENT_ENCODE_SET));",
    );
    expect(inputs.some((i) => i.includes('src/utf8-percent-encode.ts'))).toBe(true);
    expect(inputs.filter((i) => i.includes('@exodus'))).toEqual([]);
    // 1.63 KB measured: the short encoder plus the chunked one for long ranges (with its
    // length check against the engine's maximum string length) and the checks that `set`
    // is one of the eight sets and `spaceAsPlus` a boolean (issue 46; 1.45 KB before).
    expect(gzip).toBeLessThan(1700);
  });

  test('the whole root entry loads no @exodus/bytes module either', async () => {
    const { inputs } = await bundle("import * as pe from '@x/percent-encoding';\nconsole.log(pe);");
    expect(inputs.filter((i) => i.includes('@exodus'))).toEqual([]);
  });

  test('the single-byte encodings entry loads no multi-byte table or encoder', async () => {
    const { inputs } = await bundle("import { getSingleByteEncoder } from '@x/percent-encoding/single-byte-encodings';\nconsole.log(getSingleByteEncoder('windows-1252'));");
    expect(inputs.some((i) => i.includes('@exodus/bytes') && i.includes('single-byte'))).toBe(true);
    expect(inputs.filter((i) => i.includes('multi-byte') || i.includes('iso-2022-jp') || i.includes('legacy-decoder'))).toEqual([]);
  });

  test('the encodings entry does load the @exodus/bytes encoders (so the check above can fail)', async () => {
    const { inputs } = await bundle("import { getEncoder } from '@x/percent-encoding/encodings';\nconsole.log(getEncoder);");
    expect(inputs.some((i) => i.includes('@exodus/bytes') && i.includes('multi-byte'))).toBe(true);
  });
});
