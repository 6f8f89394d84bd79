// @ts-check
// Headless Chromium for the browser tests: Debian's /usr/bin/chromium driven by
// playwright-core. .ci/run installs it and sets X_REQUIRE_BROWSER=1, so there a missing
// browser is an error; elsewhere the tests skip themselves (`available`).
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';

export const CHROMIUM = '/usr/bin/chromium';
export const available = existsSync(CHROMIUM);
if (!available && process.env.X_REQUIRE_BROWSER === '1') throw new Error(`${CHROMIUM} is missing: .ci/run installs Debian's chromium`);

/** Launches it with the flags every test uses (no sandbox, no network chatter). */
export function launchChromium() {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/**
 * Runs `code` (an ES module) in a blank page and returns what it leaves on
 * `globalThis[name]` once set, with the page's uncaught errors.
 * @param {string} code @param {string} name
 * @returns {Promise<{ value: unknown, errors: string[] }>}
 */
export async function runModuleInChromium(code, name) {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    /** @type {string[]} */
    const errors = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.setContent('<!doctype html><title>x-url</title>');
    await page.addScriptTag({ content: code, type: 'module' });
    await page.waitForFunction((n) => /** @type {Record<string, unknown>} */ (globalThis)[n] !== undefined, name);
    const value = await page.evaluate((n) => /** @type {Record<string, unknown>} */ (globalThis)[n], name);
    return { value, errors };
  } finally {
    await browser.close();
  }
}
