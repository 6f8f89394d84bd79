// Linear time on worst-case inputs: the fitted growth exponent stays below 1.3.
import { describe, expect, test } from 'vitest';
import { domainToASCII, domainToUnicode } from '../src/index';
import * as punycodeJs from 'punycode/punycode.js';
import { bestGrowthExponent, geometric } from '@x/tooling/growth';

// Quadratic behaviour, which this guards against, fits 1.8–2.0 here (measured: one
// 16,000-code-point label of distinct code points through RFC 3492's Punycode loops).
const LIMIT = 1.3;
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
    ['one long xn-- label of distinct code points (Punycode decoding)', (n) => `xn--${punycodeJs.encode(distinct(n))}`],
    ['one run of combining marks of alternating classes (canonical ordering)', (n) => `a${'\u0301\u0316'.repeat(n / 2)}`],
    ['joiners in short labels', (n) => 'a\u094D\u200Cb.'.repeat(n / 5)],
    ['many short non-ASCII labels', (n) => '\u00FC.'.repeat(n / 2)],
    ['a Bidi domain name of many labels (Bidi Rule on each)', (n) => '\u05D0\u05D1.'.repeat(n / 3)],
    ['combining marks (NFC on the whole domain)', (n) => 'a\u0301\u0302.'.repeat(n / 4)],
    ['uppercase and expanding mappings', (n) => 'A\uFDFA\u2474.'.repeat(n / 4)],
    ['one long label of one code point (Punycode runs)', (n) => '\u00e9'.repeat(n)],
    ['runs of 33 of two code points (a native search per run)', (n) => '\u00e9'.repeat(33).concat('\u00e8'.repeat(33)).repeat(n / 66)],
    ['short ASCII labels, then one non-ASCII (one search for it)', (n) => `${'a.'.repeat(n / 2)}\u00e9`],
    ['ZWNJ runs between transparent marks', (n) => `\u0628${'\u064E\u200C'.repeat(200)}\u0628.`.repeat(n / 402)],
  ];
  for (const [name, make] of cases) {
    test(`${name}: domainToASCII`, () => {
      expect(bestGrowthExponent(make, (s) => domainToASCII(s), sizes, LIMIT)).toBeLessThan(LIMIT);
    });
    test(`${name}: domainToASCII with an error callback (strict pass)`, () => {
      const options = { onValidationError: (): void => {} };
      expect(bestGrowthExponent(make, (s) => domainToASCII(s, false, options), sizes, LIMIT)).toBeLessThan(LIMIT);
    });
    test(`${name}: domainToUnicode`, () => {
      expect(bestGrowthExponent(make, (s) => domainToUnicode(s), sizes, LIMIT)).toBeLessThan(LIMIT);
    });
  }
});
