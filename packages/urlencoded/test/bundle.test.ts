// The root entry stays small and UTF-8 only: no @exodus/bytes module (legacy decoders live
// behind @x/urlencoded/legacy), and a gzip budget on what a form library imports.
import { fileURLToPath } from 'node:url';
import { bundleFromSource } from '@x/tooling/bundle';
import { describe, expect, test } from 'vitest';

const packageDir = fileURLToPath(new URL('..', import.meta.url));

/** Bundled from this package's sources (no build needed). */
const bundle = (code: string): Promise<{ inputs: string[]; gzip: number }> => bundleFromSource(code, packageDir, { gzipLevel: 9 });

describe('bundle size', () => {
  test('`import { parseUrlencoded, serializeUrlencoded }`: no encoding tables, within budget', async () => {
    const { inputs, gzip } = await bundle(
      "import { parseUrlencoded, serializeUrlencoded } from '@x/urlencoded';\nconsole.log(parseUrlencoded, serializeUrlencoded);",
    );
    expect(inputs.filter((i) => i.includes('@exodus') || i.includes('encodings.ts') || i.includes('legacy'))).toEqual([]);
    // The target: 2 KB (see the README, "Size", for what it holds).
    expect(gzip).toBeLessThanOrEqual(2048);
  });

  test('each alone', async () => {
    expect((await bundle("import { parseUrlencoded } from '@x/urlencoded';\nconsole.log(parseUrlencoded);")).gzip).toBeLessThanOrEqual(1200);
    expect((await bundle("import { parseUrlencodedString } from '@x/urlencoded';\nconsole.log(parseUrlencodedString);")).gzip).toBeLessThanOrEqual(1440); // 1.38 KB: the pairs are made from the flat list URLSearchParams keeps
    expect((await bundle("import { serializeUrlencoded } from '@x/urlencoded';\nconsole.log(serializeUrlencoded);")).gzip).toBeLessThanOrEqual(1280);
  });

  test('the internal entry (what URLSearchParams imports) leaves the options and the legacy-encoder path out', async () => {
    const { gzip } = await bundle(
      "import { parseUrlencodedStringFlat, encodeUrlencodedString } from '@x/urlencoded/internal';\nconsole.log(parseUrlencodedStringFlat, encodeUrlencodedString);",
    );
    // 1.2 KB; through parseUrlencodedString and serializeUrlencoded the same work is 2.2 KB.
    expect(gzip).toBeLessThanOrEqual(1320);
  });

  test('the legacy entry does bring the decoders (so the check above can fail)', async () => {
    const { inputs } = await bundle("import { parseUrlencoded } from '@x/urlencoded/legacy';\nconsole.log(parseUrlencoded);");
    expect(inputs.some((i) => i.includes('@exodus/bytes'))).toBe(true);
  });
});
