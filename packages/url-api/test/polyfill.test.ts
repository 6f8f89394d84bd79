// @x/url-api/polyfill (also @x/url/polyfill): the probe, and the entry in a new Node
// process (the Node running this test: 20, 24 or 26 in CI) with the platform's globals
// deleted, and with them present. The entry is bundled from source with esbuild, as a
// bundler would take it (so a bare `import` that "sideEffects" failed to keep would show).
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runInNewNode } from '@x/tooling/bundle';
import { loadUrlTestData } from '@x/wpt';
import { describe, expect, it } from 'vitest';
import { URL as OurURL } from '../src/index';
import { URL_PROBES, urlProbeFailures } from '../src/url-probe';

const pkgDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const NODE_MAJOR = Number(process.versions.node.split('.')[0]);

/**
 * Runs `entry` (an ES module; `@x/url-api/polyfill` resolves to the sources) in a new Node
 * process, without the platform's URL and URLSearchParams when `deleted`, and returns what
 * it printed, parsed as JSON.
 */
async function runInNode(entry: string, deleted: boolean): Promise<Record<string, unknown>> {
  const run = await runInNewNode(entry, pkgDir, { deleteGlobals: deleted ? ['URL', 'URLSearchParams'] : [] });
  expect(run.stderr).toBe('');
  return JSON.parse(run.stdout) as Record<string, unknown>;
}

/** The entry's report of what happened, printed as JSON. */
const REPORT = `
const g = globalThis;
const what = (r) => ({ URL: r.URL !== null, URLSearchParams: r.URLSearchParams !== null, probeFailures: r.probeFailures });
const d = Object.getOwnPropertyDescriptor(g, 'URL');
console.log(JSON.stringify({
  installedURL: installed.URL !== null, installedParams: installed.URLSearchParams !== null,
  probeFailures: installed.probeFailures, frozen: Object.isFrozen(installed),
  urlIsOurs: g.URL === URL, paramsIsOurs: g.URLSearchParams === URLSearchParams,
  descriptor: d === undefined ? null : { writable: d.writable, enumerable: d.enumerable, configurable: d.configurable },
  xn: new g.URL('https://xn--/').href,
  searchParamsIsGlobal: new g.URL('http://h/?a=1').searchParams instanceof g.URLSearchParams,
  createObjectURL: typeof g.URL.createObjectURL === 'function' && platformCreate === g.URL.createObjectURL,
  revokeObjectURL: typeof g.URL.revokeObjectURL === 'function' && platformRevoke === g.URL.revokeObjectURL,
  blobURL: typeof g.URL.createObjectURL === 'function' ? g.URL.createObjectURL(new Blob(['hi'])).slice(0, 5) : null,
  again: what(installURLGlobals()),
  replace: what(installURLGlobals({ replace: true })),
  afterReplace: { url: g.URL === URL, params: g.URLSearchParams === URLSearchParams, create: typeof g.URL.createObjectURL === 'function' && g.URL.createObjectURL === platformCreate },
  twice: what(installURLGlobals({ replace: true })),
}));
`;

describe('the probe', () => {
  it('is four cases of urltestdata.json, with the data’s expected href or failure', async () => {
    const data = await loadUrlTestData();
    expect(URL_PROBES).toHaveLength(4);
    for (const probe of URL_PROBES) {
      const found = data.find((t) => t.input === probe.input && t.base === probe.base);
      expect(found, probe.input).toBeDefined();
      expect(found?.failure === true ? null : found?.href).toBe(probe.href);
    }
  });

  it('passes our URL, fails what is not a URL class, and reads the running Node as the README says', () => {
    expect(urlProbeFailures(OurURL)).toEqual([]);
    expect(urlProbeFailures(undefined)).toEqual(URL_PROBES.map((p) => p.input));
    // A class that takes any input as its href: wrong on the three that change the input.
    class Echo {
      readonly href: string;
      constructor(url: string) {
        this.href = url;
      }
    }
    expect(urlProbeFailures(Echo)).toEqual(['non-special:opaque  ?hi', '\\a', 'http://a b/']);
    // Node 20's Ada: full UTS #46 on "xn--" and trailing spaces stripped from opaque paths;
    // Node 24 and 26 pass the probe (and all of urltestdata.json).
    expect(urlProbeFailures(globalThis.URL)).toEqual(NODE_MAJOR === 20 ? ['https://xn--/', 'non-special:opaque  ?hi'] : []);
  });
});

describe('@x/url-api/polyfill in a new Node process', () => {
  it('with the platform globals deleted: installs both, as Web IDL defines interface objects; idempotent', async () => {
    const report = await runInNode(
      `import { installed, installURLGlobals, URL, URLSearchParams } from '@x/url-api/polyfill';\nconst platformCreate = undefined, platformRevoke = undefined;\n${REPORT}`,
      true,
    );
    expect(report).toEqual({
      installedURL: true,
      installedParams: true,
      probeFailures: [],
      frozen: true,
      urlIsOurs: true,
      paramsIsOurs: true,
      descriptor: { writable: true, enumerable: false, configurable: true },
      xn: 'https://xn--/',
      searchParamsIsGlobal: true,
      createObjectURL: false,
      revokeObjectURL: false,
      blobURL: null,
      again: { URL: false, URLSearchParams: false, probeFailures: [] },
      replace: { URL: false, URLSearchParams: false, probeFailures: [] },
      afterReplace: { url: true, params: true, create: false },
      twice: { URL: false, URLSearchParams: false, probeFailures: [] },
    });
  });

  it('a bare import survives the bundler ("sideEffects" lists the entry)', async () => {
    const report = await runInNode(
      `import '@x/url-api/polyfill';\nconsole.log(JSON.stringify({ url: typeof URL, params: typeof URLSearchParams, href: new URL('non-special:opaque  ?hi').href }));`,
      true,
    );
    expect(report).toEqual({ url: 'function', params: 'function', href: 'non-special:opaque %20?hi' });
  });

  it("with the platform's globals: replaces URL only where it fails the probe, keeps URLSearchParams and the blob URL methods", async () => {
    const report = await runInNode(
      `const platformCreate = globalThis.URL.createObjectURL, platformRevoke = globalThis.URL.revokeObjectURL;\nconst { installed, installURLGlobals, URL, URLSearchParams } = await import('@x/url-api/polyfill');\n${REPORT}`,
      false,
    );
    const replaced = NODE_MAJOR === 20;
    expect(report).toEqual({
      installedURL: replaced,
      installedParams: false,
      probeFailures: replaced ? ['https://xn--/', 'non-special:opaque  ?hi'] : [],
      frozen: true,
      urlIsOurs: replaced,
      paramsIsOurs: false,
      descriptor: { writable: true, enumerable: false, configurable: true },
      xn: 'https://xn--/',
      // Our URL's searchParams is our URLSearchParams, not the platform's kept global.
      searchParamsIsGlobal: !replaced,
      createObjectURL: true,
      revokeObjectURL: true,
      blobURL: 'blob:',
      again: { URL: false, URLSearchParams: false, probeFailures: [] },
      // The opt-in replaces what is still the platform's; a second call finds ours.
      replace: { URL: !replaced, URLSearchParams: true, probeFailures: [] },
      afterReplace: { url: true, params: true, create: true },
      twice: { URL: false, URLSearchParams: false, probeFailures: [] },
    });
  });
});
