// The serializer's length counted before serializing (serialized-length.ts): exact on
// generated lists and queries (fixed seed), and on V8's maximum string length both sides
// of it, where a result one tuple's worth too long is our RangeError before the work.
import { joinedPieces, rng } from '@x/tooling/random';
import { constants } from 'node:buffer';
import { describe, expect, test } from 'vitest';
import { parseUrlencodedString, serializeUrlencoded } from '../src/index';
import { sortUnparsed } from '../src/internal';
import {
  checkListSerializedLength,
  listSerializedLength,
  unparsedSerializationFits,
  unparsedSerializedLength,
} from '../src/serialized-length';

const MAX = constants.MAX_STRING_LENGTH;
/** Pieces of queries, names and values: "%XX" valid or not, "+", non-ASCII, lone surrogates. */
const PIECES = ['a', 'B', '=', '=', '&', '&', '+', ' ', '%41', '%3D', '%C3%A9', '%FF', '%E2%82', '%2', '%', '~', '*', 'é', '€', '\uD800', '\uDC00', '💩', '\u0800', '\u007f'];

const generated = (r: () => number, most: number): string => joinedPieces(r, PIECES, most);

describe('the counts equal the serializer (seed 20261128)', () => {
  test('20,000 generated queries: unparsedSerializedLength is the serialization of their parse', () => {
    const r = rng(20261128);
    for (let k = 0; k < 20000; k++) {
      const q = generated(r, 24);
      expect([q, unparsedSerializedLength(q)]).toEqual([q, serializeUrlencoded(parseUrlencodedString(q)).length]);
    }
  });

  test('20,000 generated flat lists: listSerializedLength is their serialization', () => {
    const r = rng(20261129);
    for (let k = 0; k < 20000; k++) {
      const pairs: [string, string][] = [];
      for (let t = Math.floor(r() * 5); t > 0; t--) pairs.push([generated(r, 6), generated(r, 6)]);
      expect([pairs, listSerializedLength(pairs.flat())]).toEqual([pairs, serializeUrlencoded(pairs).length]);
    }
  });
});

describe("at V8's maximum string length", () => {
  // "é" serializes to six code units ("%C3%A9"): the largest count of them that fits.
  const fitting = Math.floor((MAX - 2) / 6);

  test('a list whose serialization is exactly the maximum passes; six more code units throw, naming the length', () => {
    const value = 'é'.repeat(fitting);
    expect(listSerializedLength(['a', value])).toBe(2 + 6 * fitting);
    expect(2 + 6 * fitting).toBeLessThanOrEqual(MAX);
    expect(() => checkListSerializedLength(['a', value])).not.toThrow();
    const longer = `${value}é`;
    expect(() => checkListSerializedLength(['a', longer])).toThrow(
      new RangeError(`Invalid string length: ${2 + 6 * (fitting + 1)} code units once serialized`),
    );
  });

  test('an unparsed query past it is not sorted in passes (null, before the work); one within it is', () => {
    // "b=&a=" then the value: five code units more.
    const n = Math.floor((MAX - 5) / 6);
    const within = `b=&a=${'é'.repeat(n)}`;
    expect(unparsedSerializedLength(within)).toBe(5 + 6 * n);
    expect(unparsedSerializationFits(within)).toBe(true);
    const past = `${within}é`;
    expect(unparsedSerializationFits(past)).toBe(false);
    expect(sortUnparsed(past)).toBeNull();
  });
});
