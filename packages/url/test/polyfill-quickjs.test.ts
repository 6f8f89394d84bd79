// @x/url/polyfill and @x/urlpattern/polyfill in QuickJS (quickjs-emscripten), an engine
// with no URL, URLSearchParams or URLPattern at all: the self-contained script of
// scripts/polyfill-suites.mjs (the entries from source, TextEncoder/TextDecoder from
// @exodus/bytes since QuickJS has no Encoding API) evaluated in a fresh QuickJS context,
// and the WPT data run through the globals the polyfills installed.
import { readFileSync } from 'node:fs';
import { getQuickJS } from 'quickjs-emscripten';
import { describe, expect, it } from 'vitest';
import { bundlePolyfillSuites } from '../scripts/polyfill-suites.mjs';

/** Cases QuickJS itself cannot pass, each with its reason (none is ours). */
const EXPECTED: Record<string, string> = JSON.parse(readFileSync(new URL('./polyfill-expected-failures-quickjs.json', import.meta.url), 'utf8'));

interface Report {
  encodingStandIns: string[];
  installed: { URL: boolean; URLSearchParams: boolean; URLPattern: boolean };
  globalsAreInstalled: boolean;
  probeFailures: string[];
  failures: string[];
  urlSuites: { passed: number; failed: number };
  urlpattern: { passed: number; failed: number };
}

describe('the polyfills in QuickJS (no URL at all)', () => {
  it('install URL, URLSearchParams and URLPattern, and the WPT URL data passes through them', async () => {
    const code = await bundlePolyfillSuites({ fromSource: true });
    const QuickJS = await getQuickJS();
    const vm = QuickJS.newContext();
    try {
      const before = vm.unwrapResult(vm.evalCode('[typeof URL, typeof URLSearchParams, typeof URLPattern].join()'));
      expect(vm.dump(before)).toBe('undefined,undefined,undefined');
      before.dispose();
      vm.unwrapResult(vm.evalCode(code, 'polyfill-suites.js')).dispose();
      const out = vm.unwrapResult(vm.evalCode('JSON.stringify(globalThis.__polyfillSuites)'));
      const report = JSON.parse(vm.dump(out) as string) as Report;
      out.dispose();
      expect(report.encodingStandIns).toEqual(['TextEncoder', 'TextDecoder']);
      expect(report.installed).toEqual({ URL: true, URLSearchParams: true, URLPattern: true });
      expect(report.globalsAreInstalled).toBe(true);
      // Nothing to probe: there was no URL.
      expect(report.probeFailures).toEqual([]);
      // urltestdata, setters_tests, toascii and the URLSearchParams round trip: the same
      // count as the facade in Chromium, Bun and Deno.
      expect(report.urlSuites).toEqual({ passed: 1967, failed: 0 });
      const failed = report.failures.map((f) => f.slice(0, f.indexOf(': ')));
      expect(failed.sort()).toEqual(Object.keys(EXPECTED).sort());
      expect(report.urlpattern.failed).toBe(Object.keys(EXPECTED).length);
      expect(report.urlpattern.passed).toBeGreaterThan(350);
    } finally {
      vm.dispose();
    }
  }, 180_000);
});
