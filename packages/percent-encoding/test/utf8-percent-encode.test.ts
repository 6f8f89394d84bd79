import { describe, expect, test } from 'vitest';
import {
  COMPONENT_PERCENT_ENCODE_SET,
  USERINFO_PERCENT_ENCODE_SET,
  utf8PercentEncodeCodePoint,
  utf8PercentEncodeString,
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
