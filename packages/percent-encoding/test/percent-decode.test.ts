import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  percentDecodeBytes,
  percentDecodeBytesRangeToString,
  percentDecodeRangeToString,
  percentDecodeString,
  percentDecodeToString,
  utf8DecodeWithoutBOM,
  utf8Encode,
} from '../src/index';

const ascii = (s: string): Uint8Array => Uint8Array.from(s, (c) => c.charCodeAt(0));
const reference = new TextDecoder('utf-8', { ignoreBOM: true });

/** https://url.spec.whatwg.org/#percent-decode written out naively, as the oracle. */
function naivePercentDecode(input: Uint8Array): Uint8Array {
  const isHex = (b: number | undefined): boolean =>
    b !== undefined && ((b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x46) || (b >= 0x61 && b <= 0x66));
  const out: number[] = [];
  for (let i = 0; i < input.length; i++) {
    const b = input[i] as number;
    if (b === 0x25 && isHex(input[i + 1]) && isHex(input[i + 2])) {
      out.push(parseInt(String.fromCharCode(input[i + 1] as number, input[i + 2] as number), 16));
      i += 2;
    } else out.push(b);
  }
  return Uint8Array.from(out);
}

// Strings rich in escapes (valid, truncated, bad hex), pluses, lone surrogates and non-ASCII.
const piece = fc.oneof(
  fc.constantFrom('%', '%2', '%2B', '%2b', '%zz', '%%41', '+', '%20', '%C3', '%A9', '%E2%80%BD', '%F0%9F%92%A9', '%ED%A0%80', '%FF', '%EF%BB%BF'),
  fc.integer({ min: 0, max: 0xff }).map((b) => `%${b.toString(16).padStart(2, '0')}`),
  fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c)),
  fc.string({ unit: 'binary', maxLength: 5 }),
);
const input = fc.array(piece, { maxLength: 40 }).map((p) => p.join(''));

describe('percentDecodeBytes', () => {
  test('spec example and edge cases', () => {
    expect(percentDecodeBytes(ascii('%25%s%1G'))).toEqual(ascii('%%s%1G'));
    expect(percentDecodeBytes(ascii('%'))).toEqual(ascii('%'));
    expect(percentDecodeBytes(ascii('%4'))).toEqual(ascii('%4'));
    expect(percentDecodeBytes(ascii('a%4a%4A%ff%FF'))).toEqual(Uint8Array.of(0x61, 0x4a, 0x4a, 0xff, 0xff));
    expect(percentDecodeBytes(ascii('%%41'))).toEqual(ascii('%A'));
  });

  test('returns the input itself when it has no 0x25, and never modifies the input', () => {
    const plain = ascii('abc');
    expect(percentDecodeBytes(plain)).toBe(plain);
    const encoded = ascii('%41');
    percentDecodeBytes(encoded);
    expect(encoded).toEqual(ascii('%41'));
  });

  test('matches a naive transcription of the spec on random bytes', () => {
    const bytes = fc.array(fc.oneof(fc.constantFrom(0x25, 0x30, 0x39, 0x41, 0x46, 0x47, 0x61, 0x66, 0x67), fc.integer({ min: 0, max: 255 })), {
      maxLength: 30,
    });
    fc.assert(fc.property(bytes, (b) => {
      expect(percentDecodeBytes(Uint8Array.from(b))).toEqual(naivePercentDecode(Uint8Array.from(b)));
    }), {
      numRuns: 3000,
    });
  });
});

describe('percentDecodeString', () => {
  test('spec example: "‽%25%2E"', () => {
    expect(percentDecodeString('‽%25%2E')).toEqual(Uint8Array.of(0xe2, 0x80, 0xbd, 0x25, 0x2e));
  });

  test('lone surrogates become U+FFFD before UTF-8 encoding', () => {
    expect(percentDecodeString('\uD800%41\uDC00')).toEqual(Uint8Array.of(0xef, 0xbf, 0xbd, 0x41, 0xef, 0xbf, 0xbd));
  });

  test('is the percent-decoding of the UTF-8 encoding', () => {
    fc.assert(fc.property(input, (s) => {
      expect(percentDecodeString(s)).toEqual(naivePercentDecode(new TextEncoder().encode(s)));
    }), {
      numRuns: 3000,
    });
  });
});

