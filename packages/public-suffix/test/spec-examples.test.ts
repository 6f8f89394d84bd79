// url.bs "Host miscellaneous", example #example-host-psl: every row, host input given as a
// string (so it goes through the host parser), as a Host record, and checked against the
// spec's assertions (ASCII result that ends with the trailing dot when the host has one).
import { parseHost } from '@x/host';
import { describe, expect, it } from 'vitest';
import { publicSuffix, registrableDomain } from '../src/index';

// [host input, public suffix, registrable domain], copied from the spec's table.
const TABLE: ReadonlyArray<readonly [string, string | null, string | null]> = [
  ['com', 'com', null],
  ['example.com', 'com', 'example.com'],
  ['www.example.com', 'com', 'example.com'],
  ['sub.www.example.com', 'com', 'example.com'],
  ['EXAMPLE.COM', 'com', 'example.com'],
  ['example.com.', 'com.', 'example.com.'],
  ['github.io', 'github.io', null],
  ['whatwg.github.io', 'github.io', 'whatwg.github.io'],
  ['إختبار', 'xn--kgbechtv', null],
  ['example.إختبار', 'xn--kgbechtv', 'example.xn--kgbechtv'],
  ['sub.example.إختبار', 'xn--kgbechtv', 'example.xn--kgbechtv'],
  ['[2001:0db8:85a3:0000:0000:8a2e:0370:7334]', null, null],
];

const isASCII = (s: string): boolean => {
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) > 0x7f) return false;
  return true;
};

describe('spec example table (#example-host-psl)', () => {
  it.each(TABLE)('%s (string input)', (input, suffix, registrable) => {
    expect(publicSuffix(input)).toBe(suffix);
    expect(registrableDomain(input)).toBe(registrable);
  });

  it.each(TABLE)('%s (Host record input)', (input, suffix, registrable) => {
    const host = parseHost(input);
    expect(host).not.toBeNull();
    if (host === null) return;
    expect(publicSuffix(host)).toBe(suffix);
    expect(registrableDomain(host)).toBe(registrable);
  });

  it.each(TABLE)('%s satisfies the spec assertions', (input) => {
    const host = parseHost(input);
    if (host === null || host.kind !== 'domain') return;
    const trailingDot = host.value.endsWith('.') ? '.' : '';
    const suffix = publicSuffix(host);
    expect(suffix).not.toBeNull();
    if (suffix === null) return;
    // Public suffix step 4 / registrable domain step 4.
    expect(isASCII(suffix) && suffix.endsWith(trailingDot)).toBe(true);
    expect(host.value.endsWith(suffix)).toBe(true);
    const registrable = registrableDomain(host);
    if (registrable !== null) {
      expect(isASCII(registrable) && registrable.endsWith(trailingDot)).toBe(true);
      expect(registrable.endsWith(`.${suffix}`)).toBe(true);
      expect(host.value === registrable || host.value.endsWith(`.${registrable}`)).toBe(true);
    } else {
      // Registrable domain step 1: null only when the public suffix is the host.
      expect(suffix).toBe(host.value);
    }
  });
});
