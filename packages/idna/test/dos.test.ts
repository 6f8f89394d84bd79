// Linear time on worst-case inputs: the fitted growth exponent stays below 1.3.
import { describe, expect, test } from 'vitest';
import { domainToASCII, domainToUnicode } from '../src/index';
import { bestGrowthExponent, geometric } from './growth';

const LIMIT = 1.3;
// Calls that run tr46 allocate a string or array per code point and per label, and a fit
// over 1k–16k code units on a shared 2-core machine then lands between 1.0 and about 1.4
// from garbage collection alone (standalone with --expose-gc and a GC before each sample
// tr46 fits about 0.9). Quadratic behaviour, which this guards against, fits 1.8–2.0
// (measured: one 16,000-code-point label without the length bound).
const BACKEND_LIMIT = 1.5;
const sizes = geometric(1000, 5); // 1,000 … 16,000 code units

/** `count` distinct CJK code points: the worst case for Punycode encoding. */
function distinct(count: number, from = 0): string {
  let s = '';
  for (let i = 0; i < count; i++) s += String.fromCodePoint(0x4e00 + ((from + i) % 20000));
  return s;
}

describe('domainToASCII / domainToUnicode growth', () => {
  const cases: Array<[string, (n: number) => string]> = [
    ['many dots', (n) => '.'.repeat(n)],
    ['ASCII labels', (n) => 'Ab.'.repeat(n / 3)],
    ['one long non-ASCII label of distinct code points', (n) => distinct(n)],
    ['long non-ASCII labels of 200 distinct code points', (n) => {
      const parts: string[] = [];
      for (let i = 0; i * 201 < n; i++) parts.push(distinct(200, i * 200));
      return parts.join('.');
    }],
    ['long xn-- labels (Punycode decoding)', (n) => {
      const label = `xn--${'a'.repeat(300)}-${'ba'.repeat(100)}`;
      return `ü.${Array.from({ length: Math.ceil(n / (label.length + 1)) }, () => label).join('.')}`;
    }],
    ['joiners in short labels', (n) => 'a\u094D\u200Cb.'.repeat(n / 5)],
  ];
  for (const [name, make] of cases) {
    test(`${name}: domainToASCII`, () => {
      const limit = name.startsWith('many dots') || name.startsWith('ASCII') ? LIMIT : BACKEND_LIMIT;
      expect(bestGrowthExponent(make, (s) => domainToASCII(s), sizes, limit)).toBeLessThan(limit);
    });
    test(`${name}: domainToASCII with an error callback (strict pass)`, () => {
      const options = { onValidationError: (): void => {} };
      expect(bestGrowthExponent(make, (s) => domainToASCII(s, false, options), sizes, BACKEND_LIMIT)).toBeLessThan(BACKEND_LIMIT);
    });
    test(`${name}: domainToUnicode`, () => {
      const limit = name.startsWith('many dots') || name.startsWith('ASCII') ? LIMIT : BACKEND_LIMIT;
      expect(bestGrowthExponent(make, (s) => domainToUnicode(s), sizes, limit)).toBeLessThan(limit);
    });
  }
});
