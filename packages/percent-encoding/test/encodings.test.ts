// `@x/percent-encoding/encodings`: every label, the encoders against @exodus/bytes' own
// percent-encode-after-encoding (an independent implementation), ISO-2022-JP state.
import '@exodus/bytes/encoding.js'; // lets @exodus/bytes/whatwg.js take multi-byte encodings
import { createMultibyteEncoder } from '@exodus/bytes/multi-byte.js';
import { createSinglebyteEncoder } from '@exodus/bytes/single-byte.js';
import { percentEncodeAfterEncoding as exodusPercentEncode } from '@exodus/bytes/whatwg.js';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import {
  FORM_URLENCODED_PERCENT_ENCODE_SET,
  SPECIAL_QUERY_PERCENT_ENCODE_SET,
  UTF8_ENCODER,
  isUTF8Encoder,
  percentEncodeAfterEncoding,
  type Encoder,
} from '../src/index';
import { getDecoder, getEncoder, getEncodingName, getOutputEncodingName } from '../src/encodings';
import { getSingleByteEncoder } from '../src/single-byte-encodings';

const { encodings } = JSON.parse(readFileSync(new URL('./fixtures/encoding-labels.json', import.meta.url), 'utf8')) as {
  encodings: Record<string, string[]>;
};
const names = Object.keys(encodings);
const outputName = (name: string): string =>
  name === 'replacement' || name === 'UTF-16BE' || name === 'UTF-16LE' ? 'UTF-8' : name;
const legacy = names.filter((n) => outputName(n) !== 'UTF-8');
const singleByte = legacy.filter((n) => !['GBK', 'gb18030', 'Big5', 'EUC-JP', 'ISO-2022-JP', 'Shift_JIS', 'EUC-KR'].includes(n));

// The same sets as strings of the ASCII code points (0x20–0x7E) they add to the C0 controls.
const ascii = Array.from({ length: 0x5f }, (_, i) => String.fromCharCode(0x20 + i));
const SPECIAL_QUERY_CHARS = ' "#\'<>';
const FORM_CHARS = ascii.filter((c) => !/[A-Za-z0-9*\-._]/.test(c)).join('');

const text = fc.array(
  fc.oneof(
    fc.string({ unit: 'binary', maxLength: 4 }),
    fc.constantFrom('¥', '‾', '\\', '~', ' ', '+', '%', '\u000E', '\u001B', '€', 'ä', 'é', 'Ω', 'Ж', '日', 'ｱ', '\u2212', '\uFFFD', '\uE5E5', '💩', '‽', '≡'),
    fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c)),
    fc.integer({ min: 0x80, max: 0xffff }).map((c) => String.fromCharCode(c)),
  ),
  { maxLength: 16 },
).map((p) => p.join(''));

