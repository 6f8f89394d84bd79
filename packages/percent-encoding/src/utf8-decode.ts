// https://encoding.spec.whatwg.org/#utf-8-decode-without-bom
import { isUint8Array } from './is-uint8-array';

const textDecoder = /* @__PURE__ */ new TextDecoder('utf-8', { ignoreBOM: true });

// Up to this many bytes, decoding in JavaScript beats the call into TextDecoder; the
// percent-encoded runs in URLs and form fields ("%C3%A9", "%20") are nearly always this short.
const SMALL = 16;

/**
 * https://encoding.spec.whatwg.org/#utf-8-decoder, in replacement mode, for a short
 * `bytes[start, end)`: each maximal ill-formed subsequence becomes one U+FFFD, and a byte
 * that ends one is decoded again.
 */
function decodeSmall(bytes: Uint8Array, start: number, end: number): string {
  let output = '';
  let codePoint = 0;
  let bytesSeen = 0;
  let bytesNeeded = 0;
  let lowerBoundary = 0x80;
  let upperBoundary = 0xbf;
  for (let i = start; i < end; i++) {
    const byte = bytes[i] as number;
    if (bytesNeeded === 0) {
      if (byte < 0x80) output += String.fromCharCode(byte);
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
      } else output += '\uFFFD';
      continue;
    }
    if (byte < lowerBoundary || byte > upperBoundary) {
      // Error, and the byte is restored to the queue: it may start a new sequence.
      codePoint = bytesNeeded = bytesSeen = 0;
      lowerBoundary = 0x80;
      upperBoundary = 0xbf;
      output += '\uFFFD';
      i--;
      continue;
    }
    lowerBoundary = 0x80;
    upperBoundary = 0xbf;
    codePoint = (codePoint << 6) | (byte & 0x3f);
    if (++bytesSeen !== bytesNeeded) continue;
    output +=
      codePoint > 0xffff
        ? // 0xD800 + ((codePoint - 0x10000) >> 10), then the trail surrogate.
          String.fromCharCode(0xd7c0 + (codePoint >> 10), 0xdc00 | (codePoint & 0x3ff))
        : String.fromCharCode(codePoint);
    codePoint = bytesNeeded = bytesSeen = 0;
  }
  // End of queue inside a sequence: one more error.
  if (bytesNeeded !== 0) output += '\uFFFD';
  return output;
}

/**
 * Internal: UTF-8 decode without BOM of `bytes[start, end)` by TextDecoder, except short
 * ASCII (most names and values of a form body), which is quicker to copy. The byte paths
 * use it: it keeps `decodeSmall` out of bundles that only parse bytes.
 */
export function utf8DecodeNative(bytes: Uint8Array, start: number, end: number): string {
  if (end - start <= SMALL) {
    let ascii = '';
    let i = start;
    for (; i < end && (bytes[i] as number) < 0x80; i++) ascii += String.fromCharCode(bytes[i] as number);
    if (i === end) return ascii;
  }
  return textDecoder.decode(start === 0 && end === bytes.length ? bytes : bytes.subarray(start, end));
}

/**
 * Internal: UTF-8 decode without BOM of `bytes[start, end)`, without copying the range;
 * short ranges (percent-encoded runs in a string) in JavaScript.
 */
export function utf8DecodeRange(bytes: Uint8Array, start: number, end: number): string {
  return end - start <= SMALL ? decodeSmall(bytes, start, end) : utf8DecodeNative(bytes, start, end);
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
