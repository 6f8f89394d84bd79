// Every API operation runs in linear time (n log n for sort) on its worst inputs
// (STYLE.md "Untrusted input"): the fitted exponent of time against size stays below 1.3.
import { geometric, growthExponent } from '@x/tooling/growth';
import { describe, expect, test } from 'vitest';
import { URL, URLSearchParams } from '../src/index';

const sizes = geometric(2_000, 5);

/** Inputs that are objects: built once per size, outside the timing, keyed by a string of length n. */
function prepared<T>(build: (n: number) => T): { make: (n: number) => string; get: (s: string) => T } {
  const byKey = new Map<string, T>();
  return {
    make: (n) => {
      const key = 'x'.repeat(n);
      byKey.set(key, build(n));
      return key;
    },
    get: (s) => byKey.get(s) as T,
  };
}

const pairs = (n: number): string => 'a=b&'.repeat(n / 4);

describe('linear time', () => {
  const cases: Record<string, [(n: number) => string, (s: string) => unknown]> = {
    'new URLSearchParams(string), many pairs': [pairs, (s) => new URLSearchParams(s)],
    'new URLSearchParams(string), "&" runs': [(n) => '&'.repeat(n), (s) => new URLSearchParams(s)],
    'new URLSearchParams(string), one long pair with "%" and "+"': [(n) => `a=${'%+'.repeat(n / 2)}`, (s) => new URLSearchParams(s)],
    'toString of many pairs': (() => {
      const p = prepared((n) => new URLSearchParams(pairs(n)));
      return [p.make, (s: string) => p.get(s).toString()] as [(n: number) => string, (s: string) => unknown];
    })(),
    'delete among many pairs': (() => {
      const p = prepared((n) => pairs(n));
      return [p.make, (s: string) => new URLSearchParams(p.get(s)).delete('a')] as [(n: number) => string, (s: string) => unknown];
    })(),
    'set among many duplicates': (() => {
      const p = prepared((n) => pairs(n));
      return [p.make, (s: string) => new URLSearchParams(p.get(s)).set('a', 'c')] as [(n: number) => string, (s: string) => unknown];
    })(),
    'sort many pairs (n log n)': (() => {
      const p = prepared((n) => Array.from({ length: n / 4 }, (_, i) => `k${(i * 7919) % 1000}=${i}`).join('&'));
      return [p.make, (s: string) => new URLSearchParams(p.get(s)).sort()] as [(n: number) => string, (s: string) => unknown];
    })(),
    'record init with many keys': (() => {
      const p = prepared((n) => Object.fromEntries(Array.from({ length: n / 8 }, (_, i) => [`key${i}`, 'v'])));
      return [p.make, (s: string) => new URLSearchParams(p.get(s))] as [(n: number) => string, (s: string) => unknown];
    })(),
    'sequence init with many pairs': (() => {
      const p = prepared((n) => Array.from({ length: n / 8 }, (_, i) => [`key${i}`, 'v']));
      return [p.make, (s: string) => new URLSearchParams(p.get(s))] as [(n: number) => string, (s: string) => unknown];
    })(),
    'copying another URLSearchParams': (() => {
      const p = prepared((n) => new URLSearchParams(pairs(n)));
      return [p.make, (s: string) => new URLSearchParams(p.get(s))] as [(n: number) => string, (s: string) => unknown];
    })(),
    'new URL + searchParams of a long query': [(n) => `https://h/?${pairs(n)}`, (s) => new URL(s).searchParams.size],
    'append to the searchParams of a long query (update re-serializes)': [(n) => `https://h/?${pairs(n)}`, (s) => new URL(s).searchParams.append('x', 'y')],
    'search setter with a long value': (() => {
      const url = new URL('https://h/');
      return [(n: number) => `?${'a b&'.repeat(n / 4)}`, (s: string) => (url.search = s)] as [(n: number) => string, (s: string) => unknown];
    })(),
    'pathname setter with dot segments': (() => {
      const url = new URL('https://h/');
      return [(n: number) => `${'a/'.repeat(n / 4)}${'../'.repeat(n / 6)}`, (s: string) => (url.pathname = s)] as [(n: number) => string, (s: string) => unknown];
    })(),
    'failed new URL (error message re-parses)': [
      (n) => `https://${'a'.repeat(n)}:99999/`,
      (s) => {
        try {
          return new URL(s);
        } catch (e) {
          return e;
        }
      },
    ],
    'lone surrogates converted to U+FFFD': [(n) => `https://h/${'\uD800'.repeat(n)}`, (s) => new URL(s)],
  };
  for (const [name, [make, f]] of Object.entries(cases)) {
    test(name, () => {
      const k = growthExponent(make, f, sizes);
      expect(k, `fitted exponent ${k.toFixed(2)}`).toBeLessThan(1.3);
    });
  }
});
