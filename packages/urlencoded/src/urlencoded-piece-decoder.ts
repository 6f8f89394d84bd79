// Steps 3.4–3.5 of https://url.spec.whatwg.org/#concept-urlencoded-parser for one name or
// value: replace each 0x2B (+) with 0x20 (SP), percent-decode
// (https://url.spec.whatwg.org/#percent-decode), then UTF-8 decode without BOM
// (https://encoding.spec.whatwg.org/#utf-8-decode-without-bom).
//
// A dedicated core rather than @x/percent-encoding's general decoders: the parser only
// ever needs this one combination, and the general ones carry a JavaScript UTF-8 decoder
// and string-run machinery that a form library would bundle for nothing.
import { codeUnitAt } from './code-unit';

// https://encoding.spec.whatwg.org/#utf-8-decode-without-bom: TextDecoder's default is
// replacement mode (U+FFFD, never failure); ignoreBOM keeps a leading U+FEFF.
const textDecoder = /* @__PURE__ */ new TextDecoder('utf-8', { ignoreBOM: true });
const textEncoder = /* @__PURE__ */ new TextEncoder();

// Up to this many bytes, copying ASCII in JavaScript beats the call into TextDecoder; most
// names and values of a form body are this short.
const SMALL = 16;

// Above this many code units, a string piece is decoded through bytes (natively).
const LONG = 1 << 14;

// Reused buffer for pieces that need decoding (decoded at once, never kept).
const scratch = /* @__PURE__ */ new Uint8Array(1024);

/** https://infra.spec.whatwg.org/#ascii-hex-digit — its value, or -1 for any other byte. */
function hexValue(byte: number): number {
  if (byte >= 0x30 && byte <= 0x39) return byte - 0x30;
  const lower = byte | 0x20;
  return lower >= 0x61 && lower <= 0x66 ? lower - 0x57 : -1;
}

/**
 * Steps 3.4 and 3.5's percent-decode on `bytes[start, end)`, in place: each 0x2B (+)
 * outside a percent-encoded byte becomes 0x20, each "%" and two ASCII hex digits the byte
 * they spell. Writes from `start` (the output is never longer than what has been read)
 * and returns where the output ends.
 */
function decodeInPlace(bytes: Uint8Array, start: number, end: number): number {
  let o = start;
  for (let i = start; i < end; i++) {
    const byte = bytes[i] as number;
    if (byte === 0x25 && i + 2 < end) {
      const hi = hexValue(bytes[i + 1] as number);
      const lo = hexValue(bytes[i + 2] as number);
      if ((hi | lo) >= 0) {
        bytes[o++] = (hi << 4) | lo;
        i += 2;
        continue;
      }
    }
    bytes[o++] = byte === 0x2b ? 0x20 : byte;
  }
  return o;
}

/** UTF-8 decode without BOM of `bytes[start, end)`; short ASCII is copied in JavaScript. */
function utf8Decode(bytes: Uint8Array, start: number, end: number): string {
  if (end - start <= SMALL) {
    let ascii = '';
    let i = start;
    for (; i < end && (bytes[i] as number) < 0x80; i++) ascii += String.fromCharCode(bytes[i] as number);
    if (i === end) return ascii;
  }
  return textDecoder.decode(bytes.subarray(start, end));
}

/**
 * Steps 3.4–3.5 on `input[start, end)` of a byte sequence. `input` is never modified: a
 * piece with "%" or "+" is decoded on a copy, any other is decoded where it is.
 */
export function decodeBytesPiece(input: Uint8Array, start: number, end: number): string {
  let i = start;
  for (; i < end; i++) {
    const byte = input[i] as number;
    if (byte === 0x25 || byte === 0x2b) break;
  }
  if (i === end) return utf8Decode(input, start, end);
  const length = end - start;
  const buffer = length <= scratch.length ? scratch : new Uint8Array(length);
  buffer.set(input.subarray(start, end));
  return utf8Decode(buffer, 0, decodeInPlace(buffer, i - start, length));
}

/**
 * Steps 3.4–3.5 on `input[start, end)`, a piece of the string parser's input, which must be
 * a scalar value string (no lone surrogates). `first` (at least `start`) is where a "%" or
 * "+" may first be: a caller that searched already says so (at or past `end`: there is
 * none, and the piece is its slice).
 *
 * "+" and escapes of ASCII bytes are decoded here, the text between them copied as slices
 * (the UTF-8 encoding of a code point other than "%" and "+" decodes back to itself). A
 * piece with an escape of a byte above 0x7F (UTF-8 sequences, valid or not) goes the
 * spec's own steps natively: UTF-8 encoded, percent-decoded in place, UTF-8 decoded.
 */
export function decodeStringPiece(input: string, start: number, end: number, first: number): string {
  let output = '';
  let runStart = start;
  for (let i = first; i < end; ) {
    const c = codeUnitAt(input, i);
    // The byte "+" or the escape at i stands for (-1: neither; a "%" without two hex digits
    // is kept).
    const byte = c === 0x2b ? 0x20 : c === 0x25 && i + 2 < end ? (hexValue(codeUnitAt(input, i + 1)) << 4) | hexValue(codeUnitAt(input, i + 2)) : -1;
    if (byte < 0) {
      i++;
      continue;
    }
    // A long piece would become millions of string fragments here.
    if (byte > 0x7f || end - start > LONG) return decodeThroughBytes(input.slice(start, end));
    output += input.slice(runStart, i) + String.fromCharCode(byte);
    runStart = i += c === 0x2b ? 1 : 3;
  }
  return output + input.slice(runStart, end);
}

/**
 * Steps 3.4–3.5 on the UTF-8 encoding of `piece` (it has non-ASCII escapes, or is long),
 * into the scratch buffer when it fits (at most three bytes a code unit): `encode` makes
 * a new buffer, about 1 µs a call on Node 26 where `encodeInto` takes 30 ns.
 */
function decodeThroughBytes(piece: string): string {
  const bytes = 3 * piece.length > scratch.length ? textEncoder.encode(piece) : scratch.subarray(0, textEncoder.encodeInto(piece, scratch).written);
  return textDecoder.decode(bytes.subarray(0, decodeInPlace(bytes, 0, bytes.length)));
}
