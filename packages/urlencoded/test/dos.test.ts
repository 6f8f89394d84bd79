// The parsers and the serializer run in linear time on their worst inputs: the fitted
// exponent of time over input length stays below 1.3 (quadratic would be about 2).
import { getEncoder } from '@x/percent-encoding/encodings';
import { describe, expect, test } from 'vitest';
import { parseUrlencoded, parseUrlencodedString, serializeUrlencoded } from '../src/index';
import * as legacy from '../src/legacy';
import { bestThunkGrowthExponent } from '@x/tooling/growth';

const bestExponent = (make: (n: number) => () => unknown, sizes: readonly number[]): number =>
  bestThunkGrowthExponent(make, sizes, { windowMs: 15 });

const SIZES = [1 << 10, 1 << 11, 1 << 12, 1 << 13, 1 << 14];
const utf8 = (s: string): Uint8Array => new TextEncoder().encode(s);

const inputs: ReadonlyArray<readonly [string, (n: number) => string]> = [
  ['"&" × n (only empty sequences)', (n) => '&'.repeat(n)],
  // Sequences of 32 code units, so that the pairs' allocation (whose cost per object grows
  // with the heap under V8's collector: 4 ns at 4K objects, 80 ns at 64K, measured with no
  // parser at all; CI read 1.40 on "a&" × n) does not hide the search: a parser that looked
  // for "=" from each sequence to the end would still be quadratic here.
  ['"a" × 32 + "&", n times, then one "=" (no "=" until the end)', (n) => `${`${'a'.repeat(32)}&`.repeat(n)}=`],
  // The same for the searches for "%" and "+" (urlencoded-parser.ts), in names and in
  // values, with longer sequences: at 32 units CI once read 1.304 on the "%" shape.
  ['"a" × 128 + "&", n times, then one "%"', (n) => `${`${'a'.repeat(128)}&`.repeat(n)}%`],
  ['"a=" + "b" × 128 + "&", n times, then one "+"', (n) => `${`a=${'b'.repeat(128)}&`.repeat(n)}+`],
  ['"=" × n', (n) => '='.repeat(n)],
  ['"%" × n', (n) => '%'.repeat(n)],
  ['"%C3" × n', (n) => '%C3'.repeat(n)],
  ['"+%2B" × n', (n) => '+%2B'.repeat(n)],
  ['lone surrogates', (n) => '\uD800='.repeat(n)],
  ['"a=%E2%80%BD&" × n', (n) => 'a=%E2%80%BD&'.repeat(n)],
];

describe('linear time on worst-case inputs', () => {
  for (const [name, make] of inputs) {
    test(`parseUrlencodedString(${name})`, () => {
      const exponent = bestExponent((n) => { const s = make(n); return () => parseUrlencodedString(s); }, SIZES);
      expect(exponent, `fitted exponent ${exponent.toFixed(2)}`).toBeLessThan(1.3);
    });
    test(`parseUrlencoded(${name})`, () => {
      expect(bestExponent((n) => { const b = utf8(make(n)); return () => parseUrlencoded(b); }, SIZES)).toBeLessThan(1.3);
    });
  }

  test('legacy parseUrlencoded with useCharsetParameter and Shift_JIS, "a&" × n then _charset_', () => {
    const make = (n: number): (() => unknown) => {
      const b = utf8(`${'%82%A0=%83e&'.repeat(n)}_charset_=shift_jis`);
      return () => legacy.parseUrlencoded(b, { useCharsetParameter: true });
    };
    // Larger sizes: tens of thousands of small decoder calls cross a garbage-collection
    // threshold near 16K pieces, a one-off bump that the fit over 1K–16K mistakes for growth.
    expect(bestExponent(make, [1 << 12, 1 << 13, 1 << 14, 1 << 15])).toBeLessThan(1.3);
  });

  for (const [label, encoder] of [['UTF-8', undefined], ['windows-1252', getEncoder('windows-1252')]] as const) {
    test(`serializeUrlencoded: n pairs of spaces and non-ASCII, ${label}`, () => {
      const make = (n: number): (() => unknown) => {
        const pairs = Array.from({ length: n }, () => ['a b', 'é ‽'] as [string, string]);
        return () => serializeUrlencoded(pairs, encoder);
      };
      const exponent = bestExponent(make, [1 << 9, 1 << 10, 1 << 11, 1 << 12, 1 << 13]);
      expect(exponent, `fitted exponent ${exponent.toFixed(2)}`).toBeLessThan(1.3);
    });
  }
});
