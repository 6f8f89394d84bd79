// https://url.spec.whatwg.org/#string-percent-decode, then
// https://encoding.spec.whatwg.org/#utf-8-decode-without-bom
//
// The host parser and the urlencoded parser both want "UTF-8 decode without BOM of the
// percent-decoding" of a string (or of a range of bytes). Going through bytes for the
// whole input is wasteful: text outside percent-encoded bytes decodes back to itself.
//
// Spec divergence (performance): only the runs of consecutive percent-encoded bytes are
// UTF-8 decoded; the text between them is copied as slices. This gives the same string,
// because the UTF-8 encoding of a code point never starts with a continuation byte
// (0x80–0xBF): a sequence left incomplete at the end of a run is ended by whatever
// follows it exactly as at the end of the input, one U+FFFD either way.
import { codeUnitAt } from './code-unit';
import { percentEncodedByteAt } from './ascii-hex';
import { isUint8Array } from './is-uint8-array';
import { percentDecodeInPlace } from './percent-decode';
import { utf8DecodeNative, utf8DecodeRange } from './utf8-decode';
import { textEncoder } from './utf8-encode';

// Above this many code units, the input goes through bytes natively (TextEncoder, one
// pass in place, TextDecoder): a huge input would otherwise become millions of string
// fragments for the garbage collector.
const LONG = 1 << 14;

// Reused byte buffer for runs of percent-encoded bytes and short copies of byte ranges;
// a longer run gets a buffer of its own.
const scratch = /* @__PURE__ */ new Uint8Array(1024);

function grow(buffer: Uint8Array): Uint8Array {
  const grown = new Uint8Array(buffer.length * 2);
  grown.set(buffer);
  return grown;
}

function checkRange(name: string, length: number, start: unknown, end: unknown): void {
  if (typeof start !== 'number' || typeof end !== 'number' || !(start >= 0 && start <= end && end <= length)) {
    throw new TypeError(`${name}: start and end must be indices, 0 <= start <= end <= length`);
  }
}

/** Code units per piece of a long input (decodeLong). */
const PIECE = 1 << 16;

/**
 * The spec's own steps for a long input[start, end) — UTF-8 encode, percent-decode, UTF-8
 * decode without BOM — a piece at a time: only the decoded bytes are kept whole, not the
 * UTF-8 encoding of the input (100 MB of "%41" decodes to 33 MB). A piece never ends
 * inside a surrogate pair or a "%XX" (either would decode differently split), and the
 * bytes are UTF-8 decoded once, joined, so a code point whose bytes span pieces is whole.
 */
function decodeLong(input: string, start: number, end: number, plusAsSpace: boolean): string {
  const encoded = new Uint8Array(PIECE * 3);
  const decoded: Uint8Array[] = [];
  let total = 0;
  for (let at = start; at < end; ) {
    let to = Math.min(end, at + PIECE);
    if (to < end) {
      const last = codeUnitAt(input, to - 1);
      if (last >= 0xd800 && last <= 0xdbff) to--;
      else if (last === 0x25) to--;
      else if (codeUnitAt(input, to - 2) === 0x25) to -= 2;
    }
    const written = textEncoder.encodeInto(input.slice(at, to), encoded).written;
    const n = percentDecodeInPlace(encoded, 0, written, plusAsSpace);
    decoded.push(encoded.slice(0, n));
    total += n;
    at = to;
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const piece of decoded) {
    bytes.set(piece, offset);
    offset += piece.length;
  }
  return utf8DecodeRange(bytes, 0, total);
}

