// The URL API suites (WPT url-api and URLSearchParams ports, Web IDL bindings) in headless
// Chromium, outside vitest: scripts/bundle-api-suites.mjs bundles them with a stand-in for
// vitest's expect (test/portable/), from the sources, and the page runs them. Bun and Deno
// run the same bundle, from the built files, in CI (tooling/scripts/test-all.mjs). Skipped
// without /usr/bin/chromium, except in CI (@x/tooling/chromium).
import { available, runModuleInChromium } from '@x/tooling/chromium';
import { describe, expect, it } from 'vitest';
import { bundleApiSuites } from '../scripts/bundle-api-suites.mjs';

describe.skipIf(!available)('URL API suites in headless Chromium', () => {
  it('pass, with only the listed failures (ours, and node:util inspect, which a browser lacks)', async () => {
    const { value, errors } = await runModuleInChromium(await bundleApiSuites('chromium', { fromSource: true }), '__apiSuites');
    const result = value as { passed: number; failed: number; expectedFailures: number; failures: string[] };
    expect(result.failures).toEqual([]);
    expect(result.failed).toBe(0);
    expect(result.passed).toBeGreaterThan(400);
    expect(errors).toEqual([]);
  }, 120_000);
});
