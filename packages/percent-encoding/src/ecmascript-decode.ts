// https://tc39.es/ecma262/#sec-decode (ECMA-262 "URI Handling Functions", Decode)
import { codeUnitAt } from './code-unit';
import { ASCII_HEX_VALUE } from './ascii-hex';
import { toStringArgument } from './ecmascript-encode';

/**
 * decodeURI's preserveEscapeSet, ";/?:@&=+$,#": an escape that decodes to one of these
 * stays as written (its hex digits keep their case).
 */
const PRESERVED_BY_DECODE_URI = /* @__PURE__ */ (() => {
  const table = new Uint8Array(128);
  const chars = ';/?:@&=+$,#';
  for (let i = 0; i < chars.length; i++) table[codeUnitAt(chars, i)] = 1;
  return table;
})();

/** ParseHexOctet(string, position): the byte, or -1 when the two code units are not hex digits. */
function parseHexOctet(string: string, position: number): number {
  const hi = codeUnitAt(string, position);
  const lo = codeUnitAt(string, position + 1);
  if ((hi | lo) > 0xff) return -1;
  const h = ASCII_HEX_VALUE[hi] as number;
  const l = ASCII_HEX_VALUE[lo] as number;
  return (h | l) < 0 ? -1 : (h << 4) | l;
}

/**
 * Decode(string, preserveEscapeSet). Returns null where the spec throws a URIError (every
 * throw in Decode is one).
 */
function decode(string: string, preserve: boolean): string | null {
  const length = string.length;
  let k = string.indexOf('%');
  if (k === -1) return string;
  let output = '';
  let runStart = 0;
  while (k !== -1) {
    if (runStart < k) output += string.slice(runStart, k);
    // Step 4.c.i–iv: "%" and two hex digits, all inside the string.
    if (k + 3 > length) return null;
    const b = parseHexOctet(string, k + 1);
    if (b < 0) return null;
    if (b < 0x80) {
      // Step 4.c.vii: one code unit, unless decodeURI must keep its escape.
      output += preserve && PRESERVED_BY_DECODE_URI[b] === 1 ? string.slice(k, k + 3) : String.fromCharCode(b);
      k += 3;
    } else {
      // Step 4.c.viii.1: n, the number of leading 1 bits, must be 2, 3 or 4.
      const n = b >= 0xf0 ? (b >= 0xf8 ? 5 : 4) : b >= 0xe0 ? 3 : b >= 0xc0 ? 2 : 1;
      if (n === 1 || n > 4) return null;
      // Step 4.c.viii.4: n - 1 more escapes, each a continuation byte for the UTF-8
      // sequence to be valid (step 6), within the bounds that rule out overlong forms,
      // surrogates and code points above U+10FFFF.
      let codePoint = b & (0xff >> (n + 1));
      let lower = n === 3 && b === 0xe0 ? 0xa0 : n === 4 && b === 0xf0 ? 0x90 : 0x80;
      let upper = n === 3 && b === 0xed ? 0x9f : n === 4 && b === 0xf4 ? 0x8f : 0xbf;
      if ((n === 2 && b < 0xc2) || (n === 4 && b > 0xf4)) return null;
      let position = k + 3;
      for (let j = 1; j < n; j++) {
        if (position + 3 > length || codeUnitAt(string, position) !== 0x25) return null;
        const continuation = parseHexOctet(string, position + 1);
        if (continuation < lower || continuation > upper) return null;
        lower = 0x80;
        upper = 0xbf;
        codePoint = (codePoint << 6) | (continuation & 0x3f);
        position += 3;
      }
      // Step 4.c.viii.8: UTF16EncodeCodePoint.
      output += String.fromCodePoint(codePoint);
      k = position;
    }
    runStart = k;
    k = string.indexOf('%', k);
  }
  if (runStart < length) output += string.slice(runStart);
  return output;
}

/**
 * https://tc39.es/ecma262/#sec-decodeuri-encodeduri — like the built-in `decodeURI`:
 * escapes of ";/?:@&=+$,#" stay as written.
 *
 * @throws {URIError} on a malformed escape, or escapes that are not valid UTF-8 (overlong
 * forms, surrogates, code points above U+10FFFF, truncated sequences).
 */
export function decodeURI(encodedURI: string): string {
  const string = toStringArgument('decodeURI', encodedURI);
  const result = decode(string, true);
  if (result === null) throw new URIError('decodeURI: URI malformed');
  return result;
}

/**
 * https://tc39.es/ecma262/#sec-decodeuricomponent-encodeduricomponent — like the built-in
 * `decodeURIComponent`.
 *
 * @throws {URIError} on a malformed escape, or escapes that are not valid UTF-8.
 */
export function decodeURIComponent(encodedURIComponent: string): string {
  const string = toStringArgument('decodeURIComponent', encodedURIComponent);
  const result = decode(string, false);
  if (result === null) throw new URIError('decodeURIComponent: URI malformed');
  return result;
}
