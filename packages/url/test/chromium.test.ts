// The WPT URL data (scripts/runtime-suites-core.mjs: urltestdata, setters, toascii, a
// URLSearchParams round trip) against @x/url in headless Chromium: the facade bundled for
// the browser with esbuild, the data embedded in the page, the same plain runner that Bun
// and Deno run. Needs /usr/bin/chromium (Debian's, driven by playwright-core): .ci/run
// installs it and sets X_REQUIRE_BROWSER=1, so there it cannot be skipped; elsewhere,
// without Chromium, the test is skipped with that reason.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadSettersTests, loadToASCII, loadUrlTestData } from '@x/wpt';
import { bundleFromSource } from '@x/tooling/bundle';
import { chromium } from 'playwright-core';
import { describe, expect, it } from 'vitest';

const CHROMIUM = '/usr/bin/chromium';
const available = existsSync(CHROMIUM);
if (!available && process.env.X_REQUIRE_BROWSER === '1') throw new Error(`${CHROMIUM} is missing: .ci/run installs Debian's chromium`);

const packageDir = fileURLToPath(new URL('..', import.meta.url));

describe.skipIf(!available)('@x/url in headless Chromium', () => {
  it('passes the WPT URL data, as under Node, Bun and Deno', async () => {
    const data = { urltestdata: await loadUrlTestData(), setters: await loadSettersTests(), toascii: await loadToASCII() };
    const { code } = await bundleFromSource(
      "import { URL, URLSearchParams } from '@x/url';\nimport { runURLSuites } from './scripts/runtime-suites-core.mjs';\nglobalThis.runURLSuites = (data) => runURLSuites({ URL, URLSearchParams }, data);\n",
      packageDir,
    );
    const browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    try {
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(String(e)));
      await page.setContent('<!doctype html><title>x-url WPT</title>');
      await page.addScriptTag({ content: code, type: 'module' });
      await page.waitForFunction(() => typeof (globalThis as { runURLSuites?: unknown }).runURLSuites === 'function');
      const result = await page.evaluate((d) => (globalThis as unknown as { runURLSuites: (d: unknown) => { passed: number; failed: number; failures: string[] } }).runURLSuites(d), data);
      expect(result.failures).toEqual([]);
      expect(result.failed).toBe(0);
      // The same count as under Bun and Deno (runtime-suites.mjs on the same files).
      expect(result.passed).toBe(1967);
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  }, 120_000);
});
