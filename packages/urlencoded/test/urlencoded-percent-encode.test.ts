// The serializer's encoding core against the general "percent-encode after encoding" of
// @x/percent-encoding with the application/x-www-form-urlencoded set and spaceAsPlus.
import { FORM_URLENCODED_PERCENT_ENCODE_SET, percentEncodeAfterEncoding, utf8PercentEncodeString, type Encoder } from '@x/percent-encoding';
import { getEncoder } from '@x/percent-encoding/encodings';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { formEncodeLegacy, formEncodeUTF8 } from '../src/urlencoded-percent-encode';

const general = (s: string): string => utf8PercentEncodeString(s, FORM_URLENCODED_PERCENT_ENCODE_SET, true);

describe('formEncodeUTF8', () => {
  test('every code unit alone (lone surrogates are U+FFFD), and every code point above U+FFFF in steps', () => {
    for (let c = 0; c < 0x10000; c++) {
      const s = String.fromCharCode(c);
      if (formEncodeUTF8(s) !== general(s)) expect([c, formEncodeUTF8(s)]).toEqual([c, general(s)]);
    }
    for (let cp = 0x10000; cp <= 0x10ffff; cp += 0x3f1) {
      const s = `a${String.fromCodePoint(cp)} `;
      expect(formEncodeUTF8(s)).toBe(general(s));
    }
    expect(formEncodeUTF8(' *-._~!\'()')).toBe('+*-._%7E%21%27%28%29');
  });

  test('any string, surrogates in any order', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 30 }), fc.string({ unit: 'grapheme', maxLength: 10 }), (a, b) => {
        const s = a + b + '\uDC00\uD800' + a;
        expect(formEncodeUTF8(s)).toBe(general(s));
      }),
      { numRuns: 5000 },
    );
  });

  test('returns the input itself when nothing needs encoding', () => {
    const s = `${'Az09*-._'.repeat(4)}`;
    expect(formEncodeUTF8(s)).toBe(s);
    expect(formEncodeUTF8('')).toBe('');
  });
});

describe('formEncodeLegacy', () => {
  test('equals percentEncodeAfterEncoding for legacy encoders, stateful ISO-2022-JP included', () => {
    const encoders = ['windows-1252', 'Shift_JIS', 'EUC-KR', 'ISO-2022-JP', 'gb18030'].map((label) => getEncoder(label));
    fc.assert(
      fc.property(fc.constantFrom(...encoders), fc.string({ unit: 'binary', maxLength: 12 }), fc.string({ maxLength: 6 }), (encoder, a, b) => {
        const s = `${a} ≡ ${b}名前\u00e9`;
        expect(formEncodeLegacy(encoder, s, 'f')).toBe(percentEncodeAfterEncoding(encoder, s, FORM_URLENCODED_PERCENT_ENCODE_SET, true));
        expect(formEncodeLegacy(encoder, b, 'f')).toBe(percentEncodeAfterEncoding(encoder, b, FORM_URLENCODED_PERCENT_ENCODE_SET, true));
      }),
      { numRuns: 2000 },
    );
    expect(formEncodeLegacy(getEncoder('Shift_JIS'), '1+1 ≡ 2%20‽', 'f')).toBe('1%2B1+%81%DF+2%2520%26%238253%3B');
  });

  test('an encoder that returns no valid EncodeResult is a TypeError naming the caller', () => {
    const broken = (encode: () => unknown): Encoder => ({ name: 'x-broken', encode: encode as Encoder['encode'] });
    const cases = [
      () => undefined,
      () => ({ bytes: [1], errors: [] }),
      () => ({ bytes: new Uint8Array(2), errors: [{ byteOffset: 3, codePoint: 1 }] }),
      () => ({ bytes: new Uint8Array(2), errors: [{ byteOffset: 1, codePoint: 1.5 }] }),
      () => ({ bytes: new Uint8Array(2), errors: [{ byteOffset: 1, codePoint: 1 }, { byteOffset: 0, codePoint: 1 }] }),
    ];
    for (const encode of cases) {
      expect(() => formEncodeLegacy(broken(encode), 'é', 'serializeUrlencoded')).toThrow(/^serializeUrlencoded: encoder.encode returned no valid EncodeResult$/);
    }
  });
});
