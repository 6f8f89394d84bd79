// Issue 46 item 3: memory within a few times the input. Each case runs in a child Node
// whose old generation is capped (--max-old-space-size): a case that kept tens of bytes
// per code unit alive (a token object per code point of a URLPattern, a rope node and
// string per IDN label) cannot finish under the cap and the child dies of out-of-memory.
// The cap is several times what the work needs now, so collection timing cannot fail it.
// Bundled from the TypeScript sources (no build needed).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleFromSource } from '@x/tooling/bundle';
import { describe, expect, test } from 'vitest';

const packageDir = fileURLToPath(new URL('..', import.meta.url));

/** Runs `code` (ESM, with the facade's exports importable from '@x/url') with old space capped at `mb`. */
async function runCapped(code: string, mb: number): Promise<{ status: number | null; stdout: string; stderr: string }> {
  const { code: bundled } = await bundleFromSource(code, packageDir);
  const dir = mkdtempSync(join(tmpdir(), 'x-url-memory-'));
  try {
    const file = join(dir, 'case.mjs');
    writeFileSync(file, bundled);
    const r = spawnSync(process.execPath, [`--max-old-space-size=${mb}`, file], { encoding: 'utf8', timeout: 120_000 });
    return { status: r.status, stdout: r.stdout, stderr: r.stderr.slice(-2000) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** [what, the case's code, old space in MB, what it prints] */
const CASES: ReadonlyArray<readonly [string, string, number, string]> = [
  [
    'new URLPattern on 10 MB of fixed text, in 96 MB of old space (it took 1.8 GB)',
    "import { URLPattern } from '@x/url';\nconst p = new URLPattern('https://h/' + 'a'.repeat(10_000_000));\nconsole.log(p.pathname.length, p.test('https://h/' + 'a'.repeat(10_000_000)));",
    96,
    '10000001 true',
  ],
  [
    'a host of 4 million IDN labels (32 MB out), in 160 MB of old space',
    "import { URL } from '@x/url';\nconst u = new URL('http://' + 'é.'.repeat(4_000_000) + '/');\nconsole.log(u.hostname.length, u.hostname.slice(0, 16));",
    160,
    '32000000 xn--9ca.xn--9ca.',
  ],
];

describe('bounded memory (a child with a capped heap)', () => {
  for (const [what, code, mb, printed] of CASES) {
    test(what, async () => {
      const r = await runCapped(code, mb);
      expect(r.stderr).not.toMatch(/heap out of memory/i);
      expect(r.stdout.trim()).toBe(printed);
      expect(r.status).toBe(0);
    }, 180_000);
  }
});
