// The WPT URL data (scripts/runtime-suites-core.mjs: urltestdata, setters, toascii, a
// URLSearchParams round trip) against @x/url in headless Chromium: the facade bundled for
// the browser with esbuild, the data embedded in the page, the same plain runner that Bun
// and Deno run. Skipped without /usr/bin/chromium, except in CI (@x/tooling/chromium).
import { fileURLToPath } from 'node:url';
import { loadSettersTests, loadToASCII, loadUrlTestData } from '@x/wpt';
import { bundleFromSource } from '@x/tooling/bundle';
import { available, runModuleInChromium } from '@x/tooling/chromium';
import { describe, expect, it } from 'vitest';

const packageDir = fileURLToPath(new URL('..', import.meta.url));

describe.skipIf(!available)('@x/url in headless Chromium', () => {
  it('passes the WPT URL data, as under Node, Bun and Deno', async () => {
    const data = { urltestdata: await loadUrlTestData(), setters: await loadSettersTests(), toascii: await loadToASCII() };
    const { code } = await bundleFromSource(
      `import { URL, URLSearchParams } from '@x/url';\nimport { runURLSuites } from './scripts/runtime-suites-core.mjs';\nglobalThis.__urlSuites = runURLSuites({ URL, URLSearchParams }, ${JSON.stringify(data)});\n`,
      packageDir,
    );
    const { value, errors } = await runModuleInChromium(code, '__urlSuites');
    const result = value as { passed: number; failed: number; failures: string[] };
    expect(result.failures).toEqual([]);
    expect(result.failed).toBe(0);
    // The same count as under Bun and Deno (runtime-suites.mjs on the same files).
    expect(result.passed).toBe(1967);
    expect(errors).toEqual([]);
  }, 120_000);
});
