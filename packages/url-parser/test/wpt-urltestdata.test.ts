// urltestdata.json and urltestdata-javascript-only.json through parseURL, the record's
// components, toSpecRecord and a reparse of href.
import { caseName, loadUrlTestData, loadUrlTestDataJavaScriptOnly, readExpectedFailures, wptSuite, type UrlTestCase } from '@x/wpt';
import { expect } from 'vitest';
import { assertConsistent, parseURL, toSpecRecord, type SpecURLRecord } from '../src/index';
import { getters, parse } from './helpers';

const expected = readExpectedFailures(new URL('./expected-failures.json', import.meta.url));

/** The URL serializer (#concept-url-serializer) over a spec-shaped record, written from the spec. */
function serializeSpecRecord(r: SpecURLRecord): string {
  let out = `${r.scheme}:`;
  if (r.host !== null) {
    out += '//';
    if (r.username !== '' || r.password !== '') {
      out += r.username;
      if (r.password !== '') out += `:${r.password}`;
      out += '@';
    }
    out += r.host;
    if (r.port !== null) out += `:${r.port}`;
  }
  if (r.host === null && typeof r.path !== 'string' && r.path.length > 1 && r.path[0] === '') out += '/.';
  out += typeof r.path === 'string' ? r.path : r.path.map((s) => `/${s}`).join('');
  if (r.query !== null) out += `?${r.query}`;
  if (r.fragment !== null) out += `#${r.fragment}`;
  return out;
}

function run(c: UrlTestCase): void {
  const url = parse(c.input, c.base);
  if (c.failure === true) {
    expect(url).toBeNull();
    // A failing input also fails on its own, so it can never be used as a base (failure.html).
    if (c.relativeTo === undefined) expect(parseURL(c.input)).toBeNull();
    return;
  }
  expect(url).not.toBeNull();
  if (url === null) return;
  assertConsistent(url);
  const got = getters(url);
  for (const key of ['href', 'protocol', 'username', 'password', 'host', 'hostname', 'port', 'pathname', 'search', 'hash'] as const) {
    expect(got[key], key).toBe(c[key]);
  }
  if (c.origin !== undefined) expect(got.origin, 'origin').toBe(c.origin);
  // The spec-shaped view serializes back to href.
  expect(serializeSpecRecord(toSpecRecord(url))).toBe(c.href);
  // Idempotence: the serialization reparses to itself.
  expect(parseURL(url.href)?.href).toBe(url.href);
}

wptSuite({
  file: 'urltestdata.json',
  via: 'parseURL',
  cases: await loadUrlTestData(),
  name: (c) => caseName(c.input, c.base),
  expected,
  run,
});

wptSuite({
  file: 'urltestdata-javascript-only.json',
  via: 'parseURL',
  cases: await loadUrlTestDataJavaScriptOnly(),
  name: (c) => caseName(c.input, c.base),
  expected,
  run,
});