describe('utf8Encode and utf8DecodeWithoutBOM', () => {
  test('a BOM is kept, invalid sequences are U+FFFD', () => {
    expect(utf8DecodeWithoutBOM(Uint8Array.of(0xef, 0xbb, 0xbf, 0x41))).toBe('\uFEFFA');
    expect(utf8DecodeWithoutBOM(Uint8Array.of(0xc2))).toBe('\uFFFD');
    expect(utf8DecodeWithoutBOM(Uint8Array.of(0xc2, 0x78))).toBe('\uFFFDx');
    expect(utf8DecodeWithoutBOM(Uint8Array.of(0xfe, 0xff))).toBe('\uFFFD\uFFFD');
    expect(utf8DecodeWithoutBOM(Uint8Array.of(0xf0, 0x9f, 0x92))).toBe('\uFFFD');
    expect(utf8DecodeWithoutBOM(Uint8Array.of(0xed, 0xa0, 0x80))).toBe('\uFFFD\uFFFD\uFFFD');
    expect(utf8DecodeWithoutBOM(Uint8Array.of(0xef, 0xbf, 0xbf))).toBe('\uFFFF');
    expect(utf8Encode('a\uD800')).toEqual(Uint8Array.of(0x61, 0xef, 0xbf, 0xbd));
  });

  test('equals TextDecoder (ignoreBOM) on random bytes, short and long', () => {
    const bytes = fc.array(
      fc.oneof(
        fc.integer({ min: 0, max: 255 }),
        fc.constantFrom(0x80, 0xbf, 0xc0, 0xc1, 0xc2, 0xdf, 0xe0, 0xed, 0xef, 0xf0, 0xf4, 0xf5, 0xff, 0x9f, 0xa0, 0x8f, 0x90),
      ),
      { maxLength: 120 },
    );
    fc.assert(
      fc.property(bytes, (b) => {
        const u8 = Uint8Array.from(b);
        expect(utf8DecodeWithoutBOM(u8)).toBe(reference.decode(u8));
      }),
      { numRuns: 5000 },
    );
  });

  test('round-trips every scalar value', () => {
    let s = '';
    for (let cp = 0; cp <= 0x10ffff; cp += cp < 0x10000 ? 1 : 97) if (cp < 0xd800 || cp > 0xdfff) s += String.fromCodePoint(cp);
    expect(utf8DecodeWithoutBOM(utf8Encode(s))).toBe(s);
  });
});

