// The parser's decoding core (steps 3.4–3.5 of #concept-urlencoded-parser) against the
// spec's steps written out on bytes: "+" → 0x20, percent-decode, UTF-8 decode without BOM.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { decodeBytesPiece, decodeStringPiece } from '../src/urlencoded-piece-decoder';

const utf8 = (s: string): Uint8Array => new TextEncoder().encode(s);
const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
const hex = (b: number | undefined): number =>
  b === undefined ? -1 : b >= 0x30 && b <= 0x39 ? b - 0x30 : b >= 0x41 && b <= 0x46 ? b - 0x37 : b >= 0x61 && b <= 0x66 ? b - 0x57 : -1;

/** The spec's steps on a byte sequence, naively. */
function specDecode(bytes: Uint8Array): string {
  const plus = Array.from(bytes, (b) => (b === 0x2b ? 0x20 : b));
  const out: number[] = [];
  for (let i = 0; i < plus.length; i++) {
    const h = hex(plus[i + 1]);
    const l = hex(plus[i + 2]);
    if (plus[i] === 0x25 && h >= 0 && l >= 0) {
      out.push(h * 16 + l);
      i += 2;
    } else out.push(plus[i] as number);
  }
  return decoder.decode(Uint8Array.from(out));
}

const escape = (b: number): string => `%${b.toString(16).padStart(2, '0')}`;
// Escapes of every kind of UTF-8 byte (lead bytes with their special bounds, continuation
// bytes, bytes no sequence uses), bad escapes, "+", and literal text.
const token = fc.oneof(
  fc.integer({ min: 0, max: 255 }).map(escape),
  fc.constantFrom('%', '%2', '%zz', '%%', '+', '%2B', '%2b', '%C3%A9', '%E2%80%BD', '%F0%9F%92%A9', '%E0%A0%80', '%ED%9F%BF', '%F4%8F%BF%BF'),
  fc.constantFrom('%C0%80', '%E0%80%80', '%ED%A0%80', '%F0%80%80%80', '%F4%90%80%80', '%80', '%BF', '%F8', '%FF'),
  fc.string({ unit: 'binary', maxLength: 3 }),
);
const piece = fc.array(token, { maxLength: 12 }).map((t) => t.join('').toWellFormed());

describe('decodeStringPiece', () => {
  test('equals the spec on the UTF-8 encoding of the piece', () => {
    fc.assert(
      fc.property(piece, (s) => {
        expect(decodeStringPiece(s, 0, s.length, 0)).toBe(specDecode(utf8(s)));
      }),
      { numRuns: 20000 },
    );
  });

  test('decodes only input[start, end)', () => {
    fc.assert(
      fc.property(piece, piece, piece, (a, b, c) => {
        const s = a + b + c;
        expect(decodeStringPiece(s, a.length, a.length + b.length, a.length)).toBe(specDecode(utf8(b)));
      }),
      { numRuns: 3000 },
    );
    // An escape cut by the end of the range is no escape.
    expect(decodeStringPiece('%41%42', 0, 5, 0)).toBe('A%4');
  });

  test('`first` is where the scan for "%" and "+" starts; at or past the end, the piece is its slice', () => {
    expect(decodeStringPiece('a+b%41c', 0, 7, 1)).toBe('a bAc');
    expect(decodeStringPiece('a+b%41c', 0, 7, 3)).toBe('a+bAc');
    expect(decodeStringPiece('a+b%41c', 0, 7, 7)).toBe('a+b%41c');
    expect(decodeStringPiece('x=a+b', 2, 5, 9)).toBe('a+b');
  });

  test('every one- and two-byte escape sequence, with text before and after', () => {
    for (let a = 0; a < 256; a++) {
      for (let b = 0; b < 256; b++) {
        const s = `x${escape(a)}${escape(b)}é`;
        const expected = specDecode(utf8(s));
        if (decodeStringPiece(s, 0, s.length, 0) !== expected) expect([s, decodeStringPiece(s, 0, s.length, 0)]).toEqual([s, expected]);
      }
    }
  });

  test('three- and four-byte sequences interrupted by text, "+", a bad escape or the end', () => {
    for (const lead of [0xe0, 0xe1, 0xed, 0xef, 0xf0, 0xf1, 0xf4]) {
      for (let second = 0x70; second < 0xd0; second += 0x08) {
        for (const tail of ['', 'a', '+', '%', '%zz', 'é', '💩', '%80', '%BF%BF', '%C3%A9']) {
          const s = `${escape(lead)}${escape(second)}${tail}`;
          expect(decodeStringPiece(s, 0, s.length, 0), s).toBe(specDecode(utf8(s)));
        }
      }
    }
  });

  test('a piece longer than 16K code units (decoded through bytes) gives the same', () => {
    const s = `${'a+%C3%A9%E2%80'.repeat(1500)}%zz${'💩'.repeat(100)}`;
    expect(s.length).toBeGreaterThan(1 << 14);
    expect(decodeStringPiece(s, 0, s.length, 0)).toBe(specDecode(utf8(s)));
    expect(decodeStringPiece(s, 3, s.length - 1, 3)).toBe(specDecode(utf8(s.slice(3, -1))));
  });
});

describe('decodeBytesPiece', () => {
  const bytes = fc.array(fc.oneof(fc.integer({ min: 0, max: 255 }), fc.constantFrom(0x25, 0x2b, 0x41, 0x43, 0x33)), { maxLength: 40 });

  test('equals the spec on any bytes, and leaves them unchanged', () => {
    fc.assert(
      fc.property(bytes, fc.nat(), fc.nat(), (b, x, y) => {
        const input = Uint8Array.from(b);
        const start = b.length === 0 ? 0 : x % (b.length + 1);
        const end = start + (b.length === 0 ? 0 : y % (b.length - start + 1));
        expect(decodeBytesPiece(input, start, end)).toBe(specDecode(input.subarray(start, end)));
        expect(Array.from(input)).toEqual(b);
      }),
      { numRuns: 10000 },
    );
  });

  test('pieces longer than the scratch buffer, with and without anything to decode', () => {
    for (const s of [`${'%C3%A9+'.repeat(400)}x`, 'é'.repeat(700), 'a'.repeat(5000)]) {
      const input = utf8(s);
      expect(decodeBytesPiece(input, 0, input.length)).toBe(specDecode(input));
    }
  });
});
