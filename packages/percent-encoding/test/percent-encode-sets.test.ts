// Membership of the eight percent-encode sets, against sets built here from url.bs prose
// (https://url.spec.whatwg.org/#percent-encoded-bytes), code point by code point.
import { describe, expect, test } from 'vitest';
import {
  C0_CONTROL_PERCENT_ENCODE_SET,
  COMPONENT_PERCENT_ENCODE_SET,
  FORM_URLENCODED_PERCENT_ENCODE_SET,
  FRAGMENT_PERCENT_ENCODE_SET,
  PATH_PERCENT_ENCODE_SET,
  QUERY_PERCENT_ENCODE_SET,
  SPECIAL_QUERY_PERCENT_ENCODE_SET,
  USERINFO_PERCENT_ENCODE_SET,
  isInPercentEncodeSet,
  utf8PercentEncodeString,
  type PercentEncodeSet,
} from '../src/index';

type Spec = (cp: number) => boolean;
const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const plus = (base: Spec, codePoints: number[]): Spec => {
  const extra = new Set(codePoints);
  return (cp) => base(cp) || extra.has(cp);
};

// "C0 controls and all code points greater than U+007E (~)."
const c0: Spec = (cp) => (cp >= 0 && cp <= 0x1f) || cp > 0x7e;
// "the C0 control percent-encode set and U+0020 SPACE, U+0022 ("), U+003C (<), U+003E (>), and U+0060 (`)."
const fragment = plus(c0, [0x20, 0x22, 0x3c, 0x3e, 0x60]);
// "the C0 control percent-encode set and U+0020 SPACE, U+0022 ("), U+0023 (#), U+003C (<), and U+003E (>)."
const query = plus(c0, [0x20, 0x22, 0x23, 0x3c, 0x3e]);
// "the query percent-encode set and U+0027 (')."
const specialQuery = plus(query, [0x27]);
// "the query percent-encode set and U+003F (?), U+005E (^), U+0060 (`), U+007B ({), and U+007D (})."
const path = plus(query, [0x3f, 0x5e, 0x60, 0x7b, 0x7d]);
// "the path percent-encode set and U+002F (/), U+003A (:), U+003B (;), U+003D (=), U+0040 (@),
// U+005B ([) to U+005D (]), inclusive, and U+007C (|)."
const userinfo = plus(path, [0x2f, 0x3a, 0x3b, 0x3d, 0x40, ...range(0x5b, 0x5d), 0x7c]);
// "the userinfo percent-encode set and U+0024 ($) to U+0026 (&), inclusive, U+002B (+), and U+002C (,)."
const component = plus(userinfo, [...range(0x24, 0x26), 0x2b, 0x2c]);
// "the component percent-encode set and U+0021 (!), U+0027 (') to U+0029 RIGHT PARENTHESIS, inclusive, and U+007E (~)."
const form = plus(component, [0x21, ...range(0x27, 0x29), 0x7e]);

const sets: ReadonlyArray<readonly [string, PercentEncodeSet, Spec]> = [
  ['C0 control', C0_CONTROL_PERCENT_ENCODE_SET, c0],
  ['fragment', FRAGMENT_PERCENT_ENCODE_SET, fragment],
  ['query', QUERY_PERCENT_ENCODE_SET, query],
  ['special-query', SPECIAL_QUERY_PERCENT_ENCODE_SET, specialQuery],
  ['path', PATH_PERCENT_ENCODE_SET, path],
  ['userinfo', USERINFO_PERCENT_ENCODE_SET, userinfo],
  ['component', COMPONENT_PERCENT_ENCODE_SET, component],
  ['application/x-www-form-urlencoded', FORM_URLENCODED_PERCENT_ENCODE_SET, form],
];

describe('percent-encode sets', () => {
  for (const [name, set, spec] of sets) {
    test(`${name} percent-encode set: every code point up to U+00FF, and a few above`, () => {
      for (const cp of [...range(0, 0xff), 0x100, 0x2261, 0xfffd, 0x10ffff]) {
        expect(isInPercentEncodeSet(cp, set), `U+${cp.toString(16)}`).toBe(spec(cp));
      }
    });

    test(`${name} percent-encode set: utf8PercentEncodeString encodes exactly its ASCII members`, () => {
      for (let cp = 0; cp < 0x80; cp++) {
        const s = String.fromCharCode(cp);
        const expected = spec(cp) ? `%${cp.toString(16).toUpperCase().padStart(2, '0')}` : s;
        expect(utf8PercentEncodeString(s, set, false), `U+${cp.toString(16)}`).toBe(expected);
      }
    });
  }

  test('the note: the form set is everything but ASCII alphanumerics, *, -, . and _', () => {
    for (let cp = 0; cp < 0x80; cp++) {
      const kept = /[A-Za-z0-9*\-._]/.test(String.fromCharCode(cp));
      expect(isInPercentEncodeSet(cp, FORM_URLENCODED_PERCENT_ENCODE_SET)).toBe(!kept);
    }
  });

  test('a wrong argument type is a TypeError naming the function', () => {
    expect(() => isInPercentEncodeSet('a' as unknown as number, PATH_PERCENT_ENCODE_SET)).toThrow(
      /isInPercentEncodeSet: codePoint/,
    );
  });
});
