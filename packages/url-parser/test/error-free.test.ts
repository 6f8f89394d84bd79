// error-free.ts: with an error callback, the recognizer's record is taken only for input
// the machine reports nothing for. Shapes at each edge of the check, against the machine
// (the internal route 'machine'): the same record and the same errors.
import { describe, expect, test } from 'vitest';
import { parseURL, parseWithValidationErrors } from '../src/index';
import { basicURLParseVia } from '../src/internal';
import { reportsNothing } from '../src/error-free';
import { tryFastParse } from '../src/fast-path';
import { URLRecord } from '../src/url-record';
import { fields, reportingRoute } from './helpers';

const label63 = 'a'.repeat(63);
const HOSTS = [
  'example.com', 'a.b.c', 'ab-c.com', 'a-.com', '-a.com', 'ab--c.com', 'a--b.com', 'xn--nxasmq6b.com', 'xn--a.com', 'xn--.com',
  'a_b.com', 'a$b.com', 'a"b.com', 'a{b}.com', 'a..b', 'a.b.', '.a', 'EXAMPLE.COM', 'Ab-C.com', '1.2.3.4', '1a.2b', 'a.1b',
  label63, `${label63}a`, `${label63}.${label63}.${label63}.${'a'.repeat(61)}`, `${label63}.${label63}.${label63}.${'a'.repeat(62)}`,
];
const RESTS = ['', '/', '/p', '/a|b', '/[x]', '/%41', '/%4', '/%zz', '/%', '/a^b', '/?q', '/?{q}', '/?a%2', '/?a#f', '/#f#g', '/#f%zz', '/#`', '?q', '#f', '/~!$&()*+,;=:@'];

/** Calls `check` with every `${scheme}://${host}${rest}`. */
function eachURL(schemes: readonly string[], hosts: readonly string[], rests: readonly string[], check: (input: string) => void): void {
  for (const scheme of schemes) for (const host of hosts) for (const rest of rests) check(`${scheme}://${host}${rest}`);
}

describe('the recognizer with an error callback', () => {
  test('agrees with the machine on every host and rest shape', () => {
    let taken = 0;
    eachURL(['https', 'http', 'wss', 'ftp'], HOSTS, RESTS, (input) => {
      expect(reportingRoute(input, 'auto'), input).toEqual(reportingRoute(input, 'machine'));
      const fast = tryFastParse(input);
      if (fast instanceof URLRecord && reportsNothing(fast)) taken++;
    });
    // The check clears many of these shapes: the route is taken, not skipped.
    expect(taken).toBeGreaterThan(300);
  });

  test('agrees with the machine on file URLs, opaque paths and ports', () => {
    const inputs = [
      'file:///C:/x', 'file:///x/y', 'file://host/x', 'file://h-/x', 'file:///a|b', 'mailto:a@b', 'mailto:a b', 'mailto:a"b', 'mailto:a%zz',
      'mailto:<a>', 'sc:x?q#f#g', 'urn:isbn:0451450523', 'javascript:alert(1)', 'data:text/plain,a{b}', 'https://h:8080/', 'https://h:443/',
      'https://h:65535/x', 'HTTPS://EXAMPLE.COM/', 'https://example.com/a/../b', 'https://example.com/%2e/', 'https://a@b/',
    ];
    for (const input of inputs) expect(reportingRoute(input, 'auto'), input).toEqual(reportingRoute(input, 'machine'));
  });

  // Non-special URLs with an authority: the recognizer takes an opaque host as it is.
  const OPAQUE_HOSTS = ['', 'h', 'H', 'ExAmPlE.org', '10.0.0.1', '0x7f.1', 'a%41', 'a%4', 'a%', '%zz', 'a"b', 'a`b', '{a}', "!$&'()*+,-.;=_~", 'a b', 'a@b', 'a[b', 'a^b', 'a|b', 'é', '[::1]', 'xn--a'];
  const OPAQUE_RESTS = ['', '/', '/p', '/./p', '/a/../b', '/a\\b', '\\', '/%41', '/%zz', '?q', '?{q}', '#f', '#f#g', ':', ':0', ':00', ':80', ':8080/x', ':65535', ':65536', ':1x', ':80\\x', ':80?q'];
  test('agrees with the machine on non-special URLs with a host', () => {
    let taken = 0;
    eachURL(['sc', 'git', 'SC', 'redis+tls'], OPAQUE_HOSTS, OPAQUE_RESTS, (input) => {
      expect(fields(parseURL(input)), input).toEqual(fields(basicURLParseVia(input, undefined, 'machine')));
      expect(reportingRoute(input, 'auto'), input).toEqual(reportingRoute(input, 'machine'));
      const fast = tryFastParse(input);
      if (!(fast instanceof URLRecord)) return;
      // The recognizer's record is the input itself (a non-special URL gets no "/").
      expect(fast.href, input).toBe(input.replace(/^[A-Z]+/, (m) => m.toLowerCase()));
      if (reportsNothing(fast)) {
        taken++;
        expect(parseWithValidationErrors(input).errors, input).toEqual([]);
      }
    });
    expect(taken).toBeGreaterThan(200);
  });

  test('reportsNothing holds exactly where the machine reports nothing, on the shapes it sees', () => {
    eachURL(['https'], HOSTS, RESTS, (input) => {
      const fast = tryFastParse(input);
      // Cleared implies no errors (the converse need not hold: the check is conservative).
      if (fast instanceof URLRecord && reportsNothing(fast)) expect(parseWithValidationErrors(input).errors, input).toEqual([]);
    });
  });
});
