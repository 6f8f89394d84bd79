// The WPT URL data (urltestdata, setters, toascii, a URLSearchParams round trip) against a
// URL and URLSearchParams pair, with no test framework and no I/O: runtime-suites.mjs runs
// it under Bun and Deno with the files from wpt/data, and test/chromium.test.ts in headless
// Chromium with the data embedded in the page.

/** @typedef {'urltestdata' | 'setters' | 'toascii' | 'searchParamsRoundTrip'} Section */

/**
 * @param {{ URL: any, URLSearchParams: any }} classes the implementation under test
 * @param {{ urltestdata: any[], setters: Record<string, any>, toascii: any[] }} data the parsed WPT files
 * @param {{ maxFailures?: number }} [options] how many failures to describe (default 20)
 * @returns {{ passed: number, failed: number, failures: string[], sections: Record<Section, { passed: number, failed: number }> }}
 *   failures: the first maxFailures; sections: the counts of each file's checks (the
 *   URLSearchParams round trip apart)
 */
export function runURLSuites({ URL, URLSearchParams }, data, { maxFailures = 20 } = {}) {
  /** @type {string[]} */
  const failures = [];
  let passed = 0;
  let failed = 0;
  /** @type {Record<Section, { passed: number, failed: number }>} */
  const sections = { urltestdata: { passed: 0, failed: 0 }, setters: { passed: 0, failed: 0 }, toascii: { passed: 0, failed: 0 }, searchParamsRoundTrip: { passed: 0, failed: 0 } };
  /** @type {Section} */
  let section = 'urltestdata';
  /** @param {boolean} ok @param {string} what */
  function check(ok, what) {
    if (ok) {
      passed++;
      sections[section].passed++;
    } else {
      failed++;
      sections[section].failed++;
      if (failures.length < maxFailures) failures.push(what);
    }
  }

  const ATTRIBUTES = ['href', 'protocol', 'username', 'password', 'host', 'hostname', 'port', 'pathname', 'search', 'hash'];

  // urltestdata.json: the constructor (https://url.spec.whatwg.org/#dom-url-url).
  for (const t of data.urltestdata) {
    if (typeof t === 'string') continue;
    const what = `urltestdata ${JSON.stringify(t.input)} base ${JSON.stringify(t.base)}`;
    let url = null;
    try {
      url = t.base === null ? new URL(t.input) : new URL(t.input, t.base);
    } catch (e) {
      check(t.failure === true && e instanceof TypeError, `${what}: threw ${e}`);
      continue;
    }
    if (t.failure === true) {
      check(false, `${what}: parsed as ${url.href}, expected failure`);
      continue;
    }
    const wrong = ATTRIBUTES.filter((a) => url[a] !== t[a]);
    if (t.origin !== undefined && url.origin !== t.origin) wrong.push('origin');
    if (t.searchParams !== undefined && url.searchParams.toString() !== t.searchParams) wrong.push('searchParams');
    check(wrong.length === 0, `${what}: ${wrong.map((a) => `${a} ${JSON.stringify(url[a])}`).join(', ')}`);
  }

  // setters_tests.json: each setter, then every expected attribute.
  section = 'setters';
  const setters = data.setters;
  for (const attribute of Object.keys(setters)) {
    if (attribute === 'comment') continue;
    for (const t of setters[attribute]) {
      const what = `setter ${attribute} = ${JSON.stringify(t.new_value)} on ${t.href}`;
      // An engine's own URL may throw here (the conformance table runs them too): a failure.
      try {
        const url = new URL(t.href);
        url[attribute] = t.new_value;
        const wrong = Object.keys(t.expected).filter((a) => url[a] !== t.expected[a]);
        check(wrong.length === 0, `${what}: ${wrong.join(', ')}`);
      } catch (e) {
        check(false, `${what}: threw ${e}`);
      }
    }
  }

  // toascii.json: the host parser through the constructor and the host setter.
  section = 'toascii';
  for (const t of data.toascii) {
    if (typeof t === 'string') continue;
    let host = null;
    try {
      host = new URL(`https://${t.input}/x`).host;
    } catch {
      host = null;
    }
    check(host === t.output, `toascii ${JSON.stringify(t.input)}: ${host}`);
    try {
      const url = new URL('https://x/x');
      url.host = t.input;
      check(url.host === (t.output ?? 'x'), `toascii host setter ${JSON.stringify(t.input)}: ${url.host}`);
    } catch (e) {
      check(false, `toascii host setter ${JSON.stringify(t.input)}: threw ${e}`);
    }
  }

  // URLSearchParams: a round trip of every urltestdata query through parse and serialize.
  section = 'searchParamsRoundTrip';
  for (const t of data.urltestdata) {
    if (typeof t === 'string' || t.failure === true || typeof t.search !== 'string') continue;
    const what = `URLSearchParams round trip ${JSON.stringify(t.search)}`;
    try {
      const params = new URLSearchParams(t.search);
      const again = new URLSearchParams(params.toString());
      check(again.toString() === params.toString() && again.size === params.size, what);
    } catch (e) {
      check(false, `${what}: threw ${e}`);
    }
  }

  return { passed, failed, failures, sections };
}
