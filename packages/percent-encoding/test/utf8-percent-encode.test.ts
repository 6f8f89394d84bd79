import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  C0_CONTROL_PERCENT_ENCODE_SET,
  COMPONENT_PERCENT_ENCODE_SET,
  FORM_URLENCODED_PERCENT_ENCODE_SET,
  FRAGMENT_PERCENT_ENCODE_SET,
  PATH_PERCENT_ENCODE_SET,
  PERCENT_ENCODED_BYTES,
  QUERY_PERCENT_ENCODE_SET,
  SPECIAL_QUERY_PERCENT_ENCODE_SET,
  USERINFO_PERCENT_ENCODE_SET,
  isInPercentEncodeSet,
  percentEncodeByte,
  utf8PercentEncodeCodePoint,
  utf8PercentEncodeRange,
  utf8PercentEncodeString,
  type PercentEncodeSet,
} from '../src/index';

describe('utf8PercentEncodeString', () => {
  test('spec summary table: UTF-8 percent-encode using the userinfo set', () => {
    expect(utf8PercentEncodeCodePoint(0x2261, USERINFO_PERCENT_ENCODE_SET)).toBe('%E2%89%A1');
    expect(utf8PercentEncodeCodePoint(0x203d, USERINFO_PERCENT_ENCODE_SET)).toBe('%E2%80%BD');
    expect(utf8PercentEncodeString('Say what‽', USERINFO_PERCENT_ENCODE_SET)).toBe('Say%20what%E2%80%BD');
  });

  test('component set with UTF-8 equals encodeURIComponent on every BMP code point and a pair', () => {
    for (let cp = 0; cp < 0x10000; cp++) {
      if (cp >= 0xd800 && cp <= 0xdfff) continue;
      const s = String.fromCharCode(cp);
      expect(utf8PercentEncodeString(s, COMPONENT_PERCENT_ENCODE_SET)).toBe(encodeURIComponent(s));
    }
    expect(utf8PercentEncodeString('a💩b', COMPONENT_PERCENT_ENCODE_SET)).toBe(encodeURIComponent('a💩b'));
  });

  test('returns the input itself when nothing needs encoding, and encodes lone surrogates as U+FFFD', () => {
    const s = 'abcdefghijklmnopqrstuvwxyz';
    expect(utf8PercentEncodeString(s, COMPONENT_PERCENT_ENCODE_SET)).toBe(s);
    expect(utf8PercentEncodeString('a\uD800b\uDC00', COMPONENT_PERCENT_ENCODE_SET)).toBe('a%EF%BF%BDb%EF%BF%BD');
  });

  test('a wrong argument type is a TypeError naming the function', () => {
    expect(() => utf8PercentEncodeString(1 as unknown as string, COMPONENT_PERCENT_ENCODE_SET)).toThrow(
      /utf8PercentEncodeString: input/,
    );
  });
});

