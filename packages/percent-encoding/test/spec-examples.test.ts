// url.bs, example "example-percent-encode-operations": every row of the summary table.
import { describe, expect, test } from 'vitest';
import {
  FORM_URLENCODED_PERCENT_ENCODE_SET,
  SPECIAL_QUERY_PERCENT_ENCODE_SET,
  USERINFO_PERCENT_ENCODE_SET,
  UTF8_ENCODER,
  percentDecodeBytes,
  percentDecodeString,
  percentEncodeAfterEncoding,
  percentEncodeByte,
  utf8PercentEncodeCodePoint,
  utf8PercentEncodeString,
} from '../src/index';
import { getEncoder } from '../src/encodings';

const ascii = (s: string): Uint8Array => Uint8Array.from(s, (c) => c.charCodeAt(0));

describe('url.bs summary of percent-encoding operations', () => {
  test('percent-encode 0x23 and 0x7F', () => {
    expect(percentEncodeByte(0x23)).toBe('%23');
    expect(percentEncodeByte(0x7f)).toBe('%7F');
  });

  test('percent-decode `%25%s%1G`', () => {
    expect(percentDecodeBytes(ascii('%25%s%1G'))).toEqual(ascii('%%s%1G'));
  });

  test('string percent-decode "‽%25%2E"', () => {
    expect(percentDecodeString('‽%25%2E')).toEqual(Uint8Array.of(0xe2, 0x80, 0xbd, 0x25, 0x2e));
  });

  test('percent-encode after encoding with Shift_JIS and the special-query set', () => {
    const sjis = getEncoder('Shift_JIS');
    expect(percentEncodeAfterEncoding(sjis, ' ', SPECIAL_QUERY_PERCENT_ENCODE_SET)).toBe('%20');
    expect(percentEncodeAfterEncoding(sjis, '≡', SPECIAL_QUERY_PERCENT_ENCODE_SET)).toBe('%81%DF');
    expect(percentEncodeAfterEncoding(sjis, '‽', SPECIAL_QUERY_PERCENT_ENCODE_SET)).toBe('%26%238253%3B');
  });

  test('percent-encode after encoding with ISO-2022-JP and the special-query set', () => {
    expect(percentEncodeAfterEncoding(getEncoder('ISO-2022-JP'), '¥', SPECIAL_QUERY_PERCENT_ENCODE_SET)).toBe(
      '%1B(J\\%1B(B',
    );
  });

  test('percent-encode after encoding with Shift_JIS and the form set (space as plus, derived from the set)', () => {
    expect(percentEncodeAfterEncoding(getEncoder('Shift_JIS'), '1+1 ≡ 2%20‽', FORM_URLENCODED_PERCENT_ENCODE_SET)).toBe(
      '1%2B1+%81%DF+2%2520%26%238253%3B',
    );
  });

  test('UTF-8 percent-encode using the userinfo set', () => {
    expect(utf8PercentEncodeCodePoint(0x2261, USERINFO_PERCENT_ENCODE_SET)).toBe('%E2%89%A1');
    expect(utf8PercentEncodeCodePoint(0x203d, USERINFO_PERCENT_ENCODE_SET)).toBe('%E2%80%BD');
    expect(utf8PercentEncodeString('Say what‽', USERINFO_PERCENT_ENCODE_SET)).toBe('Say%20what%E2%80%BD');
    expect(percentEncodeAfterEncoding(UTF8_ENCODER, 'Say what‽', USERINFO_PERCENT_ENCODE_SET)).toBe(
      'Say%20what%E2%80%BD',
    );
  });
});
