// https://tc39.es/ecma262/#sec-encode (ECMA-262 "URI Handling Functions", Encode)
import { codeUnitAt } from './code-unit';
import { utf8PercentEncodeWithTable } from './utf8-percent-encode';

// Bits of the escape table: which ASCII code units each function escapes.
const COMPONENT = 1; // encodeURIComponent: all but the unescaped set
const URI = 2; // encodeURI: all but the unescaped set and the extra ";/?:@&=+$,#"

/**
 * For each ASCII code unit, the functions that escape it. ECMA-262's alwaysUnescaped set
 * is the ASCII word characters (alphanumerics and "_") and "-.!~*'()"; encodeURI also
 * leaves its extraUnescaped ";/?:@&=+$,#" alone (the uriReserved characters and "#").
 */
const ESCAPES = /* @__PURE__ */ (() => {
  const table = new Uint8Array(128).fill(COMPONENT | URI);
  const clear = (chars: string, bits: number): void => {
    for (let i = 0; i < chars.length; i++) {
      const c = codeUnitAt(chars, i);
      table[c] = (table[c] as number) & ~bits;
    }
  };
  const alphanumerics = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  clear(alphanumerics + "_-.!~*'()", COMPONENT | URI);
  clear(';/?:@&=+$,#', URI);
  return table;
})();

/**
 * ECMA-262 ToString for the argument, as the built-ins do (`encodeURI(1)` is "1",
 * `encodeURI()` is "undefined"); a Symbol is a TypeError that names the function.
 */
export function toStringArgument(name: string, value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'symbol') throw new TypeError(`${name}: cannot convert a Symbol to a string`);
  return String(value);
}

/**
 * Encode(string, extraUnescaped): code units outside the unescaped set become the
 * percent-encoded bytes of their code point's UTF-8 encoding (upper-case hex); a lone
 * surrogate throws a URIError (step 6.c.ii).
 */
function encode(name: string, uri: unknown, mask: number): string {
  const string = toStringArgument(name, uri);
  const result = utf8PercentEncodeWithTable(string, 0, string.length, ESCAPES, mask, false, true);
  if (result === null) throw new URIError(`${name}: URI malformed (lone surrogate)`);
  return result;
}

/**
 * https://tc39.es/ecma262/#sec-encodeuri-uri — like the built-in `encodeURI`: keeps the
 * unescaped set and ";/?:@&=+$,#".
 *
 * @throws {URIError} when the string holds a lone surrogate.
 */
export function encodeURI(uri: string): string {
  return encode('encodeURI', uri, URI);
}

/**
 * https://tc39.es/ecma262/#sec-encodeuricomponent-uricomponent — like the built-in
 * `encodeURIComponent`; the same as UTF-8 percent-encoding with the URL Standard's
 * component percent-encode set, except that a lone surrogate throws.
 *
 * @throws {URIError} when the string holds a lone surrogate.
 */
export function encodeURIComponent(uriComponent: string): string {
  return encode('encodeURIComponent', uriComponent, COMPONENT);
}
