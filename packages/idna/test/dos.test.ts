// Linear time on worst-case inputs: the fitted growth exponent stays below 1.3.
import { describe, expect, test } from 'vitest';
import { domainToASCII, domainToUnicode } from '../src/index';
import { geometric, growthExponent } from './growth';

const LIMIT = 1.3;
const sizes = geometric(2000, 5); // 2,000 … 32,000 code units

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
    ['long non-ASCII labels of 400 distinct code points', (n) => {
      const parts: string[] = [];
      for (let i = 0; i * 401 < n; i++) parts.push(distinct(400, i * 400));
      return parts.join('.');
    }],
    ['long xn-- labels (Punycode decoding)', (n) => {
      const label = `xn--${'a'.repeat(300)}-${'ba'.repeat(100)}`;
      return `ü.${Array.from({ length: Math.ceil(n / (label.length + 1)) }, () => label).join('.')}`;
    }],
    ['joiners', (n) => 'a\u094D\u200C'.repeat(n / 3)],
  ];
  for (const [name, make] of cases) {
    test(`${name}: domainToASCII`, () => {
      expect(growthExponent(make, (s) => domainToASCII(s), sizes)).toBeLessThan(LIMIT);
    });
    test(`${name}: domainToASCII with an error callback (strict pass)`, () => {
      const options = { onValidationError: (): void => {} };
      expect(growthExponent(make, (s) => domainToASCII(s, false, options), sizes)).toBeLessThan(LIMIT);
    });
    test(`${name}: domainToUnicode`, () => {
      expect(growthExponent(make, (s) => domainToUnicode(s), sizes)).toBeLessThan(LIMIT);
    });
  }
});
