// canParseURL answers without building a URL where it can and asks the parser otherwise;
// either way it must be exactly `parseURL(input, { base }) !== null`. Checked on every
// WPT urltestdata case (with its own base), on targeted edge cases of each state that
// can fail, and on 100,000 generated inputs (generated-inputs.ts: fixed seed).
import { loadUrlTestData } from '@x/wpt';
import { describe, expect, test } from 'vitest';
import { canParseURL, parseURL, type URLRecord } from '../src/index';
import { mutate, rng, RUNS, SEED, seeds } from './generated-inputs';

function agree(input: string, base: URLRecord | null): void {
  const expected = parseURL(input, base === null ? undefined : { base }) !== null;
  expect(canParseURL(input, base), `input ${JSON.stringify(input)} base ${JSON.stringify(base?.href ?? null)} (seed ${SEED})`).toBe(expected);
}

const BASES = ['https://example.org/a/b?c#d', 'file:///C:/dir/file', 'sc://host/p/q', 'about:blank', 'http://[::1]:8080/x/', 'mailto:x@y', 'ws://h/'];

describe('canParseURL', () => {
  test('agrees with parseURL on every WPT urltestdata input, with and without its base', async () => {
    for (const c of await loadUrlTestData()) {
      const base = c.base === null ? null : parseURL(c.base);
      agree(c.input, base);
      agree(c.input, null);
    }
  });

  test('agrees on edge cases of the states that can fail', () => {
    const cases = [
      '', ' ', 'a', 'a:', 'A:', '1:', 'ht\ttp://x', 'http://', 'http:', 'http:/', 'http:x', 'http:\\\\x', 'HTTP://X/',
      'http://@/', 'http://a@/', 'http://a@b@/', 'http://a@b@c/', 'http://:80/', 'http://h:/', 'http://h:65535/',
      'http://h:65536/', 'http://h:0065535/', 'http://h:8a/', 'http://h:80:80/', 'http://[::1]/', 'http://[::1/', 'http://[::1]:x/',
      'http://h ', 'http://h\u0000', 'http:// h/', 'http://h\t/', 'http://h%41/', 'http://h%/', 'http://xn--/', 'http://XN--a/',
      'http://a.xn--b/', 'http://ab--c/', 'http://1.2.3.4/', 'http://1.2.3.4.5/', 'http://0x7f.1/', 'http://a.1/', 'http://a.1./',
      'http://a..1/', 'http://./', 'http://../', 'http://é/', 'http://a<b/', 'http://a^b/', 'http://a|b/', 'http://a{b/',
      'sc://', 'sc://@/', 'sc://a@/', 'sc://:1/', 'sc://h:x/', 'sc://h\\x/', 'sc://a b/', 'sc://[::1]/', 'sc://[x]/', 'sc://%/',
      'sc:/x', 'sc:x', 'sc:\t//h', 'sc:/\t/h', 'file:', 'file:x', 'file:/x', 'file://', 'file:///x', 'file://C:/x', 'file://C|/x',
      'file://h/x', 'file://h:1/x', 'file://[::1]/', 'file://%/', 'file:\\\\h\\x', 'file://h ', 'file://localhost/x',
      // "--" and "xn--" labels in ASCII domains (only lowercased, whatever Punycode they
      // hold: #concept-domain-to-ascii step 4): at a host's start and end, after a single
      // "-", only in the path, before a last label that may be a number.
      'http://--a/', 'http://a--/', 'http://a-b--c/', 'http://-x--y.z/', 'http://a-b.c-/--', 'http://a-/x--', 'https://a.b-c.de/x-y--z',
      'http://xn--a-b.c/', 'http://a.xn--a-/', 'http://a.xn-/', 'http://a-.1/', 'http://a-b.0x1/', 'file://a--b/x', 'file://a-b/--',
      '/x', '//h/x', '//@/x', '\\\\h', '/\\h', '\\/h', '#x', '?x', 'x', '/\t/h', '\t//h', '//', '///', 'C:/x', 'c|/x',
    ];
    const bases: (URLRecord | null)[] = [null, ...BASES.map((b) => parseURL(b))];
    for (const input of cases) for (const base of bases) agree(input, base);
  });

  test(`agrees on ${RUNS} generated inputs (seed ${SEED})`, async () => {
    const pool = await seeds(await loadUrlTestData());
    const bases = BASES.map((b) => parseURL(b) as URLRecord);
    const r = rng(SEED ^ 0x5eed);
    for (let i = 0; i < RUNS; i++) {
      const input = mutate(pool[Math.floor(r() * pool.length)] as string, r);
      const base = r() < 0.3 ? (bases[Math.floor(r() * bases.length)] as URLRecord) : null;
      agree(input, base);
    }
  });

  test('rejects arguments that are not a string and a record', () => {
    expect(() => canParseURL(1 as unknown as string)).toThrow(TypeError);
    expect(() => canParseURL('a:b', {} as unknown as URLRecord)).toThrow(TypeError);
  });
});
