// The URL API suites (WPT url-api and URLSearchParams ports, Web IDL bindings) in headless
// Chromium, outside vitest: scripts/bundle-api-suites.mjs bundles them with a stand-in for
// vitest's expect (test/portable/), from the sources, and the page runs them. Bun and Deno
// run the same bundle, from the built files, in CI (tooling/scripts/test-all.mjs). Needs
// /usr/bin/chromium: .ci/run installs it and sets X_REQUIRE_BROWSER=1, so there it cannot
// be skipped; elsewhere, without Chromium, the test is skipped with that reason.
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { bundleApiSuites } from '../scripts/bundle-api-suites.mjs';

const CHROMIUM = '/usr/bin/chromium';
const available = existsSync(CHROMIUM);
if (!available && process.env.X_REQUIRE_BROWSER === '1') throw new Error(`${CHROMIUM} is missing: .ci/run installs Debian's chromium`);

describe.skipIf(!available)('URL API suites in headless Chromium', () => {
  it('pass, with only the listed failures (ours, and node:util inspect, which a browser lacks)', async () => {
    const code = await bundleApiSuites('chromium', { fromSource: true });
    const browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    try {
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(String(e)));
      await page.setContent('<!doctype html><title>x-url API suites</title>');
      await page.addScriptTag({ content: code, type: 'module' });
      await page.waitForFunction(() => (globalThis as { __apiSuites?: unknown }).__apiSuites !== undefined);
      const result = await page.evaluate(() => (globalThis as unknown as { __apiSuites: { passed: number; failed: number; expectedFailures: number; failures: string[] } }).__apiSuites);
      expect(result.failures).toEqual([]);
      expect(result.failed).toBe(0);
      expect(result.passed).toBeGreaterThan(400);
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  }, 120_000);
});