function decodeRange(input: string, start: number, end: number, plusAsSpace: boolean): string {
  // Scan first: most names, values and hosts need no work at all.
  let i = start;
  for (; i < end; i++) {
    const c = codeUnitAt(input, i);
    if (c === 0x25 || (c === 0x2b && plusAsSpace) || (c & 0xf800) === 0xd800) break;
  }
  if (i === end) return start === 0 && end === input.length ? input : input.slice(start, end);
  if (end - start > LONG) return decodeLong(input, start, end, plusAsSpace);
  let output = '';
  let runStart = start;
  while (i < end) {
    const c = codeUnitAt(input, i);
    if (c === 0x25) {
      let byte = percentEncodedByteAt(input, i, end);
      if (byte < 0) {
        i++; // a "%" without two hex digits is kept
        continue;
      }
      if (runStart < i) output += input.slice(runStart, i);
      let buffer: Uint8Array = scratch;
      let n = 0;
      do {
        if (n === buffer.length) buffer = grow(buffer);
        buffer[n++] = byte;
        i += 3;
      } while (i < end && codeUnitAt(input, i) === 0x25 && (byte = percentEncodedByteAt(input, i, end)) >= 0);
      output += utf8DecodeRange(buffer, 0, n);
      runStart = i;
    } else if (c === 0x2b && plusAsSpace) {
      if (runStart < i) output += input.slice(runStart, i);
      output += ' ';
      runStart = ++i;
    } else if ((c & 0xf800) === 0xd800) {
      // A surrogate pair is kept; a lone surrogate was U+FFFD in the scalar value string.
      const next = i + 1 < end ? codeUnitAt(input, i + 1) : 0;
      if (c <= 0xdbff && (next & 0xfc00) === 0xdc00) {
        i += 2;
        continue;
      }
      if (runStart < i) output += input.slice(runStart, i);
      output += '\uFFFD';
      runStart = ++i;
    } else i++;
  }
  if (runStart < end) output += input.slice(runStart, end);
  return output;
}

/**
 * UTF-8 decode without BOM of the string percent-decoding of `input`
 * (https://url.spec.whatwg.org/#string-percent-decode): what the host parser and the
 * urlencoded parser compute. Returns `input` itself when it holds no "%" and no lone
 * surrogate.
 */
export function percentDecodeToString(input: string): string {
  if (typeof input !== 'string') {
    throw new TypeError(`percentDecodeToString: input must be a string, got ${typeof input}`);
  }
  return decodeRange(input, 0, input.length, false);
}

/**
 * Low-level: {@link percentDecodeToString} of `input[start, end)`, without slicing first.
 * With `plusAsSpace`, each "+" in the text becomes a space first, as the urlencoded parser
 * does (https://url.spec.whatwg.org/#concept-urlencoded-parser step 3.4); an encoded
 * "%2B" stays "+".
 */
export function percentDecodeRangeToString(input: string, start: number, end: number, plusAsSpace = false): string {
  if (typeof input !== 'string') {
    throw new TypeError(`percentDecodeRangeToString: input must be a string, got ${typeof input}`);
  }
  checkRange('percentDecodeRangeToString', input.length, start, end);
  return decodeRange(input, start, end, plusAsSpace);
}

/**
 * Low-level: UTF-8 decode without BOM of the percent-decoding
 * (https://url.spec.whatwg.org/#percent-decode) of `bytes[start, end)`; with
 * `plusAsSpace`, each 0x2B (+) becomes 0x20 first. `bytes` is not modified.
 */
export function percentDecodeBytesRangeToString(
  bytes: Uint8Array,
  start: number,
  end: number,
  plusAsSpace = false,
): string {
  if (!isUint8Array(bytes)) {
    throw new TypeError(`percentDecodeBytesRangeToString: bytes must be a Uint8Array, got ${typeof bytes}`);
  }
  checkRange('percentDecodeBytesRangeToString', bytes.length, start, end);
  let i = start;
  for (; i < end; i++) {
    const b = bytes[i] as number;
    if (b === 0x25 || (b === 0x2b && plusAsSpace)) break;
  }
  if (i === end) return utf8DecodeNative(bytes, start, end);
  // Decode a copy in place (the caller's bytes stay untouched).
  const length = end - start;
  const buffer = length <= scratch.length ? scratch : new Uint8Array(length);
  buffer.set(bytes.subarray(start, end));
  return utf8DecodeNative(buffer, 0, percentDecodeInPlace(buffer, i - start, length, plusAsSpace));
}