describe('percentDecodeToString and the range variants', () => {
  const spec = (s: string): string => reference.decode(naivePercentDecode(new TextEncoder().encode(s)));

  test('equals UTF-8 decode without BOM of the string percent-decoding', () => {
    fc.assert(fc.property(input, (s) => {
      expect(percentDecodeToString(s)).toBe(spec(s));
    }), { numRuns: 5000 });
  });

  test('returns the input itself when there is no "%" and no lone surrogate', () => {
    const s = 'a perfectly ordinary string with ünïcödé and 💩';
    expect(percentDecodeToString(s)).toBe(s);
    expect(percentDecodeToString('a\uD800')).toBe('a\uFFFD');
    expect(percentDecodeToString('%C3%A9t%C3%A9%')).toBe('été%');
    expect(percentDecodeToString('%C3%C3%A9')).toBe('\uFFFDé');
    expect(percentDecodeToString('%E2%80')).toBe('\uFFFD');
  });

  test('range variants with plusAsSpace equal the urlencoded parser steps on a slice', () => {
    const withPlus = (s: string): string => reference.decode(naivePercentDecode(new TextEncoder().encode(s.replaceAll('+', ' '))));
    fc.assert(
      fc.property(input, fc.nat(), fc.nat(), fc.boolean(), (s, a, b, plus) => {
        const start = s.length === 0 ? 0 : a % (s.length + 1);
        const end = start + (s.length - start === 0 ? 0 : b % (s.length - start + 1));
        const slice = s.slice(start, end);
        const expected = plus ? withPlus(slice) : spec(slice);
        expect(percentDecodeRangeToString(s, start, end, plus)).toBe(expected);
        // Bytes: the same steps on the UTF-8 encoding of the slice, placed inside other bytes.
        const inner = new TextEncoder().encode(slice);
        const bytes = new Uint8Array(inner.length + 4);
        bytes.set([0x25, 0x2b], 0);
        bytes.set(inner, 2);
        bytes.set([0x25, 0x34], inner.length + 2);
        expect(percentDecodeBytesRangeToString(bytes, 2, 2 + inner.length, plus)).toBe(expected);
      }),
      { numRuns: 5000 },
    );
    expect(percentDecodeRangeToString('a+b%2B', 0, 6, true)).toBe('a b+');
    expect(percentDecodeRangeToString('a+b%2B', 0, 6)).toBe('a+b+');
  });

  test('long inputs take the TextDecoder path and agree', () => {
    const s = '%E6%97%A5%E6%9C%AC'.repeat(200) + '%FF' + 'x'.repeat(100) + '%C3%A9'.repeat(50);
    expect(percentDecodeToString(s)).toBe(spec(s));
  });

  test('long inputs are decoded in pieces of 65,536 code units: nothing that straddles a boundary changes', () => {
    // Each shape placed at every offset across the first piece boundary: a "%XX", a
    // "%XX" of a multi-byte sequence, a surrogate pair, a lone surrogate, "%" and "%4"
    // without their digits, "+" (plusAsSpace), and a surrogate right after a "%".
    const PIECE = 1 << 16;
    const shapes = ['%41', '%C3%A9', '%E6%97%A5', '\u{1F600}', '\uD800', '%', '%4', '%%41', '+%2B', '%\uD83D\uDE00', '\uD83D%41'];
    for (const shape of shapes) {
      for (let shift = -4; shift <= 4; shift++) {
        const head = 'a'.repeat(PIECE + shift - 2);
        const s = head + shape + 'b%62'.repeat(20_000);
        expect(percentDecodeToString(s) === spec(s), `${JSON.stringify(shape)} at ${shift}`).toBe(true);
        const plus = percentDecodeRangeToString(s, 1, s.length, true);
        expect(plus === spec(s.slice(1).replaceAll('+', ' ')), `${JSON.stringify(shape)} at ${shift}, plusAsSpace`).toBe(true);
      }
    }
  });
});

describe('argument types', () => {
  test('wrong types are TypeErrors naming the function and argument', () => {
    expect(() => percentDecodeBytes('%41' as unknown as Uint8Array)).toThrow(/percentDecodeBytes: input must be a Uint8Array/);
    expect(() => percentDecodeString(1 as unknown as string)).toThrow(/percentDecodeString: input must be a string/);
    expect(() => percentDecodeToString(null as unknown as string)).toThrow(/percentDecodeToString: input must be a string/);
    expect(() => utf8Encode(undefined as unknown as string)).toThrow(/utf8Encode: input must be a string/);
    expect(() => utf8DecodeWithoutBOM([1] as unknown as Uint8Array)).toThrow(/utf8DecodeWithoutBOM: bytes must be a Uint8Array/);
    expect(() => percentDecodeRangeToString('abc', 2, 1)).toThrow(/percentDecodeRangeToString: start and end/);
    expect(() => percentDecodeBytesRangeToString(new Uint8Array(2), 0, 3)).toThrow(/percentDecodeBytesRangeToString: start and end/);
  });

  test('a Buffer and a Uint8Array from another realm are accepted', async () => {
    const { Buffer } = await import('node:buffer');
    expect(percentDecodeBytes(Buffer.from('%41'))).toEqual(ascii('A'));
    const { runInNewContext } = await import('node:vm');
    const foreign = runInNewContext('new Uint8Array([0x25, 0x34, 0x31])') as Uint8Array;
    expect(utf8DecodeWithoutBOM(percentDecodeBytes(foreign))).toBe('A');
  });
});
