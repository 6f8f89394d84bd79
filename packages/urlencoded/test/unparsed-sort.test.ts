// sortUnparsed must be the parsed list, stably sorted and serialized, whatever ranges its
// random sample of names draws (the span is a parameter, so short queries take many
// passes here): names compared in place up to their first "%" or "+", tuples named as a
// range's bound written without sorting, the output joined through a byte buffer.
import { joinedPieces, rng } from '@x/tooling/random';
import { describe, expect, test } from 'vitest';
import { parseUrlencodedString, serializeUrlencoded } from '../src/index';
import { sortUnparsed } from '../src/internal';

/** The serialization of the list `input` parses to, after a stable sort by name (code units). */
const sortedSerialization = (input: string): string =>
  serializeUrlencoded(parseUrlencodedString(input).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

/** Pieces of names and values, with everything a name can decode from ("%3D" is "="). */
const PIECES = ['a', 'b', 'B', 'a', '=', '=', '&', '&', '+', '%41', '%3D', '%2', '%', ' ', '~', 'é', '\uD800', '💩', '!', '0', 'ab', 'a%2B'];

/** A query of up to `most` - 1 pieces drawn from PIECES. */
const generatedQuery = (r: () => number, most: number): string => joinedPieces(r, PIECES, most);

describe('sortUnparsed', () => {
  test('examples, at every span', () => {
    const queries = ['b=1&a=2&b=3&a=4&', 'b&%61=%41&a!=x y&a=é&a+=1', '', '&&', 'a', 'a&a&a=', 'a%3Db=1&a=2&a>=3&a%3D=4'];
    for (const q of queries) for (const span of [1, 2, 3, 5, 8, 1000]) expect(sortUnparsed(q, span), `${q} ${span}`).toBe(sortedSerialization(q));
  });

  test('is the parsed list, sorted and serialized, on 10,000 generated queries (fixed seed)', () => {
    const r = rng(0x7a9e5);
    for (let n = 0; n < 10_000; n++) {
      const input = generatedQuery(r, 40);
      const span = 1 + Math.floor(r() * 12);
      expect(sortUnparsed(input, span), JSON.stringify([input, span])).toBe(sortedSerialization(input));
    }
  });

  test('many names, one of them in a third of the tuples, over many passes and joins', () => {
    // 60,000 tuples in about 25 ranges: the frequent name is sampled as a bound (written
    // unsorted); the output passes its 2^20-byte buffer several times.
    const r = rng(0x3a11);
    const tuples: string[] = [];
    for (let i = 0; i < 60_000; i++) {
      const name = r() < 0.33 ? 'm' : `${'%41+zé'[i % 6]}${Math.floor(r() * 1e6).toString(36)}`;
      tuples.push(`${name}=${i}${'x'.repeat(Math.floor(r() * 30))}`);
    }
    const input = tuples.join('&');
    expect(sortUnparsed(input, Math.ceil(input.length / 25))).toBe(sortedSerialization(input));
  });

  test('examples at the default span', () => {
    expect(sortUnparsed('b=1&a=2&b=3&a=4&')).toBe('a=2&a=4&b=1&b=3');
    // Names decoded before they are compared ("%61" is "a", "+" a space, which sorts
    // before "!"); each tuple then written as the serializer writes it.
    expect(sortUnparsed('b&%61=%41&a!=x y&a=é&a+=1')).toBe('a=A&a=%C3%A9&a+=1&a%21=x+y&b=');
    expect(sortUnparsed('')).toBe('');
    expect(sortUnparsed('&&')).toBe('');
  });

  test('is the parsed list, sorted and serialized, on 100,000 generated queries at the default span (fixed seed)', () => {
    const r = rng(0x5047ed);
    for (let n = 0; n < 100_000; n++) {
      const input = generatedQuery(r, 14);
      expect(sortUnparsed(input), JSON.stringify(input)).toBe(sortedSerialization(input));
    }
  });

  test('a long group: tuples of one name, in list order, across output joins', () => {
    // About 4.5 MB: the span's two passes write each name's tuples without sorting them,
    // over several 2^20-byte joins, with values of 0 to 60 code units, some encoded.
    const r = rng(0xc4a2);
    const value = (i: number): string => `${i}${'xé %'.repeat(Math.floor(r() * 15))}`;
    const input = Array.from({ length: 150_000 }, (_, i) => `${'cba'[i % 3]}=${value(i)}`).join('&');
    expect(sortUnparsed(input)).toBe(sortedSerialization(input));
  });

  test('16 MB of distinct names at the default span', () => {
    // Written in descending order: sorted, they are the same tuples reversed.
    const tuples: string[] = [];
    for (let i = 0, length = 0; length < 1 << 24; i++) {
      const tuple = `n${(0x7fffffff - i).toString(36)}=${i % 10}`;
      tuples.push(tuple);
      length += tuple.length + 1;
    }
    expect(sortUnparsed(tuples.join('&'))).toBe(tuples.reverse().join('&'));
  });
});
