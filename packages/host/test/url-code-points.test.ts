// #url-code-points, the one definition the host parsers and the URL parser's
// invalid-URL-unit reports share (urlCodePointLengthAt in @x/host/internal), against the
// spec's wording written out here: ASCII alphanumeric, !$&'()*+,-./:;=?@_~, and U+00A0 to
// U+10FFFD excluding surrogates and noncharacters.
import { describe, expect, test } from 'vitest';
import { urlCodePointLengthAt } from '../src/internal';

function isURLCodePoint(cp: number): boolean {
  if (cp < 0x80) return /[A-Za-z0-9!$&'()*+,\-./:;=?@_~]/.test(String.fromCharCode(cp));
  if (cp < 0xa0 || cp > 0x10fffd) return false;
  if (cp >= 0xd800 && cp <= 0xdfff) return false;
  if (cp >= 0xfdd0 && cp <= 0xfdef) return false;
  return (cp & 0xfffe) !== 0xfffe;
}

describe('urlCodePointLengthAt (#url-code-points)', () => {
  test('every BMP code unit alone, and surrogate pairs of every plane', () => {
    for (let c = 0; c <= 0xffff; c++) {
      expect(urlCodePointLengthAt(String.fromCharCode(c), 0), c.toString(16)).toBe(isURLCodePoint(c) ? 1 : 0);
    }
    for (let plane = 1; plane <= 16; plane++) {
      for (const low of [0x0000, 0x1234, 0xfffd, 0xfffe, 0xffff]) {
        const cp = plane * 0x10000 + low;
        expect(urlCodePointLengthAt(String.fromCodePoint(cp), 0), cp.toString(16)).toBe(isURLCodePoint(cp) ? 2 : 0);
      }
    }
    // A high surrogate without its low one, at the end or before another code unit.
    expect(urlCodePointLengthAt('a\uD800', 1)).toBe(0);
    expect(urlCodePointLengthAt('\uD800a', 0)).toBe(0);
  });
  test('its arguments are checked', () => {
    expect(() => urlCodePointLengthAt('a', 1)).toThrow(RangeError);
    expect(() => urlCodePointLengthAt('a', -1)).toThrow(RangeError);
    expect(() => urlCodePointLengthAt('a', '0' as unknown as number)).toThrow(TypeError);
    expect(() => urlCodePointLengthAt(1 as unknown as string, 0)).toThrow(TypeError);
  });
});