describe('getEncoder and the label helpers', () => {
  test('every label of the Encoding Standard, in any ASCII case and with ASCII whitespace around it', () => {
    for (const [name, labels] of Object.entries(encodings)) {
      for (const label of labels) {
        expect(getEncodingName(label), label).toBe(name);
        expect(getEncodingName(`\t ${label.toUpperCase()}\n`), label).toBe(name);
        expect(getOutputEncodingName(label), label).toBe(outputName(name));
        const encoder = getEncoder(label);
        expect(encoder.name, label).toBe(outputName(name));
        expect(isUTF8Encoder(encoder), label).toBe(outputName(name) === 'UTF-8');
        expect(getDecoder(label).name, label).toBe(name);
      }
    }
    for (const name of legacy) expect(getEncoder(name).asciiCompatible, name).toBe(name !== 'ISO-2022-JP');
    expect(getEncoder('utf-16')).toBe(UTF8_ENCODER);
    expect(getEncoder('shift_jis')).toBe(getEncoder('SJIS'));
  });

  test('getSingleByteEncoder: the same encoder as getEncoder for every UTF-8 and single-byte label; multi-byte labels are a RangeError pointing at getEncoder', () => {
    const multiByte = new Set(['GBK', 'gb18030', 'Big5', 'EUC-JP', 'ISO-2022-JP', 'Shift_JIS', 'EUC-KR']);
    let single = 0;
    for (const [name, labels] of Object.entries(encodings)) {
      for (const label of labels) {
        if (multiByte.has(name)) {
          expect(() => getSingleByteEncoder(label), label).toThrow(RangeError);
          expect(() => getSingleByteEncoder(label), label).toThrow(`getSingleByteEncoder: ${name} is a multi-byte encoding; getEncoder from '@x/percent-encoding/encodings' has it`);
        } else {
          expect(getSingleByteEncoder(label), label).toBe(getEncoder(label));
          single++;
        }
      }
    }
    expect(single).toBeGreaterThan(150);
    expect(getSingleByteEncoder('latin1').encode('é€').bytes).toEqual(Uint8Array.of(0xe9, 0x80));
    expect(() => getSingleByteEncoder('utf-7')).toThrow(/getSingleByteEncoder: "utf-7" is not an encoding label/);
    expect(() => getSingleByteEncoder(1 as unknown as string)).toThrow(/getSingleByteEncoder: label must be a string/);
  });

  test('an unknown label is a RangeError naming it; a non-string is a TypeError', () => {
    expect(() => getEncoder('utf-7')).toThrow(RangeError);
    expect(() => getEncoder('utf-7')).toThrow(/getEncoder: "utf-7"/);
    expect(() => getDecoder('latin-1')).toThrow(/getDecoder: "latin-1"/);
    expect(getEncodingName('bogus')).toBeNull();
    expect(getOutputEncodingName('bogus')).toBeNull();
    expect(() => getEncoder(3 as unknown as string)).toThrow(/getEncoder: label must be a string/);
    expect(() => getEncodingName({} as unknown as string)).toThrow(TypeError);
    expect(() => getOutputEncodingName(null as unknown as string)).toThrow(TypeError);
    expect(() => getDecoder(undefined as unknown as string)).toThrow(TypeError);
  });
});

