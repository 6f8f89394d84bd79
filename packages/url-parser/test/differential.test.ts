// Differential property test: parseURL against whatwg-url 17.3 (the JS reference, which
// passes all of urltestdata.json on Node 20) on mutated real URLs,
// component by component, plus idempotence of serialize∘parse. The inputs come from
// generated-inputs.ts (fixed seed, printed in the title; X_DIFF_SEED and X_DIFF_RUNS).
import { loadUrlTestData } from '@x/wpt';
import { describe, expect, test } from 'vitest';
import * as whatwg from 'whatwg-url';
import { parseURL, toSpecRecord, type URLRecord } from '../src/index';
import { basicURLParseVia, parseCheckedString } from '../src/internal';
import { mutate, rng, RUNS, SEED, seeds } from './generated-inputs';
import { fields, reportingRoute } from './helpers';

function hostOf(h: whatwg.WhatwgURLRecord['host']): string | null {
  return h === null ? null : whatwg.serializeHost(h);
}

function compare(input: string, base: string | null): void {
  // url.bs's URL parser takes a scalar value string; whatwg-url's parseURL trusts its
  // caller for that (its URL class converts first), so it gets the converted input. Ours
  // takes any string and treats lone surrogates as U+FFFD from the start.
  const wBase = base === null ? null : whatwg.parseURL(base.toWellFormed());
  const oBase = base === null ? null : parseURL(base);
  const w = whatwg.parseURL(input.toWellFormed(), { baseURL: wBase });
  const o: URLRecord | null = parseURL(input, { base: oBase });
  const ctx = `input ${JSON.stringify(input)} base ${JSON.stringify(base)} (seed ${SEED})`;
  if (w === null || o === null) {
    expect(o === null ? null : o.href, ctx).toBe(w === null ? null : whatwg.serializeURL(w));
    return;
  }
  expect(o.href, ctx).toBe(whatwg.serializeURL(w));
  const spec = toSpecRecord(o);
  expect(
    { scheme: spec.scheme, username: spec.username, password: spec.password, host: spec.host, port: spec.port, path: spec.path, query: spec.query, fragment: spec.fragment },
    ctx,
  ).toEqual({ scheme: w.scheme, username: w.username, password: w.password, host: hostOf(w.host), port: w.port, path: w.path, query: w.query, fragment: w.fragment });
  // The recognizer (taken for already-serialized input) and the machine resumed where it
  // stopped agree with the machine alone (the internal route 'machine').
  const slow = basicURLParseVia(input, { base: oBase }, 'machine');
  expect(slow === null ? null : [slow.href, slow.schemeEnd, slow.usernameEnd, slow.hostStart, slow.hostEnd, slow.port, slow.pathStart, slow.queryStart, slow.fragmentStart, slow.hostKind, slow.flags], `fast/slow: ${ctx}`).toEqual([o.href, o.schemeEnd, o.usernameEnd, o.hostStart, o.hostEnd, o.port, o.pathStart, o.queryStart, o.fragmentStart, o.hostKind, o.flags]);
  // With a validation-error callback the path state goes segment by segment (it reports
  // per code unit) instead of taking a whole-path run: the same record.
  const reported = reportingRoute(input, 'machine', oBase);
  expect(reported[0], `run/segments: ${ctx}`).toEqual(fields(o));
  // The recognizer's record for input it clears of errors (error-free.ts): the same
  // record and the same (no) errors as the machine reports.
  expect(reportingRoute(input, 'auto', oBase), `reporting: ${ctx}`).toEqual(reported);
  // The internal positional entry (@x/url-api's API URL parser, no options object): the same record.
  expect(fields(parseCheckedString(input, oBase)), `parseCheckedString: ${ctx}`).toEqual(fields(o));
  // Idempotence: serialize(parse(serialize(parse(x)))) === serialize(parse(x)).
  expect(parseURL(o.href)?.href, `reparse: ${ctx}`).toBe(o.href);
}

describe('the canonical-input fast path', () => {
  test('gives the state machine\'s record for every seed URL and every serialization', async () => {
    const pool = await seeds(await loadUrlTestData());
    let fast = 0;
    for (const input of pool) {
      const o = parseURL(input);
      const slow = basicURLParseVia(input, undefined, 'machine');
      expect(fields(o), input).toEqual(fields(slow));
      // Reporting: the recognizer's record only where the machine reports nothing.
      expect(reportingRoute(input, 'auto'), input).toEqual(reportingRoute(input, 'machine'));
      if (o === null) continue;
      if (o.href === input) fast++;
      const again = parseURL(o.href);
      expect(fields(again), o.href).toEqual(fields(basicURLParseVia(o.href, undefined, 'machine')));
    }
    // The seeds are mostly real, already-serialized URLs: most of them hit the fast path.
    expect(fast).toBeGreaterThan(pool.length / 3);
  });
});

describe('the recognizer\'s dot-segment check', () => {
  // canonicalPathEnd (fast-path.ts) stops at a segment's first "." or "%" and decides in a
  // window of seven code units: every shape around that window, against the machine.
  test('agrees with the state machine on every pair of segment shapes', () => {
    const segments = ['', '.', '..', '...', '%2e', '%2E', '.%2e', '%2e.', '%2E%2e', '%2e%2e%2e', '.a', 'a.', '%41', '%', '%2', '.well-known', '%2e%2ea', 'x'];
    const tails = ['', '/', '?q', '#f', '/?', '\\', ' ', '/z'];
    let checked = 0;
    for (const scheme of ['http://h', 'file://', 'https://h:8080']) {
      for (const a of segments) {
        for (const b of segments) {
          for (const tail of tails) {
            const input = `${scheme}/${a}/${b}${tail}`;
            expect(fields(parseURL(input)), input).toEqual(fields(basicURLParseVia(input, undefined, 'machine')));
            checked++;
          }
        }
      }
    }
    expect(checked).toBe(3 * 18 * 18 * 8);
  });
});

describe(`parseURL vs whatwg-url 17.3 on ${RUNS} mutated URLs (seed ${SEED})`, () => {
  test('same result, component by component, and idempotent', async () => {
    const wpt = await loadUrlTestData();
    const pool = await seeds(wpt);
    const bases = ['https://example.org/a/b?c#d', 'file:///C:/dir/file', 'sc://host/p/q', 'about:blank', 'http://[::1]:8080/x/', 'mailto:x@y'];
    const r = rng(SEED);
    for (let i = 0; i < RUNS; i++) {
      const input = mutate(pool[Math.floor(r() * pool.length)] as string, r);
      const base = r() < 0.4 ? (bases[Math.floor(r() * bases.length)] as string) : null;
      compare(input, base);
    }
  });
});
