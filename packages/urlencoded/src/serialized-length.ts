// The length of https://url.spec.whatwg.org/#concept-urlencoded-serializer's output (UTF-8),
// counted before serializing: a serialization longer than the engine's maximum string
// length is then a RangeError decided before the work, not the engine's own after seconds
// and hundreds of megabytes of encoding (a 100 MB value of "é" serializes to 600 million
// code units; V8 holds 2^29 − 24).
import { FORM_URLENCODED_PERCENT_ENCODE_SET, isRepresentableLength, utf8PercentEncodedLength } from '@x/percent-encoding';
import { parseStringWith } from './urlencoded-parser';

/**
 * V8's maximum string length on 64-bit, the smallest of the engines' (SpiderMonkey
 * 2^30 − 2, JavaScriptCore 2^31 − 1): a serialization no longer fits everywhere, so it is
 * not counted exactly.
 */
const SMALLEST_MAX_LENGTH = 536_870_888;
/**
 * Serialized code units per code unit of a name or value at most: a lone surrogate (U+FFFD)
 * or a code point from U+0800 up is three percent-encoded bytes.
 */
const MAX_GROWTH = 9;

/** The RangeError for a serialization of `length` code units (worded as V8's own, with the length). */
const tooLong = (length: number): RangeError => new RangeError(`Invalid string length: ${length} code units once serialized`);

/** One name or value once serialized: percent-encoded with the form set, spaces as "+". */
const serializedLength = (s: string): number => utf8PercentEncodedLength(s, FORM_URLENCODED_PERCENT_ENCODE_SET, true);

/**
 * Throws a RangeError when the serialization of the flat list `list` (a name, then its
 * value, for each tuple) would be longer than this engine's maximum string length. Reads
 * the strings' lengths only, unless their bound is past the smallest engine's maximum:
 * then counts every code unit.
 */
export function checkListSerializedLength(list: readonly string[]): void {
  // One "=" per tuple and one "&" between tuples: list.length − 1 separators.
  let bound = list.length - 1;
  for (let i = 0; i < list.length; i++) bound += MAX_GROWTH * (list[i] as string).length;
  if (bound <= SMALLEST_MAX_LENGTH) return;
  const length = listSerializedLength(list);
  if (!isRepresentableLength(length)) throw tooLong(length);
}

/** The length of the serialization of the flat list `list`, counted without making it. */
export function listSerializedLength(list: readonly string[]): number {
  let length = Math.max(list.length - 1, 0);
  for (let i = 0; i < list.length; i++) length += serializedLength(list[i] as string);
  return length;
}

/**
 * Whether the serialization of the list the urlencoded string parser makes of `input`
 * fits in a string on this engine. Parses `input` (keeping no tuple) only when its bound
 * is past the smallest engine's maximum.
 */
export function unparsedSerializationFits(input: string): boolean {
  // Each code unit gives at most MAX_GROWTH (a "%XX" decodes to one byte, which gives at
  // most nine: U+FFFD), and each tuple at most one "=" more than it has: MAX_GROWTH + 1.
  return (MAX_GROWTH + 1) * input.length <= SMALLEST_MAX_LENGTH || isRepresentableLength(unparsedSerializedLength(input));
}

/**
 * The length of the serialization of the list the urlencoded string parser makes of
 * `input`, counted without making either (each name and value is decoded, counted and
 * dropped).
 */
export function unparsedSerializedLength(input: string): number {
  let length = 0;
  parseStringWith(input, Infinity, (_, name, value) => {
    // "&" before every tuple but the first, "=" in each.
    length += (length === 0 ? 1 : 2) + serializedLength(name) + serializedLength(value);
  });
  return length;
}
