import { utf8Encode } from '@x/percent-encoding';
import { getEncodingName } from '@x/percent-encoding/encodings';
import fc from 'fast-check';
import { describe, expect, test, vi } from 'vitest';
import { TextDecoder as ExodusTextDecoder } from '@exodus/bytes/encoding.js';
import { URLSearchParams as WhatwgURLSearchParams } from 'whatwg-url';
import { parseUrlencoded, parseUrlencodedString, type UrlencodedParseOptions } from '../src/index';
import { parseUrlencodedStringFlat } from '../src/internal';
import * as legacy from '../src/legacy';

const bytes = (s: string): Uint8Array => new TextEncoder().encode(s);
const latin1 = (s: string): Uint8Array => Uint8Array.from(s, (c) => c.charCodeAt(0));

/** url.bs's urlencoded parser written out naively on bytes, as the oracle. */
function naiveParse(input: Uint8Array): Array<[string, string]> {
  const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
  const isHex = (b: number | undefined): boolean =>
    b !== undefined && ((b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x46) || (b >= 0x61 && b <= 0x66));
  const decode = (piece: number[]): string => {
    const plus = piece.map((b) => (b === 0x2b ? 0x20 : b));
    const out: number[] = [];
    for (let i = 0; i < plus.length; i++) {
      if (plus[i] === 0x25 && isHex(plus[i + 1]) && isHex(plus[i + 2])) {
        out.push(parseInt(String.fromCharCode(plus[i + 1] as number, plus[i + 2] as number), 16));
        i += 2;
      } else out.push(plus[i] as number);
    }
    return decoder.decode(Uint8Array.from(out));
  };
  const sequences: number[][] = [[]];
  for (const b of input) {
    if (b === 0x26) sequences.push([]);
    else sequences[sequences.length - 1]?.push(b);
  }
  const output: Array<[string, string]> = [];
  for (const seq of sequences) {
    if (seq.length === 0) continue;
    const eq = seq.indexOf(0x3d);
    const name = eq === -1 ? seq : seq.slice(0, eq);
    const value = eq === -1 ? [] : seq.slice(eq + 1);
    output.push([decode(name), decode(value)]);
  }
  return output;
}

const piece = fc.oneof(
  fc.constantFrom('&', '=', '+', '%', '%2', '%2B', '%26', '%3D', '%zz', '%C3', '%A9', '%C3%A9', '%E2%80%BD', '%FF', '%EF%BB%BF', '_charset_', '\uFEFF'),
  fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c)),
  fc.string({ unit: 'binary', maxLength: 4 }),
);
const input = fc.array(piece, { maxLength: 30 }).map((p) => p.join(''));

