import { afterEach, describe, expect, test, vi } from 'vitest';
import * as punycodeJs from 'punycode/punycode.js';
import * as tr46 from 'tr46';
import { IDNA_VALIDATION_ERROR_TYPES, domainToASCII, domainToUnicode } from '../src/index';
import type { IdnaValidationErrorType, ValidationError } from '../src/index';
import { uts46Backend } from '../src/uts46-backend';
import { RELAXED } from './url-flags';

afterEach(() => {
  vi.restoreAllMocks();
});

function withErrors(domain: string, beStrict = false): [string | null, Array<ValidationError<IdnaValidationErrorType>>] {
  const errors: Array<ValidationError<IdnaValidationErrorType>> = [];
  const result = domainToASCII(domain, beStrict, { onValidationError: (e) => errors.push(e) });
  return [result, errors];
}

describe('the ASCII branch (beStrict false): ASCII lowercase whatever UTS #46 says', () => {
  test.each([
    ['xn--a', 'xn--a'],
    ['xn--zn7c.com', 'xn--zn7c.com'],
    ['xn--1ug.example', 'xn--1ug.example'],
    ['XN--A.COM', 'xn--a.com'],
    ['-x_y-.a..b', '-x_y-.a..b'],
    ['xn--8i7caa', 'xn--8i7caa'],
    ['a'.repeat(100), 'a'.repeat(100)],
  ])('%j → %j', (input, output) => {
    expect(domainToASCII(input)).toBe(output);
  });
  test('a non-ASCII domain with an invalid Punycode label fails', () => {
    expect(domainToASCII('xn--a.\u00DF')).toBeNull();
  });
  test('empty result and forbidden domain code points fail', () => {
    expect(domainToASCII('')).toBeNull();
    expect(domainToASCII('\u00AD')).toBeNull(); // ignored code point: maps to ""
    for (const s of ['a b', 'a%b', 'a\u007fb', 'a\u0001b', 'a:b', 'a#b', 'a/b', 'a|b', 'a\u00A0b']) {
      expect(domainToASCII(s), JSON.stringify(s)).toBeNull();
    }
  });
  test('returns the input itself when it is already lowercase ASCII', () => {
    const s = ['example', 'org'].join('.');
    expect(domainToASCII(s)).toBe(s);
  });
  test('non-ASCII domains go through UTS #46 with the relaxed flags', () => {
    expect(domainToASCII('faß.example')).toBe('xn--fa-hia.example');
    expect(domainToASCII('☕.example')).toBe('xn--53h.example');
    expect(domainToASCII('-x.\u00DF')).toBe('-x.xn--zca'); // CheckHyphens false (toascii.json)
    expect(domainToASCII('\u200D.example')).toBeNull(); // CheckJoiners true
    expect(domainToASCII('\u064Aa')).toBeNull(); // CheckBidi true
  });
  test('lone surrogates fail instead of reaching the back end as is', () => {
    expect(domainToASCII('a\uD800.com')).toBeNull();
  });
});

describe('beStrict true: the strict ToASCII result', () => {
  test('STD3 rules, hyphens and DNS length apply', () => {
    expect(domainToASCII('EXAMPLE.com', true)).toBe('example.com');
    expect(domainToASCII('faß.de', true)).toBe('xn--fa-hia.de');
    expect(domainToASCII('-x.com', true)).toBeNull();
    expect(domainToASCII('a_b.com', true)).toBeNull();
    expect(domainToASCII('ab--c.com', true)).toBeNull();
    expect(domainToASCII('a'.repeat(64), true)).toBeNull();
    expect(domainToASCII('xn--a', true)).toBeNull();
    expect(domainToASCII('', true)).toBeNull();
  });
});