describe('percentEncodeAfterEncoding with every legacy encoding', () => {
  test('agrees with @exodus/bytes percentEncodeAfterEncoding (special-query set and form set)', () => {
    for (const name of legacy) {
      const encoder = getEncoder(name);
      fc.assert(
        fc.property(text, (s) => {
          expect(percentEncodeAfterEncoding(encoder, s, SPECIAL_QUERY_PERCENT_ENCODE_SET)).toBe(
            exodusPercentEncode(name, s, SPECIAL_QUERY_CHARS),
          );
          expect(percentEncodeAfterEncoding(encoder, s, FORM_URLENCODED_PERCENT_ENCODE_SET)).toBe(
            exodusPercentEncode(name, s, FORM_CHARS, true),
          );
        }),
        { numRuns: 300 },
      );
    }
  });

  test('every legacy encoder on every BMP code point and a few astral ones, against @exodus/bytes', () => {
    let all = '';
    for (let cp = 0; cp < 0x10000; cp++) if (cp < 0xd800 || cp > 0xdfff) all += String.fromCharCode(cp);
    all += '\u{10000}\u{1F4A9}\u{20000}\u{2A6B2}\u{10FFFF}';
    for (const name of legacy) {
      const encoder = getEncoder(name);
      expect(percentEncodeAfterEncoding(encoder, all, SPECIAL_QUERY_PERCENT_ENCODE_SET), name).toBe(
        exodusPercentEncode(name, all, SPECIAL_QUERY_CHARS),
      );
    }
  });

  test('single-byte encoders map each code point to the byte the fatal @exodus/bytes encoder gives', () => {
    for (const name of singleByte) {
      const fatal = createSinglebyteEncoder(name.toLowerCase());
      const encoder = getEncoder(name);
      for (let cp = 0x80; cp < 0x3000; cp++) {
        const { bytes, errors } = encoder.encode(String.fromCharCode(cp));
        if (errors.length > 0) continue; // failures are covered by the test above
        expect(Array.from(bytes), `${name} U+${cp.toString(16)}`).toEqual(Array.from(fatal(String.fromCharCode(cp))));
      }
    }
  });

  test('multi-byte encoders: whole strings equal the fatal @exodus/bytes encoder when it succeeds', () => {
    for (const name of ['GBK', 'gb18030', 'Big5', 'EUC-JP', 'ISO-2022-JP', 'Shift_JIS', 'EUC-KR']) {
      const fatal = createMultibyteEncoder(name.toLowerCase());
      const encoder = getEncoder(name);
      const s = 'abc ¥‾ 日本語 ｱｲｳ \u2212 한국어 中文 € x';
      let expected: Uint8Array | null = null;
      try {
        expected = fatal(s);
      } catch {
        // Some of these have no mapping in some encodings; compare through percent-encoding then.
      }
      if (expected !== null) expect(encoder.encode(s)).toEqual({ bytes: expected, errors: [] });
      else expect(encoder.encode(s).errors.length).toBeGreaterThan(0);
    }
  });

  test('unencodable code points become %26%23NNNN%3B; lone surrogates are U+FFFD first', () => {
    const w1252 = getEncoder('windows-1252');
    expect(percentEncodeAfterEncoding(w1252, 'a\uFFFDb', FORM_URLENCODED_PERCENT_ENCODE_SET)).toBe('a%26%2365533%3Bb');
    expect(percentEncodeAfterEncoding(w1252, 'a\uD800b', SPECIAL_QUERY_PERCENT_ENCODE_SET)).toBe('a%26%2365533%3Bb');
    expect(percentEncodeAfterEncoding(w1252, '💩€', SPECIAL_QUERY_PERCENT_ENCODE_SET)).toBe('%26%23128169%3B%80');
    // gb18030 encodes U+FFFD itself.
    expect(percentEncodeAfterEncoding(getEncoder('gb18030'), '\uDC00', SPECIAL_QUERY_PERCENT_ENCODE_SET)).toBe('%841%A47');
    expect(percentEncodeAfterEncoding(getEncoder('GBK'), '\uE5E5', SPECIAL_QUERY_PERCENT_ENCODE_SET)).toBe('%26%2358853%3B');
  });

  test('ISO-2022-JP keeps its state across failures and ends in ASCII', () => {
    const jp = getEncoder('ISO-2022-JP');
    const q = (s: string): string => percentEncodeAfterEncoding(jp, s, SPECIAL_QUERY_PERCENT_ENCODE_SET);
    expect(q('¥')).toBe('%1B(J\\%1B(B');
    // Still Roman when ‽ fails: no ESC ( B before the reference, one at the end.
    expect(q('¥‽¥')).toBe('%1B(J\\%26%238253%3B\\%1B(B');
    // Roman state: "a" stays, "\" switches back to ASCII.
    expect(q('‾a\\')).toBe('%1B(J~a%1B(B\\');
    // jis0208 state switches to ASCII before failing.
    expect(q('日‽日')).toBe('%1B$BF|%1B(B%26%238253%3B%1B$BF|%1B(B');
    // SO, SI and ESC fail as U+FFFD, in ASCII, Roman and jis0208 states.
    expect(q('\u000E')).toBe('%26%2365533%3B');
    expect(q('¥\u000F')).toBe('%1B(J\\%26%2365533%3B%1B(B');
    expect(q('日\u001B')).toBe('%1B$BF|%1B(B%26%2365533%3B');
    // Halfwidth katakana and U+2212 go through jis0208, even when something else fails.
    // ｱ → ア (jis0208 0x25 0x22), U+2212 → U+FF0D (0x21 0x5D); "%", "!" and "]" are not in the set.
    expect(q('ｱ\u2212‽')).toBe('%1B$B%%22!]%1B(B%26%238253%3B');
  });
});

