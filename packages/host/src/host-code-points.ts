// https://url.spec.whatwg.org/#host-miscellaneous
//
// One 128-entry table holds every ASCII class the host algorithms scan for, one bit per
// class, so a hot loop does a single table read per code unit.
import { codeUnitAt } from './code-unit';

/** https://url.spec.whatwg.org/#forbidden-host-code-point */
export const FORBIDDEN_HOST = 1;
/** https://url.spec.whatwg.org/#forbidden-domain-code-point */
export const FORBIDDEN_DOMAIN = 2;
/** ASCII upper alpha: the domain needs ASCII lowercasing. */
export const UPPER_ALPHA = 4;
/** In the C0 control percent-encode set (below 0x80): C0 controls and U+007F. */
export const C0_ENCODE = 8;
/** An ASCII URL code point (https://url.spec.whatwg.org/#url-code-points). */
export const URL_CODE_POINT = 16;
/** An ASCII hex digit. */
export const HEX_DIGIT = 32;

function buildTable(): Uint8Array {
  const t = new Uint8Array(128);
  const forbiddenHost = [0x00, 0x09, 0x0a, 0x0d, 0x20, 0x23, 0x2f, 0x3a, 0x3c, 0x3e, 0x3f, 0x40, 0x5b, 0x5c, 0x5d, 0x5e, 0x7c];
  for (const c of forbiddenHost) t[c] = FORBIDDEN_HOST | FORBIDDEN_DOMAIN;
  // A forbidden domain code point is also a C0 control, U+0025 (%) or U+007F DELETE.
  for (let c = 0; c <= 0x1f; c++) t[c] = (t[c] ?? 0) | FORBIDDEN_DOMAIN | C0_ENCODE;
  t[0x25] = (t[0x25] ?? 0) | FORBIDDEN_DOMAIN;
  t[0x7f] = (t[0x7f] ?? 0) | FORBIDDEN_DOMAIN | C0_ENCODE;
  for (let c = 0x41; c <= 0x5a; c++) t[c] = (t[c] ?? 0) | UPPER_ALPHA;
  // URL code points: ASCII alphanumeric and !$&'()*+,-./:;=?@_~ (the rest are non-ASCII).
  const punct = "!$&'()*+,-./:;=?@_~";
  for (let i = 0; i < punct.length; i++) t[codeUnitAt(punct, i)] = (t[codeUnitAt(punct, i)] ?? 0) | URL_CODE_POINT;
  for (let c = 0x30; c <= 0x39; c++) t[c] = (t[c] ?? 0) | URL_CODE_POINT | HEX_DIGIT;
  for (let c = 0x41; c <= 0x5a; c++) t[c] = (t[c] ?? 0) | URL_CODE_POINT | ((c <= 0x46) ? HEX_DIGIT : 0);
  for (let c = 0x61; c <= 0x7a; c++) t[c] = (t[c] ?? 0) | URL_CODE_POINT | ((c <= 0x66) ? HEX_DIGIT : 0);
  return t;
}

/** Low-level: the class bits of each ASCII code point (see the constants above). */
export const HOST_CODE_POINT_TABLE: Uint8Array = /* @__PURE__ */ buildTable();

/** Whether `c` (a UTF-16 code unit below 0x80) is an ASCII hex digit. */
export function isASCIIHexDigit(c: number): boolean {
  return c < 0x80 && ((HOST_CODE_POINT_TABLE[c] ?? 0) & HEX_DIGIT) !== 0;
}

function checkCodePoint(fn: string, cp: unknown): asserts cp is number {
  if (typeof cp !== 'number') {
    throw new TypeError(`${fn}: cp must be a number, got ${cp === null ? 'null' : typeof cp}`);
  }
}

/** https://url.spec.whatwg.org/#forbidden-host-code-point */
export function isForbiddenHostCodePoint(cp: number): boolean {
  checkCodePoint('isForbiddenHostCodePoint', cp);
  return cp >= 0 && cp < 0x80 && ((HOST_CODE_POINT_TABLE[cp] ?? 0) & FORBIDDEN_HOST) !== 0;
}

/** https://url.spec.whatwg.org/#forbidden-domain-code-point */
export function isForbiddenDomainCodePoint(cp: number): boolean {
  checkCodePoint('isForbiddenDomainCodePoint', cp);
  return cp >= 0 && cp < 0x80 && ((HOST_CODE_POINT_TABLE[cp] ?? 0) & FORBIDDEN_DOMAIN) !== 0;
}

/**
 * Whether the code point at `i` is a URL code point (https://url.spec.whatwg.org/#url-code-points):
 * ASCII alphanumeric, one of !$&'()*+,-./:;=?@_~, or U+00A0..U+10FFFD excluding
 * surrogates and noncharacters. Returns the number of code units it spans (1 or 2), or 0
 * when it is not a URL code point (lone surrogates are not).
 */
export function urlCodePointLength(input: string, i: number): number {
  const c = codeUnitAt(input, i);
  if (c < 0x80) return ((HOST_CODE_POINT_TABLE[c] ?? 0) & URL_CODE_POINT) !== 0 ? 1 : 0;
  if (c < 0xa0) return 0;
  if (c >= 0xd800 && c <= 0xdfff) {
    const next = i + 1 < input.length ? codeUnitAt(input, i + 1) : 0;
    if (c > 0xdbff || next < 0xdc00 || next > 0xdfff) return 0;
    const cp = 0x10000 + ((c - 0xd800) << 10) + (next - 0xdc00);
    // Noncharacters U+xFFFE and U+xFFFF in every plane.
    return (cp & 0xfffe) === 0xfffe ? 0 : 2;
  }
  // Noncharacters U+FDD0..U+FDEF, U+FFFE, U+FFFF.
  if ((c >= 0xfdd0 && c <= 0xfdef) || c >= 0xfffe) return 0;
  return 1;
}