describe('parseUrlencodedString and parseUrlencoded', () => {
  test('equal a naive transcription of the spec (string: on its UTF-8 encoding)', () => {
    fc.assert(
      fc.property(input, (s) => {
        const expected = naiveParse(bytes(s));
        expect(parseUrlencodedString(s)).toEqual(expected);
        expect(parseUrlencodedStringFlat(s)).toEqual(expected.flat());
        expect(parseUrlencoded(bytes(s))).toEqual(expected);
      }),
      { numRuns: 5000 },
    );
  });

  test('arbitrary bytes (invalid UTF-8 outside escapes too)', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.integer({ min: 0, max: 255 }), fc.constantFrom(0x25, 0x26, 0x2b, 0x3d, 0x41)), { maxLength: 40 }), (b) => {
        expect(parseUrlencoded(Uint8Array.from(b))).toEqual(naiveParse(Uint8Array.from(b)));
      }),
      { numRuns: 3000 },
    );
  });

  test('agrees with whatwg-url URLSearchParams', () => {
    fc.assert(
      fc.property(input, (s) => {
        expect(parseUrlencodedString(s)).toEqual([...new WhatwgURLSearchParams(s)]);
      }),
      { numRuns: 3000 },
    );
  });

  test('where Node.js 20 URLSearchParams is wrong, the spec (and whatwg-url) is followed', () => {
    // Node decodes percent-encoded bytes and the text after them together, on code units:
    // "%E2" then U+0080 becomes one U+FFFD there, but UTF-8 decoding E2 C2 80 gives U+FFFD U+0080.
    expect(parseUrlencodedString('%E2\u0080')).toEqual([['\uFFFD\u0080', '']]);
    expect(parseUrlencodedString('%%3D\u0080')).toEqual([['%=\u0080', '']]);
    expect([...new WhatwgURLSearchParams('%E2\u0080')]).toEqual([['\uFFFD\u0080', '']]);
  });

  test('long inputs (the byte paths of the decoder) agree too', () => {
    const s = `${'a=%C3%A9+b&'.repeat(3000)}x=${'%E2%80%BD'.repeat(6000)}&y=${'\uD800+'.repeat(9000)}`;
    expect(parseUrlencodedString(s)).toEqual(naiveParse(bytes(s)));
    expect(parseUrlencodedStringFlat(s)).toEqual(naiveParse(bytes(s)).flat());
    expect(parseUrlencoded(bytes(s))).toEqual(naiveParse(bytes(s)));
  });

  test('bad escapes, invalid UTF-8, "+" and lone surrogates', () => {
    expect(parseUrlencodedString('a+b=c+d%2Be')).toEqual([['a b', 'c d+e']]);
    expect(parseUrlencodedString('%C3%28=%E2%82')).toEqual([['\uFFFD(', '\uFFFD']]);
    expect(parseUrlencodedString('\uD800=\uDC00x&\uD83D\uDCA9')).toEqual([['\uFFFD', '\uFFFDx'], ['💩', '']]);
    expect(parseUrlencoded(latin1('\xE9=\xFF'))).toEqual([['\uFFFD', '\uFFFD']]);
    // The caller's bytes are never modified (pieces with "+" and "%" are decoded on a copy).
    const body = bytes('a+b=%41+');
    parseUrlencoded(body);
    expect(body).toEqual(bytes('a+b=%41+'));
  });

  test('returns the input pieces themselves when nothing needs decoding', () => {
    const [[name, value] = ['', '']] = parseUrlencodedString('plain_name=plain-value');
    expect([name, value]).toEqual(['plain_name', 'plain-value']);
  });
});

