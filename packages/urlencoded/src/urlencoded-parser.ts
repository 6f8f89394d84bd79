// https://url.spec.whatwg.org/#concept-urlencoded-parser and
// https://url.spec.whatwg.org/#concept-urlencoded-string-parser
import { percentDecodeBytesRangeToString, percentDecodeRangeToString } from '@x/percent-encoding';
import { tooManyPairs } from './parse-options';

/** A parsed name-value tuple. */
export type UrlencodedPair = [name: string, value: string];

/**
 * Decodes the name or value `input[start, end)`: steps 3.4–3.5 (replace "+" with a space,
 * percent-decode, decode the bytes). The UTF-8 parser never copies the range.
 */
export type PieceDecoder = (input: Uint8Array, start: number, end: number) => string;

/**
 * The urlencoded parser on bytes (https://url.spec.whatwg.org/#concept-urlencoded-parser).
 * With no `decodePiece`, names and values are UTF-8 decoded without BOM, as the spec says.
 */
export function parseBytes(
  fn: string,
  input: Uint8Array,
  maxPairs: number,
  decodePiece?: PieceDecoder,
): UrlencodedPair[] {
  const output: UrlencodedPair[] = [];
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
      if (output.length >= maxPairs) throw tooManyPairs(fn, maxPairs);
      // Step 3.2–3.3: the name ends at the first "=", if the sequence has one.
      if (nameEnd === -1) nameEnd = end;
      const name =
        decodePiece === undefined
          ? percentDecodeBytesRangeToString(input, start, nameEnd, true)
          : decodePiece(input, start, nameEnd);
      const value =
        nameEnd === end
          ? ''
          : decodePiece === undefined
            ? percentDecodeBytesRangeToString(input, nameEnd + 1, end, true)
            : decodePiece(input, nameEnd + 1, end);
      // Step 3.6.
      output.push([name, value]);
    }
    start = end + 1;
  }
  return output;
}

/**
 * The urlencoded string parser (https://url.spec.whatwg.org/#concept-urlencoded-string-parser)
 * for UTF-8, without UTF-8 encoding the input.
 *
 * Spec divergence (performance): the string is split on "&" and "=" and each piece decoded
 * from the string. This is the same as splitting its UTF-8 encoding: the encoding of a
 * code point other than "&" and "=" never contains the bytes 0x26 and 0x3D, and a lone
 * surrogate (U+FFFD in the scalar value string) stays U+FFFD in the piece that holds it.
 * Input with nothing to decode (no "%", no "+", no lone surrogate) is only split, by
 * native searches.
 */
export function parseString(fn: string, input: string, maxPairs: number): UrlencodedPair[] {
  const plain = input.indexOf('%') === -1 && input.indexOf('+') === -1 && input.isWellFormed();
  const output: UrlencodedPair[] = [];
  const length = input.length;
  let start = 0;
  // The next "=" at or after `start` (length: none left). It is searched for only once it
  // is behind `start`, so the searches never overlap: linear on "a&a&…&a=".
  let eq = -1;
  while (start <= length) {
    let end = input.indexOf('&', start);
    if (end === -1) end = length;
    if (end > start) {
      if (output.length >= maxPairs) throw tooManyPairs(fn, maxPairs);
      if (eq < start) {
        eq = input.indexOf('=', start);
        if (eq === -1) eq = length;
      }
      const nameEnd = eq < end ? eq : end;
      const name = plain ? input.slice(start, nameEnd) : percentDecodeRangeToString(input, start, nameEnd, true);
      const value =
        nameEnd === end ? '' : plain ? input.slice(nameEnd + 1, end) : percentDecodeRangeToString(input, nameEnd + 1, end, true);
      output.push([name, value]);
    }
    start = end + 1;
  }
  return output;
}
