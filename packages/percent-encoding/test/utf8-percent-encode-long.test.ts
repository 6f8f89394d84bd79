// The chunked encoder for long ranges (utf8-percent-encode-long.ts) against the short
// one (utf8-percent-encode.ts): the same output on random strings, fixed seed. Below the
// hand-over length utf8PercentEncodeWithTable runs the short loop, so the two are compared
// directly; long strings are checked piecewise (encoding is per code point, so encoding a
// concatenation is the concatenation of the encodings when no surrogate pair is split).
import { rng } from '@x/tooling/random';
import { describe, expect, test } from 'vitest';
import { PERCENT_ENCODE_TABLE } from '../src/percent-encode-set';
import { utf8PercentEncodeWithTable } from '../src/utf8-percent-encode';
import { utf8PercentEncodeLong } from '../src/utf8-percent-encode-long';
import { isRepresentableLength } from '../src/string-length-limit';
import { constants } from 'node:buffer';
import {
  COMPONENT_PERCENT_ENCODE_SET,
  FORM_URLENCODED_PERCENT_ENCODE_SET,
  isRepresentableLength as isPublicRepresentable,
  utf8PercentEncodedLength,
  utf8PercentEncodeString,
  type PercentEncodeSet,
} from '../src/index';

const MAX_LENGTH = constants.MAX_STRING_LENGTH;

const UNITS = ['a', 'Z', '0', ' ', '%', '+', '/', '?', '#', '"', '<', '`', '{', '\u007f', '\u0000', '\t', 'é', '€', '\u0800', '\uFFFF', '💩', '\uD800', '\uDC00', '\uD83D'];
const SETS = [0x01, 0x02, 0x04, 0x08, 0x10, 0x20, 0x40, 0x80];

function randomString(r: () => number, length: number): string {
  let s = '';
  for (let k = 0; k < length; k++) s += UNITS[Math.floor(r() * UNITS.length)] as string;
  return s;
}

describe('the chunked encoder ≡ the short encoder (seed 20261125)', () => {
  test('20,000 random strings × every set, space as "+" or not, lone surrogates failing or not', () => {
    const r = rng(20261125);
    for (let k = 0; k < 20000; k++) {
      const s = randomString(r, Math.floor(r() * 60));
      const mask = SETS[k % SETS.length] as number;
      const plus = r() < 0.5;
      const fails = r() < 0.2;
      const short = utf8PercentEncodeWithTable(s, 0, s.length, PERCENT_ENCODE_TABLE, mask, plus, fails);
      // utf8PercentEncodeLong takes input[0, from) as needing no encoding: give it a prefix that does not.
      const long = utf8PercentEncodeLong(`ab${s}`, 0, 2, s.length + 2, PERCENT_ENCODE_TABLE, mask, plus, fails);
      expect([s, mask, plus, fails, long]).toEqual([s, mask, plus, fails, short === null ? null : `ab${short}`]);
    }
  });

  test('long strings (past the hand-over and several chunks) encode piecewise', () => {
    const r = rng(20261126);
    for (let k = 0; k < 20; k++) {
      const pieces: string[] = [];
      // 2,000 pieces of 40 units: 80,000 units or more out, past one 64 KB chunk.
      for (let p = 0; p < 2000; p++) pieces.push(randomString(r, 40).replaceAll('\uD800', 'x').replaceAll('\uDC00', 'y').replaceAll('\uD83D', 'z'));
      const whole = pieces.join('');
      const mask = SETS[k % SETS.length] as number;
      const expected = pieces.map((p) => utf8PercentEncodeWithTable(p, 0, p.length, PERCENT_ENCODE_TABLE, mask, false, false)).join('');
      expect(utf8PercentEncodeWithTable(whole, 0, whole.length, PERCENT_ENCODE_TABLE, mask, false, false)).toBe(expected);
    }
  });
});

