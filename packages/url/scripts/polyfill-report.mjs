// What the polyfill entries did in the engine this runs in, and the WPT data through the
// globals they left: the URL suites (runtime-suites-core.mjs) with globalThis.URL and
// globalThis.URLSearchParams, and urlpatterntestdata.json's constructor and test() results
// with globalThis.URLPattern. No test framework and no I/O: polyfill-suites.mjs bundles it
// with the entries and the data into one script for any engine (QuickJS, browsers).
import { runURLSuites } from './runtime-suites-core.mjs';

/**
 * @param {{ URL: unknown, URLSearchParams: unknown, probeFailures: readonly string[] }} url `installed` of @x/url/polyfill
 * @param {{ URLPattern: unknown }} pattern `installed` of @x/urlpattern/polyfill
 * @param {{ urltestdata: any[], setters: Record<string, any>, toascii: any[], urlpatterntestdata: any[] }} data
 */
export function polyfillReport(url, pattern, data) {
  const g = /** @type {Record<string, any>} */ (globalThis);
  const suites = runURLSuites({ URL: g.URL, URLSearchParams: g.URLSearchParams }, data);
  const urlpattern = runURLPatternConstructorAndTest(g.URLPattern, data.urlpatterntestdata);
  return {
    installed: { URL: url.URL !== null, URLSearchParams: url.URLSearchParams !== null, URLPattern: pattern.URLPattern !== null },
    // The installed classes are the globals (a polyfill that installed a copy would differ).
    globalsAreInstalled: (url.URL === null || url.URL === g.URL) && (url.URLSearchParams === null || url.URLSearchParams === g.URLSearchParams) && (pattern.URLPattern === null || pattern.URLPattern === g.URLPattern),
    probeFailures: [...url.probeFailures],
    objectURL: { createObjectURL: typeof g.URL?.createObjectURL, revokeObjectURL: typeof g.URL?.revokeObjectURL },
    passed: suites.passed + urlpattern.passed,
    failed: suites.failed + urlpattern.failed,
    failures: [...suites.failures, ...urlpattern.failures],
    urlSuites: { passed: suites.passed, failed: suites.failed },
    urlpattern: { passed: urlpattern.passed, failed: urlpattern.failed },
  };
}

/**
 * urlpatterntestdata.json: each pattern constructs (or throws a TypeError when the data
 * says "error"), and test() on each input gives whether the data expects a match.
 * @param {any} URLPattern @param {any[]} cases
 */
function runURLPatternConstructorAndTest(URLPattern, cases) {
  /** @type {string[]} */
  const failures = [];
  let passed = 0;
  let failed = 0;
  /** @param {boolean} ok @param {string} what */
  const check = (ok, what) => {
    if (ok) passed++;
    else if (++failed <= 20) failures.push(what);
  };
  for (const t of cases) {
    if (typeof t !== 'object' || t === null) continue;
    const what = `urlpattern ${JSON.stringify(t.pattern)} inputs ${JSON.stringify(t.inputs)}`;
    let pattern = null;
    try {
      pattern = new URLPattern(...t.pattern);
    } catch (e) {
      check(t.expected_obj === 'error' && e instanceof TypeError, `${what}: threw ${e}`);
      continue;
    }
    if (t.expected_obj === 'error') {
      check(false, `${what}: constructed, expected a TypeError`);
      continue;
    }
    let matched;
    try {
      matched = pattern.test(...(t.inputs ?? []));
    } catch (e) {
      check(t.expected_match === 'error' && e instanceof TypeError, `${what}: test() threw ${e}`);
      continue;
    }
    check(t.expected_match !== 'error' && matched === Boolean(t.expected_match), `${what}: test() ${matched}`);
  }
  return { passed, failed, failures };
}