describe('options', () => {
  test('maxPairs: more pairs throw a RangeError that says so; empty sequences do not count', () => {
    expect(parseUrlencodedString('a&b&&&c', { maxPairs: 3 })).toHaveLength(3);
    expect(() => parseUrlencodedString('a&b&c&d', { maxPairs: 3 })).toThrow(RangeError);
    expect(() => parseUrlencodedString('a&b&c&d', { maxPairs: 3 })).toThrow(/more than 3 name-value pairs/);
    expect(() => parseUrlencoded(bytes('a&b'), { maxPairs: 1 })).toThrow(/parseUrlencoded: more than 1 name-value pairs/);
    expect(parseUrlencoded(bytes(''), { maxPairs: 0 })).toEqual([]);
    expect(() => legacy.parseUrlencoded(bytes('a&b'), { maxPairs: 1, encoding: 'shift_jis' })).toThrow(RangeError);
    // A million pairs are refused after decoding only the first maxPairs: counted on the
    // legacy decoder, which decodes each name and each value with one call.
    const huge = 'a=b&'.repeat(1_000_000);
    const decode = vi.spyOn(ExodusTextDecoder.prototype, 'decode');
    try {
      expect(() => legacy.parseUrlencodedString(huge, { maxPairs: 1000, encoding: 'shift_jis' })).toThrow(RangeError);
      expect(decode).toHaveBeenCalledTimes(2000);
    } finally {
      decode.mockRestore();
    }
    expect(() => parseUrlencodedString(huge, { maxPairs: 1000 })).toThrow(RangeError);
    expect(() => parseUrlencodedString('a', { maxPairs: -1 })).toThrow(RangeError);
    expect(() => parseUrlencodedString('a', { maxPairs: 1.5 })).toThrow(RangeError);
    expect(() => parseUrlencodedString('a', { maxPairs: '3' as unknown as number })).toThrow(TypeError);
    expect(parseUrlencodedString('a&b', { maxPairs: Infinity })).toHaveLength(2);
  });

  test('encoding: the root takes UTF-8 labels only, and says where the others are', () => {
    expect(parseUrlencodedString('%C3%A9', { encoding: ' UTF8 ' })).toEqual([['é', '']]);
    expect(parseUrlencoded(bytes('%C3%A9'), { encoding: 'unicode-1-1-utf-8' })).toEqual([['é', '']]);
    expect(() => parseUrlencoded(bytes('a'), { encoding: 'shift_jis' })).toThrow(RangeError);
    expect(() => parseUrlencoded(bytes('a'), { encoding: 'shift_jis' })).toThrow(/@x\/urlencoded\/legacy/);
    expect(() => parseUrlencodedString('a', { useCharsetParameter: true })).toThrow(/@x\/urlencoded\/legacy/);
  });

  test('legacy encoding: percent-encoded bytes decode with it', () => {
    expect(legacy.parseUrlencoded(bytes('%82%A0=%83e%83X%83g&x=%E9'), { encoding: 'Shift_JIS' })).toEqual([
      ['あ', 'テスト'],
      ['x', '\uFFFD'],
    ]);
    expect(legacy.parseUrlencoded(latin1('%E9t%E9=caf\xE9+cr%E8me'), { encoding: 'windows-1252' })).toEqual([['été', 'café crème']]);
    expect(legacy.parseUrlencodedString('%E9=%80', { encoding: 'latin1' })).toEqual([['é', '€']]);
    // UTF-16 and replacement are never a form's encoding: UTF-8 ("get an output encoding").
    expect(legacy.parseUrlencodedString('%C3%A9', { encoding: 'utf-16le' })).toEqual([['é', '']]);
    expect(() => legacy.parseUrlencodedString('a', { encoding: 'bogus' })).toThrow(/options.encoding "bogus" is not an encoding label/);
    // The legacy entry gives the same results as the root for UTF-8.
    fc.assert(
      fc.property(input, (s) => {
        expect(legacy.parseUrlencodedString(s)).toEqual(parseUrlencodedString(s));
        // useCharsetParameter is options.encoding set to the first _charset_ value, when that
        // is a label at all.
        const label = legacy.parseUrlencodedString(s).find(([n]) => n === '_charset_')?.[1] ?? 'utf-8';
        const encoding = getEncodingName(label) === null ? 'utf-8' : label;
        expect(legacy.parseUrlencoded(bytes(s), { useCharsetParameter: true })).toEqual(legacy.parseUrlencoded(bytes(s), { encoding }));
      }),
      { numRuns: 500 },
    );
  });

  test('useCharsetParameter: the first _charset_ field names the encoding of every name and value', () => {
    const opts: UrlencodedParseOptions = { useCharsetParameter: true };
    // The WPT case: honoured, windows-1252 decodes %C2 as Â.
    expect(legacy.parseUrlencodedString('_charset_=windows-1252&test=%C2x', opts)).toEqual([
      ['_charset_', 'windows-1252'],
      ['test', 'Âx'],
    ]);
    // Before or after the other fields, any case, percent-encoded name; the first one wins.
    expect(legacy.parseUrlencoded(bytes('n=%82%A0&%5Fcharset%5F=SJIS&_charset_=utf-8'), opts)).toEqual([
      ['n', 'あ'],
      ['_charset_', 'SJIS'],
      ['_charset_', 'utf-8'],
    ]);
    // It wins over options.encoding; an unknown label is ignored (options.encoding, else UTF-8).
    expect(legacy.parseUrlencodedString('_charset_=euc-kr&k=%B0%A1', { ...opts, encoding: 'shift_jis' })[1]).toEqual(['k', '가']);
    expect(legacy.parseUrlencodedString('_charset_=klingon&k=%82%A0', { ...opts, encoding: 'shift_jis' })[1]).toEqual(['k', 'あ']);
    expect(legacy.parseUrlencodedString('_charset_=klingon&k=%C3%A9', opts)[1]).toEqual(['k', 'é']);
    // Without the option, the field is data like any other.
    expect(legacy.parseUrlencodedString('_charset_=windows-1252&test=%C2x')[1]).toEqual(['test', '\uFFFDx']);
    // A name that only looks like it does not count.
    expect(legacy.parseUrlencodedString('_charset_x=windows-1252&t=%C2', opts)[1]).toEqual(['t', '\uFFFD']);
    expect(legacy.parseUrlencodedString('_charset_&t=%C2', opts)[1]).toEqual(['t', '\uFFFD']);
  });

  test('parseUrlencodedStringFlat has no pair limit and reads no options', () => {
    const many = 'a&'.repeat(100_000);
    expect(parseUrlencodedStringFlat(many)).toHaveLength(200_000);
    expect(parseUrlencodedStringFlat.length).toBe(1);
  });

  test('parseUrlencodedStringFlat: each name followed by its value', () => {
    const [name, value] = parseUrlencodedStringFlat('xy=b&a=zw');
    expect(name).toBe('xy');
    expect(value).toBe('b');
    expect(parseUrlencodedStringFlat('a=\u00e9\u20ac&\u20ac=')).toEqual(['a', '\u00e9\u20ac', '\u20ac', '']);
  });

  test('the lists and pairs are plain arrays with both entries present (they are made by new Array(n))', () => {
    for (const list of [parseUrlencodedString('a=1&b&=c'), parseUrlencoded(new TextEncoder().encode('a=1&b&=c'))]) {
      expect(Array.isArray(list)).toBe(true);
      expect(Object.getPrototypeOf(list)).toBe(Array.prototype);
      for (const pair of list) {
        expect(Array.isArray(pair)).toBe(true);
        expect(Object.keys(pair)).toEqual(['0', '1']);
        expect(pair.every((s) => typeof s === 'string')).toBe(true);
      }
      expect(list).toEqual([['a', '1'], ['b', ''], ['', 'c']]);
    }
  });

  test('wrong argument and option types are TypeErrors naming the function', () => {
    expect(() => parseUrlencoded('a=b' as unknown as Uint8Array)).toThrow(/parseUrlencoded: input must be a Uint8Array/);
    expect(() => parseUrlencodedString(bytes('a') as unknown as string)).toThrow(/parseUrlencodedString: input must be a string/);
    expect(() => parseUrlencodedString('a', 'utf-8' as unknown as UrlencodedParseOptions)).toThrow(/parseUrlencodedString: options must be an object/);
    expect(() => parseUrlencodedString('a', { encoding: 8 as unknown as string })).toThrow(/parseUrlencodedString: options.encoding must be a string/);
    expect(() => parseUrlencodedString('a', { useCharsetParameter: 1 as unknown as boolean })).toThrow(TypeError);
    expect(() => legacy.parseUrlencoded([] as unknown as Uint8Array)).toThrow(/parseUrlencoded: input must be a Uint8Array/);
    expect(() => legacy.parseUrlencodedString(null as unknown as string)).toThrow(/parseUrlencodedString: input must be a string/);
  });

  test('a Buffer and a Uint8Array from another realm are accepted', async () => {
    const { Buffer } = await import('node:buffer');
    expect(parseUrlencoded(Buffer.from('a=%C3%A9+x'))).toEqual([['a', 'é x']]);
    const { runInNewContext } = await import('node:vm');
    expect(parseUrlencoded(runInNewContext('new Uint8Array([0x61, 0x3d, 0x62])') as Uint8Array)).toEqual([['a', 'b']]);
    expect(parseUrlencoded(utf8Encode('x'))).toEqual([['x', '']]);
  });
});
