// The ECMA-262 URI functions against the engine's built-ins: same output or both URIError.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { decodeURI, decodeURIComponent, encodeURI, encodeURIComponent } from '../src/ecmascript';

const builtins = {
  encodeURI: globalThis.encodeURI,
  encodeURIComponent: globalThis.encodeURIComponent,
  decodeURI: globalThis.decodeURI,
  decodeURIComponent: globalThis.decodeURIComponent,
};
const ours = { encodeURI, encodeURIComponent, decodeURI, decodeURIComponent };

type Outcome = { ok: true; value: string } | { ok: false; error: string };
function run(f: (s: string) => string, s: string): Outcome {
  try {
    return { ok: true, value: f(s) };
  } catch (e) {
    return { ok: false, error: (e as Error).constructor.name };
  }
}

const hex = (b: number, lower: boolean): string => {
  const h = b.toString(16).padStart(2, '0');
  return `%${lower ? h : h.toUpperCase()}`;
};

// Pieces that exercise every branch of Encode and Decode.
const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c));
const percentAndJunk = fc
  .array(fc.constantFrom(...'0123456789abcdefABCDEFgGxz%+ /#'.split('')), { maxLength: 2 })
  .map((cs) => `%${cs.join('')}`);
const scalar = fc.integer({ min: 0, max: 0x10ffff }).filter((c) => c < 0xd800 || c > 0xdfff);
const validEscapes = fc
  .tuple(scalar, fc.boolean())
  .map(([cp, lower]) => Array.from(new TextEncoder().encode(String.fromCodePoint(cp)), (b) => hex(b, lower)).join(''));
// Lead bytes with wrong, missing or extra continuations; overlong forms; surrogates; > U+10FFFF.
const invalidEscapes = fc
  .array(fc.oneof(fc.integer({ min: 0x80, max: 0xff }), fc.constantFrom(0xc0, 0xc1, 0xe0, 0xed, 0xf0, 0xf4, 0xf5, 0x80, 0xbf, 0x9f, 0xa0, 0x8f, 0x90)), {
    minLength: 1,
    maxLength: 5,
  })
  .map((bytes) => bytes.map((b) => hex(b, false)).join(''));
const reservedEscapes = fc
  .tuple(fc.constantFrom(...';/?:@&=+$,#%-_.!~*\'()[] "<>'.split('')), fc.boolean())
  .map(([c, lower]) => hex(c.charCodeAt(0), lower));
const asciiChar = fc.integer({ min: 0, max: 0x7f }).map((c) => String.fromCharCode(c));
const anyString = fc.string({ unit: 'binary', maxLength: 4 });

const piece = fc.oneof(loneSurrogate, percentAndJunk, validEscapes, invalidEscapes, reservedEscapes, asciiChar, anyString);
const input = fc.array(piece, { maxLength: 12 }).map((pieces) => pieces.join(''));

describe('ECMA-262 URI functions agree with the built-ins', () => {
  for (const name of ['encodeURI', 'encodeURIComponent', 'decodeURI', 'decodeURIComponent'] as const) {
    test(`${name}: 10,000 generated strings`, () => {
      let threw = 0;
      fc.assert(
        fc.property(input, (s) => {
          const expected = run(builtins[name], s);
          if (!expected.ok) threw++;
          expect(run(ours[name], s)).toEqual(expected);
        }),
        { numRuns: 10_000 },
      );
      // The generators must reach the URIError paths, or the comparison proves little.
      expect(threw).toBeGreaterThan(100);
    });
  }

  test('every BMP code unit alone and every escape %00–%FF alone', () => {
    for (let c = 0; c < 0x10000; c++) {
      const s = String.fromCharCode(c);
      expect(run(encodeURI, s)).toEqual(run(builtins.encodeURI, s));
      expect(run(encodeURIComponent, s)).toEqual(run(builtins.encodeURIComponent, s));
    }
    for (let b = 0; b < 256; b++) {
      for (const s of [hex(b, false), hex(b, true)]) {
        expect(run(decodeURI, s)).toEqual(run(builtins.decodeURI, s));
        expect(run(decodeURIComponent, s)).toEqual(run(builtins.decodeURIComponent, s));
      }
    }
  });

  test('decodeURI keeps escapes of reserved characters and "#" as written', () => {
    expect(decodeURI('%2f%2F%23%3B%41%25')).toBe('%2f%2F%23%3BA%');
    expect(decodeURIComponent('%2f%2F%23%3B%41%25')).toBe('//#;A%');
  });

  test('URIError cases', () => {
    for (const s of ['%', '%4', '%G0', '%C3', '%C3%', '%C3%2', '%C3A9', '%C0%80', '%E0%80%80', '%ED%A0%80', '%F4%90%80%80', '%F8%80%80%80%80', '%80', '%C3%28']) {
      expect(() => decodeURIComponent(s), s).toThrow(URIError);
      expect(() => decodeURI(s), s).toThrow(URIError);
    }
    expect(() => encodeURIComponent('\uD800')).toThrow(URIError);
    expect(() => encodeURI('a\uDC00b')).toThrow(URIError);
    expect(encodeURI('\uD83D\uDCA9')).toBe('%F0%9F%92%A9');
  });

  test('arguments are converted with ToString like the built-ins; a Symbol is a TypeError naming the function', () => {
    for (const v of [undefined, null, 12, true, { toString: () => 'a b' }, 10n]) {
      expect(encodeURIComponent(v as unknown as string)).toBe(builtins.encodeURIComponent(v as unknown as string));
      expect(decodeURI(v as unknown as string)).toBe(builtins.decodeURI(v as unknown as string));
    }
    expect(() => encodeURI(Symbol('x') as unknown as string)).toThrow(/encodeURI: cannot convert a Symbol/);
    expect(() => decodeURIComponent(Symbol('x') as unknown as string)).toThrow(TypeError);
  });
});