describe('utf8PercentEncodeString against a naive transcription of the spec', () => {
  // Per code point: UTF-8 encode, then percent-encode each byte whose isomorph is in the set.
  const naive = (input: string, set: PercentEncodeSet, spaceAsPlus: boolean): string => {
    let out = '';
    for (const ch of input.toWellFormed()) {
      for (const b of new TextEncoder().encode(ch)) {
        if (spaceAsPlus && b === 0x20) out += '+';
        else if (isInPercentEncodeSet(b, set)) out += `%${b.toString(16).toUpperCase().padStart(2, '0')}`;
        else out += String.fromCharCode(b);
      }
    }
    return out;
  };
  const sets = [
    C0_CONTROL_PERCENT_ENCODE_SET,
    FRAGMENT_PERCENT_ENCODE_SET,
    QUERY_PERCENT_ENCODE_SET,
    SPECIAL_QUERY_PERCENT_ENCODE_SET,
    PATH_PERCENT_ENCODE_SET,
    USERINFO_PERCENT_ENCODE_SET,
    COMPONENT_PERCENT_ENCODE_SET,
    FORM_URLENCODED_PERCENT_ENCODE_SET,
  ];
  // Short and long strings (both sides of the byte-buffer threshold), with lone surrogates.
  const text = fc.oneof(
    fc.string({ unit: 'binary', maxLength: 20 }),
    fc.array(
      fc.oneof(
        fc.string({ unit: 'binary-ascii', maxLength: 30 }),
        fc.string({ unit: 'binary', maxLength: 10 }),
        fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c)),
      ),
      { maxLength: 40 },
    ).map((p) => p.join('')),
  );

  test('every set, with and without spaceAsPlus, and on ranges', () => {
    fc.assert(
      fc.property(text, fc.constantFrom(...sets), fc.boolean(), fc.nat(), (s, set, plus, cut) => {
        expect(utf8PercentEncodeString(s, set, plus)).toBe(naive(s, set, plus));
        const start = s.length === 0 ? 0 : cut % s.length;
        expect(utf8PercentEncodeRange(s, start, s.length, set, plus)).toBe(naive(s.slice(start), set, plus));
      }),
      { numRuns: 3000 },
    );
  });

  test('spaceAsPlus defaults to true exactly for the form set (spec step 2)', () => {
    expect(utf8PercentEncodeString('a b', FORM_URLENCODED_PERCENT_ENCODE_SET)).toBe('a+b');
    expect(utf8PercentEncodeString('a b', COMPONENT_PERCENT_ENCODE_SET)).toBe('a%20b');
    expect(utf8PercentEncodeCodePoint(0x20, FORM_URLENCODED_PERCENT_ENCODE_SET)).toBe('+');
    expect(utf8PercentEncodeString('a b', FORM_URLENCODED_PERCENT_ENCODE_SET, false)).toBe('a%20b');
  });

  test('percentEncodeByte and utf8PercentEncodeCodePoint reject wrong arguments with a TypeError', () => {
    expect(percentEncodeByte(0)).toBe('%00');
    expect(percentEncodeByte(255)).toBe('%FF');
    expect(PERCENT_ENCODED_BYTES[0xab]).toBe('%AB');
    for (const bad of [-1, 256, 1.5, '1', null]) {
      expect(() => percentEncodeByte(bad as number)).toThrow(/percentEncodeByte: byte/);
    }
    expect(() => utf8PercentEncodeCodePoint(0x110000, PATH_PERCENT_ENCODE_SET)).toThrow(/utf8PercentEncodeCodePoint: codePoint/);
    expect(() => utf8PercentEncodeString('a', 'x' as unknown as PercentEncodeSet)).toThrow(/utf8PercentEncodeString: set/);
  });
});

describe('utf8PercentEncodeRange checks its range (issue 11 item 5)', () => {
  test('a range outside the input, reversed, or not of integers is a RangeError', () => {
    // The repros: end past the input appended U+FFFD per missing code unit; Infinity spun.
    for (const [start, end] of [[0, 20], [0, Infinity], [-1, 2], [2, 1], [0.5, 2], [0, NaN], [NaN, 1]] as const) {
      expect(() => utf8PercentEncodeRange('a b', start, end, PATH_PERCENT_ENCODE_SET)).toThrow(RangeError);
    }
  });
  test('every range within the input works, the empty ones included', () => {
    expect(utf8PercentEncodeRange('a b', 0, 3, PATH_PERCENT_ENCODE_SET)).toBe('a%20b');
    expect(utf8PercentEncodeRange('a b', 1, 2, PATH_PERCENT_ENCODE_SET)).toBe('%20');
    expect(utf8PercentEncodeRange('a b', 3, 3, PATH_PERCENT_ENCODE_SET)).toBe('');
    expect(utf8PercentEncodeRange('', 0, 0, PATH_PERCENT_ENCODE_SET)).toBe('');
  });
});