describe('Encoder interface', () => {
  test('UTF8_ENCODER encodes everything and reports no errors', () => {
    expect(UTF8_ENCODER.name).toBe('UTF-8');
    expect(UTF8_ENCODER.encode('a\uD800é')).toEqual({ bytes: Uint8Array.of(0x61, 0xef, 0xbf, 0xbd, 0xc3, 0xa9), errors: [] });
  });

  test('a custom encoder drives percentEncodeAfterEncoding through the interface', () => {
    // ASCII only: everything else fails, as "US-ASCII" would.
    const asciiOnly: Encoder = {
      name: 'x-test-ascii',
      encode(input) {
        const bytes: number[] = [];
        const errors: { byteOffset: number; codePoint: number }[] = [];
        for (const ch of input) {
          const cp = ch.codePointAt(0) as number;
          if (cp < 0x80) bytes.push(cp);
          else errors.push({ byteOffset: bytes.length, codePoint: cp });
        }
        return { bytes: Uint8Array.from(bytes), errors };
      },
    };
    expect(percentEncodeAfterEncoding(asciiOnly, 'a é+b', FORM_URLENCODED_PERCENT_ENCODE_SET)).toBe('a+%26%23233%3B%2Bb');
    expect(percentEncodeAfterEncoding(asciiOnly, 'a é', SPECIAL_QUERY_PERCENT_ENCODE_SET, true)).toBe('a+%26%23233%3B');
  });

  test('wrong argument types and broken encoders are TypeErrors naming the function', () => {
    expect(() => percentEncodeAfterEncoding(null as unknown as Encoder, 'a', SPECIAL_QUERY_PERCENT_ENCODE_SET)).toThrow(
      /percentEncodeAfterEncoding: encoder/,
    );
    expect(() => percentEncodeAfterEncoding(UTF8_ENCODER, 1 as unknown as string, SPECIAL_QUERY_PERCENT_ENCODE_SET)).toThrow(
      /percentEncodeAfterEncoding: input/,
    );
    expect(() => percentEncodeAfterEncoding(UTF8_ENCODER, 'a', 'x' as unknown as typeof SPECIAL_QUERY_PERCENT_ENCODE_SET)).toThrow(
      /percentEncodeAfterEncoding: set/,
    );
    const broken = { name: 'x', encode: () => ({ bytes: [1], errors: [] }) } as unknown as Encoder;
    expect(() => percentEncodeAfterEncoding(broken, 'a', SPECIAL_QUERY_PERCENT_ENCODE_SET)).toThrow(
      /percentEncodeAfterEncoding: encoder.encode returned no valid EncodeResult/,
    );
  });
});

describe('getDecoder', () => {
  test('decodes legacy bytes without BOM handling, in replacement mode', () => {
    expect(getDecoder('shift_jis').decode(Uint8Array.of(0x82, 0xa0, 0x41))).toBe('あA');
    expect(getDecoder('windows-1252').decode(Uint8Array.of(0x80, 0xe9))).toBe('€é');
    expect(getDecoder('utf-8').decode(Uint8Array.of(0xef, 0xbb, 0xbf, 0xc2))).toBe('\uFEFF\uFFFD');
    expect(getDecoder('utf-16le').decode(Uint8Array.of(0xff, 0xfe, 0x41, 0x00))).toBe('\uFEFFA');
    expect(getDecoder('iso-2022-kr').decode(Uint8Array.of(0x41))).toBe('\uFFFD');
    expect(getDecoder('iso-2022-kr').decode(new Uint8Array(0))).toBe('');
    expect(getDecoder('euc-kr').decode(Uint8Array.of(0xb0, 0xa1, 0xff))).toBe('가\uFFFD');
    expect(() => getDecoder('big5').decode('x' as unknown as Uint8Array)).toThrow(TypeError);
  });
});
