// https://encoding.spec.whatwg.org/#utf-8-decode-without-bom
import { isUint8Array } from './is-uint8-array';

const textDecoder = /* @__PURE__ */ new TextDecoder('utf-8', { ignoreBOM: true });

// Below this many bytes the JavaScript decoder beats the call into TextDecoder, and the
// percent-decoded pieces of URLs and form fields are nearly always this short.
const SMALL = 48;

// Scratch space for the code units of a short decode (at most one per byte).
const units = /* @__PURE__ */ new Uint16Array(SMALL);

/**
 * https://encoding.spec.whatwg.org/#utf-8-decoder, in replacement mode, for
 * `bytes[start, end)` when `end - start` is at most SMALL: each maximal ill-formed
 * subsequence becomes one U+FFFD, and a byte that ends one is decoded again.
 */
function decodeSmall(bytes: Uint8Array, start: number, end: number): string {
  let n = 0;
  let codePoint = 0;
  let bytesSeen = 0;
  let bytesNeeded = 0;
  let lowerBoundary = 0x80;
  let upperBoundary = 0xbf;
  for (let i = start; i < end; i++) {
    const byte = bytes[i] as number;
    if (bytesNeeded === 0) {
      if (byte < 0x80) units[n++] = byte;
      else if (byte >= 0xc2 && byte <= 0xdf) {
        bytesNeeded = 1;
        codePoint = byte & 0x1f;
      } else if (byte >= 0xe0 && byte <= 0xef) {
        if (byte === 0xe0) lowerBoundary = 0xa0;
        else if (byte === 0xed) upperBoundary = 0x9f;
        bytesNeeded = 2;
        codePoint = byte & 0xf;
      } else if (byte >= 0xf0 && byte <= 0xf4) {
        if (byte === 0xf0) lowerBoundary = 0x90;
        else if (byte === 0xf4) upperBoundary = 0x8f;
        bytesNeeded = 3;
        codePoint = byte & 0x7;
      } else units[n++] = 0xfffd;
      continue;
    }
    if (byte < lowerBoundary || byte > upperBoundary) {
      // Error, and the byte is restored to the queue: it may start a new sequence.
      codePoint = bytesNeeded = bytesSeen = 0;
      lowerBoundary = 0x80;
      upperBoundary = 0xbf;
      units[n++] = 0xfffd;
      i--;
      continue;
    }
    lowerBoundary = 0x80;
    upperBoundary = 0xbf;
    codePoint = (codePoint << 6) | (byte & 0x3f);
    if (++bytesSeen !== bytesNeeded) continue;
    if (codePoint > 0xffff) {
      units[n++] = 0xd7c0 + (codePoint >> 10); // lead surrogate: 0xD800 + ((cp - 0x10000) >> 10)
      units[n++] = 0xdc00 | (codePoint & 0x3ff);
    } else units[n++] = codePoint;
    codePoint = bytesNeeded = bytesSeen = 0;
  }
  // End of queue inside a sequence: one more error.
  if (bytesNeeded !== 0) units[n++] = 0xfffd;
  return String.fromCharCode.apply(null, units.subarray(0, n) as unknown as number[]);
}

/**
 * Internal: UTF-8 decode without BOM of `bytes[start, end)`, without copying the range.
 */
export function utf8DecodeRange(bytes: Uint8Array, start: number, end: number): string {
  if (end - start <= SMALL) return decodeSmall(bytes, start, end);
  return textDecoder.decode(start === 0 && end === bytes.length ? bytes : bytes.subarray(start, end));
}

/**
 * https://encoding.spec.whatwg.org/#utf-8-decode-without-bom — decodes `bytes` as UTF-8,
 * keeping a leading byte order mark as U+FEFF and turning each invalid sequence into
 * U+FFFD (replacement mode, never failure).
 */
export function utf8DecodeWithoutBOM(bytes: Uint8Array): string {
  if (!isUint8Array(bytes)) {
    throw new TypeError(`utf8DecodeWithoutBOM: bytes must be a Uint8Array, got ${typeof bytes}`);
  }
  return utf8DecodeRange(bytes, 0, bytes.length);
}
