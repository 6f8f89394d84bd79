// Character classes as one table of bit flags per ASCII code unit (ada
// `path_signature_table`, rust-url `AsciiSet`), and the URL code point check.
import { CodeUnit, codeUnitAt } from './code-unit';

export const C_ALPHA = 1;
export const C_DIGIT = 2;
/** ASCII alphanumeric, "+", "-", "." (#scheme-state). */
export const C_SCHEME = 4;
/** https://url.spec.whatwg.org/#url-code-points (ASCII part). */
export const C_URL = 8;
export const C_HEX = 16;
/** C0 control or space (#c0-control-or-space). */
export const C_C0_SPACE = 32;
/**
 * Kept as it is in a domain: ASCII that is no forbidden domain code point
 * (#forbidden-domain-code-point) and no upper case (which domain to ASCII lowercases).
 */
export const C_DOMAIN = 64;
/**
 * Kept as it is in an opaque host (#concept-opaque-host-parser): ASCII 0x21–0x7E that is
 * no forbidden host code point (#forbidden-host-code-point); "%" and upper case included.
 */
export const C_OPAQUE_HOST = 128;

/** https://infra.spec.whatwg.org/#ascii-tab-or-newline: U+0009, U+000A or U+000D. */
export function isASCIITabOrNewline(c: number): boolean {
  return c === CodeUnit.Tab || c === CodeUnit.LineFeed || c === CodeUnit.CarriageReturn;
}

/**
 * Whether input[from, end) holds an ASCII tab or newline: three native searches, as most
 * inputs have none (the basic URL parser's step 3 then has nothing to remove).
 */
export function hasASCIITabOrNewline(input: string, from: number, end: number): boolean {
  const tab = input.indexOf('\t', from);
  if (tab !== -1 && tab < end) return true;
  const lf = input.indexOf('\n', from);
  if (lf !== -1 && lf < end) return true;
  const cr = input.indexOf('\r', from);
  return cr !== -1 && cr < end;
}

function buildTable(): Uint8Array {
  const t = new Uint8Array(128);
  const add = (bits: number, from: number, to: number): void => {
    for (let c = from; c <= to; c++) t[c] = (t[c] ?? 0) | bits;
  };
  add(C_ALPHA | C_SCHEME | C_URL, 0x41, 0x5a);
  add(C_ALPHA | C_SCHEME | C_URL, 0x61, 0x7a);
  add(C_DIGIT | C_SCHEME | C_URL | C_HEX, 0x30, 0x39);
  add(C_HEX, 0x41, 0x46);
  add(C_HEX, 0x61, 0x66);
  for (const ch of '+-.') add(C_SCHEME, codeUnitAt(ch, 0), codeUnitAt(ch, 0));
  for (const ch of "!$&'()*+,-./:;=?@_~") add(C_URL, codeUnitAt(ch, 0), codeUnitAt(ch, 0));
  add(C_C0_SPACE, 0, 0x20);
  // Of ASCII 0x21-0x7E (controls, space and U+007F are never kept), the forbidden host
  // code points (#forbidden-host-code-point) are kept by neither kind of host. An opaque
  // host keeps the rest (step 4 of the opaque-host parser encodes only the C0 control
  // percent-encode set); a domain not "%" (#forbidden-domain-code-point) nor upper case.
  for (let c = 0x21; c <= 0x7e; c++) {
    const ch = String.fromCharCode(c);
    if ('#/:<>?@[\\]^|'.includes(ch)) continue;
    add(C_OPAQUE_HOST, c, c);
    if (ch !== '%' && !(c >= 0x41 && c <= 0x5a)) add(C_DOMAIN, c, c);
  }
  return t;
}

export const CLASS: Uint8Array = buildTable();

export function isASCIIHexAt(input: string, i: number, end: number): boolean {
  if (i >= end) return false;
  const c = codeUnitAt(input, i);
  return c < 128 && ((CLASS[c] as number) & C_HEX) !== 0;
}

/**
 * How many code units of input[i] form a code point that is NOT a URL code point and not
 * "%" (0 when it is one). A lone surrogate is not a URL code point (#url-code-points
 * excludes surrogates): the parser reports invalid-URL-unit for it, as for any other
 * non-URL unit, even though its percent-encoding is that of U+FFFD.
 */
export function nonURLUnitLength(input: string, i: number): number {
  const c = codeUnitAt(input, i);
  if (c < 0x80) return c === 0x25 || ((CLASS[c] as number) & C_URL) !== 0 ? 0 : 1;
  if (c < 0xa0) return 1;
  if (c >= 0xd800 && c <= 0xdbff) {
    const d = codeUnitAt(input, i + 1);
    if (d >= 0xdc00 && d <= 0xdfff) {
      const cp = 0x10000 + ((c - 0xd800) << 10) + (d - 0xdc00);
      // Noncharacters U+xFFFE/U+xFFFF of the supplementary planes, and U+10FFFE/F.
      return (cp & 0xfffe) === 0xfffe ? 2 : 0;
    }
    return 1;
  }
  if (c >= 0xdc00 && c <= 0xdfff) return 1;
  if (c >= 0xfdd0 && c <= 0xfdef) return 1;
  return c === 0xfffe || c === 0xffff ? 1 : 0;
}

/**
 * Reports invalid-URL-unit for each code point of input[from, to) that is not a URL unit
 * (#url-units): not a URL code point, or a "%" not followed by two ASCII hex digits.
 * Only called when reporting.
 */
export function checkURLUnits(
  input: string,
  from: number,
  to: number,
  end: number,
  onError: (index: number, length: number) => void,
): void {
  for (let i = from; i < to; i++) {
    const c = codeUnitAt(input, i);
    if (c === 0x25) {
      if (!isASCIIHexAt(input, i + 1, end) || !isASCIIHexAt(input, i + 2, end)) onError(i, 1);
      continue;
    }
    const n = nonURLUnitLength(input, i);
    if (n > 0) {
      onError(i, n);
      i += n - 1;
    } else if (c >= 0xd800 && c <= 0xdbff && i + 1 < to) {
      const d = codeUnitAt(input, i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) i++;
    }
  }
}
