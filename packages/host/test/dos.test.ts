// Linear time on worst-case inputs: the fitted growth exponent stays below 1.3.
import { describe, expect, test } from 'vitest';
import { parseHost, parseHostToString, parseIPv4, parseIPv6, isValidHostString, isValidOpaqueHostString } from '../src/index';
import { bestGrowthExponent, geometric } from '@x/tooling/growth';

const LIMIT = 1.3;
// With an error callback every domain also takes tr46's strict ToASCII pass, whose fit on
// a shared 2-core machine lands up to about 1.4 from garbage collection alone (see
// packages/idna/test/dos.test.ts); quadratic behaviour fits 1.8 or more.
const BACKEND_LIMIT = 1.5;
const sizes = geometric(500, 5); // 500 … 8,000 code units
const noop = (): void => {};

const cases: Array<[string, (n: number) => string]> = [
  ['many dots', (n) => '.'.repeat(n)],
  ['many numeric labels', (n) => '1.'.repeat(n / 2)],
  ['ASCII upper case labels', (n) => 'Ab.'.repeat(n / 3)],
  ['long hex number', (n) => `0x${'f'.repeat(n)}`],
  ['long octal number with dots', (n) => `${'0'.repeat(n)}.1`],
  ['long % runs', (n) => '%'.repeat(n)],
  ['long percent-encoded ASCII', (n) => '%41'.repeat(n / 3)],
  ['long percent-encoded non-ASCII', (n) => '%C3%BC'.repeat(n / 6)],
  ['[ runs', (n) => '['.repeat(n)],
  ['[ runs closed', (n) => `${'['.repeat(n)}]`],
  ['long IPv6-ish', (n) => `[${'1:'.repeat(n / 2)}]`],
  ['long IPv6 compression runs', (n) => `[${':'.repeat(n)}]`],
  ['long IPv4-in-IPv6-ish', (n) => `[::${'1.'.repeat(n / 2)}1]`],
  ['long non-ASCII, one label', (n) => 'ü'.repeat(n)],
  ['long non-ASCII, many labels', (n) => 'üb.'.repeat(n / 3)],
  ['non-URL units (opaque)', (n) => '{'.repeat(n)],
];

describe('host parser growth', () => {
  for (const [name, make] of cases) {
    test(name, () => {
      expect(bestGrowthExponent(make, (s) => parseHostToString(s, false), sizes, LIMIT), 'parseHostToString').toBeLessThan(LIMIT);
      expect(bestGrowthExponent(make, (s) => parseHostToString(s, true), sizes, LIMIT), 'opaque').toBeLessThan(LIMIT);
      expect(bestGrowthExponent(make, (s) => parseHost(s, false, { onValidationError: noop }), sizes, BACKEND_LIMIT), 'with errors').toBeLessThan(
        BACKEND_LIMIT,
      );
    });
  }
  test('direct IPv4/IPv6 parsers and validity checkers', () => {
    expect(bestGrowthExponent((n) => '1.'.repeat(n / 2), (s) => parseIPv4(s), sizes, LIMIT)).toBeLessThan(LIMIT);
    expect(bestGrowthExponent((n) => `0x${'0'.repeat(n)}`, (s) => parseIPv4(s, { onValidationError: noop }), sizes, LIMIT)).toBeLessThan(LIMIT);
    expect(bestGrowthExponent((n) => `::${'1.'.repeat(n / 2)}`, (s) => parseIPv6(s), sizes, LIMIT)).toBeLessThan(LIMIT);
    expect(bestGrowthExponent((n) => `[${'1:'.repeat(n / 2)}]`, (s) => isValidHostString(s), sizes, LIMIT)).toBeLessThan(LIMIT);
    expect(bestGrowthExponent((n) => '%41'.repeat(n / 3), (s) => isValidOpaqueHostString(s), sizes, LIMIT)).toBeLessThan(LIMIT);
  });
});
