// https://url.spec.whatwg.org/#concept-urlencoded-parser and
// https://url.spec.whatwg.org/#concept-urlencoded-string-parser
import { decodeBytesPiece, decodeStringPiece } from './urlencoded-piece-decoder';

/** A parsed name-value tuple. */
export type UrlencodedPair = [name: string, value: string];

// The output list and its pairs are made with `new Array(n)`, not array literals. V8 gives
// each literal an allocation site and may decide, from how many of its objects survived a
// scavenge, to allocate all later ones in the old generation ("pretenuring"). It did so
// for these in about one Node process in four (more often with a large module graph
// loaded, such as whatwg-url's): parsing then ran at ~1.5× its usual time with 8× the GC
// time, for lists that mostly die young. Measured on URLSearchParams parse + toString of
// 10-pair queries: 8 slow processes in 32 with the literals, 0 in 40 with `new Array`, at
// the same speed otherwise (a copy of a template by slice() was also immune, but 15%
// slower).

/** A new pair `[name, value]`, without an array literal's allocation site. */
function newPair(name: string, value: string): UrlencodedPair {
  const pair = new Array<string>(2) as UrlencodedPair;
  pair[0] = name;
  pair[1] = value;
  return pair;
}

/**
 * Decodes the name or value `input[start, end)`: steps 3.4–3.5 (replace "+" with a space,
 * percent-decode, decode the bytes). The UTF-8 parser never copies the range.
 */
export type PieceDecoder = (input: Uint8Array, start: number, end: number) => string;

/**
 * The urlencoded parser on bytes (https://url.spec.whatwg.org/#concept-urlencoded-parser).
 * By default names and values are UTF-8 decoded without BOM, as the spec says. Null when
 * there are more than `maxPairs` pairs (found before decoding the one too many).
 */
export function parseBytes(
  input: Uint8Array,
  maxPairs: number,
  decodePiece: PieceDecoder = decodeBytesPiece,
): UrlencodedPair[] | null {
  const output = new Array<UrlencodedPair>(0);
  const length = input.length;
  let start = 0;
  // Step 1 and 3: split on 0x26 (&), one sequence at a time; one pass over each finds its
  // end and its first 0x3D (=).
  while (start <= length) {
    let end = start;
    let nameEnd = -1;
    for (; end < length; end++) {
      const b = input[end] as number;
      if (b === 0x26) break;
      if (b === 0x3d && nameEnd === -1) nameEnd = end;
    }
    // Step 3.1: skip empty sequences.
    if (end > start) {
      if (output.length >= maxPairs) return null;
      // Step 3.2–3.3: the name ends at the first "=", if the sequence has one.
      if (nameEnd === -1) nameEnd = end;
      const name = decodePiece(input, start, nameEnd);
      const value = nameEnd === end ? '' : decodePiece(input, nameEnd + 1, end);
      // Step 3.6.
      output.push(newPair(name, value));
    }
    start = end + 1;
  }
  return output;
}

/**
 * The urlencoded string parser (https://url.spec.whatwg.org/#concept-urlencoded-string-parser)
 * for UTF-8, without UTF-8 encoding the input.
 *
 * Spec divergence (performance): the string's lone surrogates become U+FFFD first (what
 * UTF-8 encoding does to them), then it is split on "&" and "=" and each piece decoded
 * from the string. This is the same as splitting its UTF-8 encoding: the encoding of a
 * code point other than "&" and "=" never contains the bytes 0x26 and 0x3D. Input with
 * nothing to decode (no "%", no "+") is only split, by native searches. Null when there
 * are more than `maxPairs` pairs, as for {@link parseBytes}.
 */
export function parseString(input: string, maxPairs: number): UrlencodedPair[] | null {
  return parseStringWith(input, maxPairs, pushPair);
}

/** Appends a parsed name and value to an output list (what it returns is unused). */
type Push<T> = (output: T[], name: string, value: string) => unknown;
const pushPair: Push<UrlencodedPair> = (output, name, value) => output.push(newPair(name, value));
/**
 * Into a flat list: names at even indexes, each followed by its value (no array per pair:
 * URLSearchParams keeps its list so, 64 bytes a tuple less).
 */
export const pushFlat: Push<string> = (output, name, value) => output.push(name, value);

/**
 * The string parser's one loop, writing pairs or a flat list through `push` (a bundle with
 * only the flat list has no pair code). Not pairs made from a flat list: the list's 2n
 * strings and the n pairs alive together made each collection copy three times the
 * objects, and time per pair grew with n (41 ns at 4K pairs, 206 ns at 16K).
 */
export function parseStringWith<T>(input: string, maxPairs: number, push: Push<T>): T[] | null {
  const scalars = input.toWellFormed();
  const output = new Array<T>(0);
  let pairs = 0;
  const length = scalars.length;
  let start = 0;
  // The next "=", "%" and "+" at or after `start` (length: none left), found by native
  // searches. Each is searched for again only once it is behind `start`, so the searches
  // never overlap: linear on "a&a&…&a=". A name or value with no "%" or "+" is a slice.
  let eq = -1;
  let percent = -1;
  let plus = -1;
  while (start <= length) {
    const end = indexOrLength(scalars, '&', start);
    if (end > start) {
      if (pairs++ >= maxPairs) return null;
      if (eq < start) eq = indexOrLength(scalars, '=', start);
      if (percent < start) percent = indexOrLength(scalars, '%', start);
      if (plus < start) plus = indexOrLength(scalars, '+', start);
      const nameEnd = eq < end ? eq : end;
      const name = piece(scalars, start, nameEnd, percent < plus ? percent : plus);
      let value = '';
      if (nameEnd < end) {
        if (percent < nameEnd) percent = indexOrLength(scalars, '%', nameEnd);
        if (plus < nameEnd) plus = indexOrLength(scalars, '+', nameEnd);
        value = piece(scalars, nameEnd + 1, end, percent < plus ? percent : plus);
      }
      push(output, name, value);
    }
    start = end + 1;
  }
  return output;
}

/**
 * Steps 3.4–3.5 on `input[from, to)`, whose first "%" or "+" is at `decode` or later: a
 * slice when that is past the piece. Small enough to be inlined, where decodeStringPiece
 * is not: a call for every plain name and value cost 10–25% on 10 and 100 pairs.
 */
function piece(input: string, from: number, to: number, decode: number): string {
  return decode < to ? decodeStringPiece(input, from, to, decode) : input.slice(from, to);
}

/** The index of `unit` in `input` at or after `from`, or the input's length. */
export function indexOrLength(input: string, unit: string, from: number): number {
  const i = input.indexOf(unit, from);
  return i === -1 ? input.length : i;
}
