// Linear time on worst-case hosts: the fitted growth exponent stays below 1.3, for Host
// records (the list algorithm alone) and for strings (host parser included).
import { describe, expect, test } from 'vitest';
import { isSchemelesslySameSite, publicSuffix, registrableDomain } from '../src/index';
import { geometric, growthExponent } from '@x/tooling/growth';

const LIMIT = 1.3;
const sizes = geometric(4000, 5); // 4,000 … 64,000 code units

const labels = (n: number, label: string, suffix: string): string => `${label}.`.repeat(Math.ceil(n / (label.length + 1))) + suffix;

const cases: Array<[string, (n: number) => string]> = [
  ['thousands of labels', (n) => labels(n, 'a', 'com')],
  ['thousands of labels below an exception rule', (n) => labels(n, 'www', 'city.kawasaki.jp')],
  ['thousands of labels below a wildcard rule', (n) => labels(n, 'x', 'foo.ck')],
  ['thousands of labels, unlisted TLD', (n) => labels(n, 'ab', 'unlisted')],
  ['thousands of empty labels', (n) => '.'.repeat(n)],
  ['one long label', (n) => 'a'.repeat(n)],
  ['a long label before the public suffix', (n) => `${'a'.repeat(n)}.co.uk.`],
  ['labels that are all rule names', (n) => labels(n, 'com', 'com')],
];

describe('publicSuffix / registrableDomain growth', () => {
  for (const [name, make] of cases) {
    test(`${name}: Host record`, () => {
      const run = (s: string): unknown => registrableDomain({ kind: 'domain', value: s }) ?? publicSuffix({ kind: 'domain', value: s });
      expect(growthExponent(make, run, sizes)).toBeLessThan(LIMIT);
    });
    test(`${name}: string`, () => {
      expect(growthExponent(make, (s) => registrableDomain(s), sizes)).toBeLessThan(LIMIT);
    });
  }
  test('isSchemelesslySameSite on long hosts', () => {
    const make = (n: number): string => labels(n, 'a', 'example.com');
    expect(growthExponent(make, (s) => isSchemelesslySameSite(s, `b.${s}`), sizes)).toBeLessThan(LIMIT);
  });
});
