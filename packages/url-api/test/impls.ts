// The implementations every API suite runs against: ours, and Node's globals (the
// drop-in claim). Each Node major's URL engine (ada 2.9 in Node 20, ada 3 and 4 in 24 and
// 26) differs from the current standard in its own cases; those are listed with the reason
// in expected-failures-node<major>.json, never skipped. CI runs the suites on Node 20, 24
// and 26 (tooling/scripts/test-all.mjs). With X_TEST_DIST=1 (CI, after the build) the same
// suites run instead against the built files users import: dist/index.js (ESM) and
// dist/index.cjs (CJS), with our expected failures.
import { readExpectedFailures, wptSuite, type ExpectedFailures } from '@x/wpt';
import { createRequire } from 'node:module';
import { expect } from 'vitest';
import { URL as XURL, URLSearchParams as XURLSearchParams } from '../src/index';

/** The Node major whose globals are compared (its expected-failures file must exist). */
export const NODE_MAJOR = process.versions.node.split('.')[0] as string;

export interface Impl {
  readonly name: 'x-url' | 'node' | 'x-url dist ESM' | 'x-url dist CJS';
  readonly URL: typeof XURL;
  readonly URLSearchParams: typeof XURLSearchParams;
  readonly expected: ExpectedFailures;
}

const OURS_EXPECTED = readExpectedFailures(new URL('./expected-failures.json', import.meta.url));

/** Our expected failures under another implementation name (keys are "<file> via <name>[ <variant>]"). */
function renamed(expected: ExpectedFailures, name: string): ExpectedFailures {
  const out: Record<string, ExpectedFailures[string]> = {};
  for (const [key, cases] of Object.entries(expected)) {
    const at = key.indexOf(' via x-url');
    const rest = key.slice(at + ' via x-url'.length);
    if (at !== -1 && (rest === '' || rest.startsWith(' '))) out[`${key.slice(0, at)} via ${name}${rest}`] = cases;
  }
  return out;
}

type Classes = { URL: typeof XURL; URLSearchParams: typeof XURLSearchParams };

async function distImpls(): Promise<Impl[]> {
  const esm = (await import(new URL('../dist/index.js', import.meta.url).href)) as Classes;
  const cjs = createRequire(import.meta.url)('../dist/index.cjs') as Classes;
  return [
    { name: 'x-url dist ESM', URL: esm.URL, URLSearchParams: esm.URLSearchParams, expected: renamed(OURS_EXPECTED, 'x-url dist ESM') },
    { name: 'x-url dist CJS', URL: cjs.URL, URLSearchParams: cjs.URLSearchParams, expected: renamed(OURS_EXPECTED, 'x-url dist CJS') },
  ];
}

export const IMPLS: readonly Impl[] = process.env.X_TEST_DIST === '1' ? await distImpls() : [
  {
    name: 'x-url',
    URL: XURL,
    URLSearchParams: XURLSearchParams,
    expected: OURS_EXPECTED,
  },
  {
    name: 'node',
    URL: globalThis.URL as unknown as typeof XURL,
    URLSearchParams: globalThis.URLSearchParams as unknown as typeof XURLSearchParams,
    expected: readExpectedFailures(new URL(`./expected-failures-node${NODE_MAJOR}.json`, import.meta.url)),
  },
];

/** One ported WPT check: a unique name (the WPT test's title, or a description of it). */
export interface ApiCase {
  readonly name: string;
  readonly run: (impl: Impl) => void;
}

/**
 * Registers `cases` as the WPT file `file`, once per implementation, with its ratchet;
 * the describe block is "<file> via <impl>[ <variant>]".
 */
export function apiSuite(file: string, cases: readonly ApiCase[], variant?: string): void {
  for (const impl of IMPLS) {
    const via = variant === undefined ? impl.name : `${impl.name} ${variant}`;
    wptSuite<ApiCase>({ file, via, cases, name: (c) => c.name, expected: impl.expected, run: (c) => c.run(impl) });
  }
}

/**
 * The URL-level check of IdnaTestV2 and toascii (WPT): `new URL("https://" + host + "/x")`
 * throws a TypeError when `output` is null; otherwise host and hostname are `output`,
 * pathname "/x" and href "https://" + output + "/x".
 */
export function expectHostThroughURL(URL: Impl['URL'], host: string, output: string | null): void {
  const input = `https://${host}/x`;
  if (output === null) {
    expect(() => new URL(input)).toThrow(TypeError);
    return;
  }
  const url = new URL(input);
  expect(url.host, 'host').toBe(output);
  expect(url.hostname, 'hostname').toBe(output);
  expect(url.pathname, 'pathname').toBe('/x');
  expect(url.href, 'href').toBe(`https://${output}/x`);
}

/** The entries of a URLSearchParams-like object, through its iterator. */
export function entriesOf(params: Iterable<[string, string]>): Array<[string, string]> {
  return [...params];
}