describe('past the maximum string length', () => {
  // Node states V8's cap; the function under test finds it by building ropes.
  const MAX = constants.MAX_STRING_LENGTH;

  test('isRepresentableLength agrees with the engine on both sides of its cap', () => {
    for (const n of [0, 1, 15, 16, 17, 31, 32, 33, 1000, 123_456_789, MAX - 1, MAX]) expect(isRepresentableLength(n), String(n)).toBe(true);
    for (const n of [MAX + 1, MAX + 16, 2 ** 31, 2 ** 32 + 5, 2 ** 40]) expect(isRepresentableLength(n), String(n)).toBe(false);
  });

  test('a result longer than that is a RangeError before the work, not an out-of-memory', () => {
    // One code unit in, six out: just past the cap once encoded.
    const input = 'é'.repeat(Math.floor(MAX / 6) + 1);
    expect(() => utf8PercentEncodeWithTable(input, 0, input.length, PERCENT_ENCODE_TABLE, 0x01, false, false)).toThrow(RangeError);
  });

  // The encoder skips its count when an ASCII range's bound of three code units each fits
  // (a native scan for non-ASCII decides that): here that bound fits but the range's last
  // ten code units are "é" (six each), so the count must run and refuse it.
  test('an ASCII bound that fits does not hide a non-ASCII end past the cap', () => {
    const ascii = Math.floor(MAX / 3) - 10;
    const input = ' '.repeat(ascii) + 'é'.repeat(10);
    expect(3 * input.length).toBeLessThanOrEqual(MAX);
    expect(3 * ascii + 60).toBeGreaterThan(MAX);
    expect(() => utf8PercentEncodeString(input, COMPONENT_PERCENT_ENCODE_SET)).toThrow(/code units once percent-encoded$/);
  });
});

describe('utf8PercentEncodedLength: the public count (seed 20261128)', () => {
  test('equals the length of utf8PercentEncodeString on 20,000 random strings × every set, with and without "+"', () => {
    const r = rng(20261128);
    for (let k = 0; k < 20000; k++) {
      const s = randomString(r, Math.floor(r() * 60));
      const set = SETS[k % SETS.length] as PercentEncodeSet;
      const plus = r() < 0.5;
      expect([s, set, plus, utf8PercentEncodedLength(s, set, plus)]).toEqual([s, set, plus, utf8PercentEncodeString(s, set, plus).length]);
    }
    // The default spaceAsPlus is the encoder's: true for the form set only.
    expect(utf8PercentEncodedLength('a b', FORM_URLENCODED_PERCENT_ENCODE_SET)).toBe(3);
    expect(utf8PercentEncodedLength('a b', COMPONENT_PERCENT_ENCODE_SET)).toBe(5);
  });

  test('counts a result past the maximum string length without making it', () => {
    const input = 'é'.repeat(Math.floor(MAX_LENGTH / 6) + 1);
    const length = utf8PercentEncodedLength(input, COMPONENT_PERCENT_ENCODE_SET);
    expect(length).toBe(6 * input.length);
    expect(isRepresentableLength(length)).toBe(false);
  });

  test('argument errors name the function and the argument', () => {
    expect(() => utf8PercentEncodedLength(null as unknown as string, COMPONENT_PERCENT_ENCODE_SET)).toThrow(/^utf8PercentEncodedLength: input must be a string, got null$/);
    expect(() => utf8PercentEncodedLength('a', 'x' as unknown as PercentEncodeSet)).toThrow(/^utf8PercentEncodedLength: set must be a percent-encode set, got string$/);
  });
});

describe('isRepresentableLength: the public check', () => {
  test('rejects what is not a length', () => {
    expect(() => isPublicRepresentable('5' as unknown as number)).toThrow(new TypeError('isRepresentableLength: length must be a number, got string'));
    for (const bad of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => isPublicRepresentable(bad), String(bad)).toThrow(RangeError);
    }
    expect(isPublicRepresentable(0)).toBe(true);
  });
});
