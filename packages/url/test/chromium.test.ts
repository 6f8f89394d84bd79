// The WPT URL data (scripts/runtime-suites-core.mjs: urltestdata, setters, toascii, a
// URLSearchParams round trip) against @x/url in headless Chromium: the facade bundled for
// the browser with esbuild, the data embedded in the page, the same plain runner that Bun
// and Deno run; and the polyfill entries (scripts/polyfill-suites.mjs, the same script
// QuickJS runs) over Chromium's own classes and in their place. Skipped without
// /usr/bin/chromium, except in CI (@x/tooling/chromium).
import { fileURLToPath } from 'node:url';
import { loadSettersTests, loadToASCII, loadUrlTestData } from '@x/wpt';
import { bundleFromSource } from '@x/tooling/bundle';
import { available, runModuleInChromium } from '@x/tooling/chromium';
import { describe, expect, it } from 'vitest';
import { bundlePolyfillSuites } from '../scripts/polyfill-suites.mjs';

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

  it("the polyfill: replaces Chromium's URL (it fails the probe), keeps its URLSearchParams, URLPattern and blob URLs; WPT URL data passes through the globals", async () => {
    const { value, errors } = await runModuleInChromium(await bundlePolyfillSuites({ fromSource: true }), '__polyfillSuites');
    const report = value as PolyfillReport;
    expect(errors).toEqual([]);
    expect(report.encodingStandIns).toEqual([]);
    expect(report.installed).toEqual({ URL: true, URLSearchParams: false, URLPattern: false });
    expect(report.globalsAreInstalled).toBe(true);
    // Chromium 150's own URL: spaces at the end of an opaque path dropped, U+005C (\) read as "/"
    // in a non-special URL, a space in a domain percent-encoded (package README, "Polyfill").
    expect(report.probeFailures).toEqual(['non-special:opaque  ?hi', '\\a', 'http://a b/']);
    expect(report.objectURL).toEqual({ createObjectURL: 'function', revokeObjectURL: 'function' });
    expect(report.urlSuites).toEqual({ passed: 1967, failed: 0 });
  }, 120_000);

  it('the polyfill with the platform classes deleted first: ours throughout, and the URL and URL Pattern WPT data pass', async () => {
    const code = await bundlePolyfillSuites({ fromSource: true, deleteGlobals: ['URL', 'URLSearchParams', 'URLPattern'] });
    const { value, errors } = await runModuleInChromium(code, '__polyfillSuites');
    const report = value as PolyfillReport;
    expect(errors).toEqual([]);
    expect(report.installed).toEqual({ URL: true, URLSearchParams: true, URLPattern: true });
    expect(report.probeFailures).toEqual([]);
    expect(report.failures).toEqual([]);
    expect(report.urlSuites).toEqual({ passed: 1967, failed: 0 });
    expect(report.urlpattern.failed).toBe(0);
    expect(report.urlpattern.passed).toBeGreaterThan(350);
  }, 120_000);
});

/** What scripts/polyfill-report.mjs leaves on globalThis.__polyfillSuites. */
interface PolyfillReport {
  encodingStandIns: string[];
  installed: { URL: boolean; URLSearchParams: boolean; URLPattern: boolean };
  globalsAreInstalled: boolean;
  probeFailures: string[];
  objectURL: { createObjectURL: string; revokeObjectURL: string };
  failures: string[];
  urlSuites: { passed: number; failed: number };
  urlpattern: { passed: number; failed: number };
}