describe('domain-to-ASCII validation error', () => {
  test('reported over the whole input when the strict pass fails; fatal when the result is failure', () => {
    expect(withErrors('-x.com')).toEqual(['-x.com', [{ type: 'domain-to-ASCII', index: 0, end: 6, fatal: false }]]);
    expect(withErrors('xn--a.\u00DF')).toEqual([null, [{ type: 'domain-to-ASCII', index: 0, end: 7, fatal: true }]]);
    expect(withErrors('exa#mple.org')).toEqual([null, [{ type: 'domain-to-ASCII', index: 0, end: 12, fatal: true }]]);
    expect(withErrors('-x.com', true)).toEqual([null, [{ type: 'domain-to-ASCII', index: 0, end: 6, fatal: true }]]);
    expect(withErrors('example.com')).toEqual(['example.com', []]);
    expect(withErrors('faß.example')).toEqual(['xn--fa-hia.example', []]);
    expect(IDNA_VALIDATION_ERROR_TYPES).toEqual(['domain-to-ASCII']);
  });
});

describe('the UTS #46 back end', () => {
  test('is never called for an ASCII domain without an error callback', () => {
    const toASCII = vi.spyOn(uts46Backend, 'toASCII');
    for (const s of ['example.com', 'EXAMPLE.COM', 'xn--a', 'a b', '', '-x', 'xn--zca.xn--zca']) domainToASCII(s);
    expect(toASCII).not.toHaveBeenCalled();
    domainToASCII('faß.example');
    expect(toASCII).toHaveBeenCalledTimes(1);
  });
  test('an error callback (or beStrict) adds the strict pass', () => {
    const toASCII = vi.spyOn(uts46Backend, 'toASCII');
    domainToASCII('example.com', false, { onValidationError: () => {} });
    expect(toASCII).toHaveBeenCalledTimes(1);
    expect(toASCII.mock.calls[0]?.[1]).toMatchObject({ checkHyphens: true, useSTD3ASCIIRules: true, verifyDnsLength: true });
    domainToASCII('example.com', true);
    expect(toASCII).toHaveBeenCalledTimes(2);
  });
  test('gets exactly the spec flags ("domain parser ToASCII")', () => {
    const toASCII = vi.spyOn(uts46Backend, 'toASCII');
    domainToASCII('faß.example');
    expect(toASCII.mock.calls[0]?.[1]).toEqual(RELAXED);
  });
  test('a replacement back end is used (the interface is the seam)', () => {
    vi.spyOn(uts46Backend, 'toASCII').mockReturnValue('replaced');
    expect(domainToASCII('ü')).toBe('replaced');
  });
});

describe('no label length bound (url.bs: only beStrict checks DNS lengths)', () => {
  // Issue 11's repro: 513 code points failed here (a former guard) but parse per url.bs.
  test('a 513-code-point label is converted; the strict form fails it (VerifyDnsLength)', () => {
    const label = 'é'.repeat(513);
    const ascii = domainToASCII(label);
    expect(ascii).toBe(`xn--${punycodeJs.encode(label)}`);
    expect(domainToASCII(label, true)).toBeNull();
    expect(domainToUnicode(ascii as string)).toBe(label);
  });
  test('long labels of distinct code points agree with tr46 (Punycode in O(n log n))', () => {
    let state = 20261124;
    const next = (): number => (state = (Math.imul(state, 1103515245) + 12345) >>> 0);
    for (const length of [600, 3000, 9000]) {
      let label = '';
      for (let i = 0; i < length; i++) label += String.fromCodePoint(0x4e00 + (next() % 20000));
      const ascii = domainToASCII(label);
      expect(ascii).toBe(tr46.toASCII(label, { checkBidi: true, checkJoiners: true }));
      if (ascii !== null) expect(domainToUnicode(ascii)).toBe(label);
    }
  });
});

describe('argument types', () => {
  test('TypeErrors name the function and the argument', () => {
    for (const bad of [undefined, null, 1, {}, []]) {
      expect(() => domainToASCII(bad as never)).toThrow('domainToASCII: domain must be a string');
      if (bad !== undefined) expect(() => domainToASCII('a', bad as never)).toThrow('domainToASCII: beStrict must be a boolean');
    }
    expect(() => domainToASCII('a', undefined)).not.toThrow();
    expect(() => domainToASCII('a', false, 1 as never)).toThrow('domainToASCII: options must be an object');
    expect(() => domainToASCII('a', false, { onValidationError: 'x' } as never)).toThrow(
      'domainToASCII: options.onValidationError must be a function',
    );
  });
});
