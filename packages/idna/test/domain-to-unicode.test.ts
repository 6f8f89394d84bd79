import { afterEach, describe, expect, test, vi } from 'vitest';
import fc from 'fast-check';
import { domainToASCII, domainToUnicode } from '../src/index';
import { uts46Backend } from '../src/uts46-backend';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('domainToUnicode (#concept-domain-to-unicode)', () => {
  test.each([
    ['xn--fa-hia.example', 'faß.example'],
    ['xn--53h.example', '☕.example'],
    ['xn--nxasmm1c.com', 'βόλος.com'],
    ['example.com', 'example.com'],
    ['EXAMPLE.com', 'example.com'],
    ['faß.example', 'faß.example'],
    ['xn--zca.xn--zca', 'ß.ß'],
  ])('%j → %j', (input, output) => {
    expect(domainToUnicode(input)).toBe(output);
  });

  test('returns the domain unchanged when an error is recorded (xn--8i7caa round-trips)', () => {
    expect(domainToUnicode('xn--8i7caa')).toBe('xn--8i7caa');
    expect(domainToASCII('xn--8i7caa')).toBe('xn--8i7caa');
    expect(domainToUnicode('xn--a')).toBe('xn--a');
    expect(domainToUnicode('xn--a.xn--zca')).toBe('xn--a.xn--zca');
    expect(domainToUnicode('a\uD800')).toBe('a\uD800');
  });

  test('beStrict adds CheckHyphens and UseSTD3ASCIIRules', () => {
    expect(domainToUnicode('-x.xn--zca')).toBe('-x.ß');
    expect(domainToUnicode('-x.xn--zca', true)).toBe('-x.xn--zca');
    expect(domainToUnicode('a_b.xn--zca', true)).toBe('a_b.xn--zca');
  });

  test('round trip with the domain parser for WPT-style domains', () => {
    for (const d of ['faß.example', 'βόλος.com', 'ශ්‍රී.com', 'نامه‌ای.com', '☕.example']) {
      const ascii = domainToASCII(d);
      expect(ascii).not.toBeNull();
      if (ascii !== null) expect(domainToASCII(domainToUnicode(ascii))).toBe(ascii);
    }
  });

  test('the ASCII fast path (no "xn--" label) equals UTS #46 ToUnicode on ASCII strings', () => {
    const toUnicode = vi.spyOn(uts46Backend, 'toUnicode');
    const flags = { checkHyphens: false, checkBidi: true, checkJoiners: true, useSTD3ASCIIRules: false,
      transitionalProcessing: false, ignoreInvalidPunycode: false };
    const ascii = fc.string({ unit: fc.constantFrom(...'aAxXnN-.0_ %\u0000\u007f~'.split('')), maxLength: 12 });
    let fast = 0;
    fc.assert(
      fc.property(ascii, (s) => {
        const before = toUnicode.mock.calls.length;
        const got = domainToUnicode(s);
        if (toUnicode.mock.calls.length === before) fast++;
        const reference = uts46Backend.toUnicode(s, flags);
        expect(got).toBe(reference.error ? s : reference.domain);
      }),
      { numRuns: 3000 },
    );
    expect(fast).toBeGreaterThan(1000); // the fast path was exercised
  });

  test('TypeErrors', () => {
    expect(() => domainToUnicode(1 as never)).toThrow('domainToUnicode: domain must be a string');
    expect(() => domainToUnicode('a', 'x' as never)).toThrow('domainToUnicode: beStrict must be a boolean');
  });
});
