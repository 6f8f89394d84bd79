// https://url.spec.whatwg.org/#host-writing — valid host strings (what a conformance
// checker accepts; the parsers accept more).
import { codeUnitAt } from './code-unit';
import { domainToASCII } from '@x/idna';
import { checkString } from './argument-checks';
import { endsInANumberUnchecked } from './ends-in-a-number';
import { FORBIDDEN_HOST, HOST_CODE_POINT_TABLE, isASCIIHexDigit, urlCodePointLength } from './host-code-points';

/**
 * https://url.spec.whatwg.org/#valid-domain: the domain parser with beStrict true
 * succeeds and the result does not end in a number.
 */
function validDomain(s: string): boolean {
  const domain = domainToASCII(s, true);
  return domain !== null && !endsInANumberUnchecked(domain);
}

/**
 * One "valid IPv4-address string" decimal part at s[i, end): a shortest possible string
 * of ASCII digits for 0–255. Returns the index after it, or -1.
 */
function ipv4DecimalPart(s: string, i: number, end: number): number {
  let value = 0;
  const start = i;
  while (i < end) {
    const c = codeUnitAt(s, i);
    if (c < 0x30 || c > 0x39) break;
    // Shortest possible: no leading zero unless the part is "0".
    if (i > start && value === 0) return -1;
    value = value * 10 + (c - 0x30);
    if (value > 255) return -1;
    i++;
  }
  return i === start ? -1 : i;
}

/** https://url.spec.whatwg.org/#valid-ipv4-address-string on s[start, end). */
function validIPv4Range(s: string, start: number, end: number): boolean {
  let i = start;
  for (let part = 0; part < 4; part++) {
    if (part > 0) {
      if (i >= end || codeUnitAt(s, i) !== 0x2e) return false;
      i++;
    }
    i = ipv4DecimalPart(s, i, end);
    if (i === -1) return false;
  }
  return i === end;
}

/**
 * A "valid IPv6-pieces string", optionally followed by ":" and a valid IPv4-address
 * string (or that alone) when `allowIPv4` is set, at s[start, end). Returns its effective
 * piece length, or -1. An empty range has length 0 (the caller decides whether empty is
 * allowed).
 */
function piecesLength(s: string, start: number, end: number, allowIPv4: boolean): number {
  if (start === end) return 0;
  let count = 0;
  let i = start;
  for (;;) {
    const pieceStart = i;
    while (i < end && i - pieceStart < 5 && isASCIIHexDigit(codeUnitAt(s, i))) i++;
    const length = i - pieceStart;
    if (allowIPv4 && i < end && codeUnitAt(s, i) === 0x2e) {
      // The rest must be a valid IPv4-address string, worth two pieces.
      return validIPv4Range(s, pieceStart, end) ? count + 2 : -1;
    }
    // A shortest possible string of ASCII hex digits for 0–0xFFFF: 1–4 digits, no
    // leading zero unless the piece is "0".
    if (length === 0 || length > 4 || (length > 1 && codeUnitAt(s, pieceStart) === 0x30)) return -1;
    count++;
    if (i === end) return count;
    if (codeUnitAt(s, i) !== 0x3a) return -1;
    i++;
    if (i === end) return -1; // a trailing ":"
  }
}

/** https://url.spec.whatwg.org/#valid-ipv6-address-string on s[start, end). */
function validIPv6Range(s: string, start: number, end: number): boolean {
  let compress = -1;
  for (let i = start; i + 1 < end; i++) {
    if (codeUnitAt(s, i) === 0x3a && codeUnitAt(s, i + 1) === 0x3a) {
      if (compress !== -1) return false; // "::" at most once ("::::" and ":::" too)
      compress = i;
      i++;
    }
  }
  if (compress === -1) return piecesLength(s, start, end, true) === 8;
  const before = piecesLength(s, start, compress, false);
  const after = piecesLength(s, compress + 2, end, true);
  return before !== -1 && after !== -1 && before + after <= 7;
}

/** https://url.spec.whatwg.org/#valid-domain-string */
export function isValidDomainString(s: string): boolean {
  checkString('isValidDomainString', 's', s);
  return validDomain(s);
}

/**
 * https://url.spec.whatwg.org/#valid-ipv4-address-string — exactly four shortest
 * decimal numbers 0–255 separated by ".".
 */
export function isValidIPv4AddressString(s: string): boolean {
  checkString('isValidIPv4AddressString', 's', s);
  return validIPv4Range(s, 0, s.length);
}

/** https://url.spec.whatwg.org/#valid-ipv6-address-string (without the brackets). */
export function isValidIPv6AddressString(s: string): boolean {
  checkString('isValidIPv6AddressString', 's', s);
  return validIPv6Range(s, 0, s.length);
}

/** "[" + a valid IPv6-address string + "]". */
function bracketedIPv6(s: string): boolean {
  const length = s.length;
  return length >= 2 && codeUnitAt(s, 0) === 0x5b && codeUnitAt(s, length - 1) === 0x5d && validIPv6Range(s, 1, length - 1);
}

/**
 * https://url.spec.whatwg.org/#valid-host-string — a valid domain string, a valid
 * IPv4-address string, or "[" + a valid IPv6-address string + "]".
 */
export function isValidHostString(s: string): boolean {
  checkString('isValidHostString', 's', s);
  return bracketedIPv6(s) || validIPv4Range(s, 0, s.length) || validDomain(s);
}

/**
 * https://url.spec.whatwg.org/#valid-opaque-host-string — one or more URL units
 * (URL code points and percent-encoded bytes) excluding forbidden host code points, or
 * "[" + a valid IPv6-address string + "]".
 */
export function isValidOpaqueHostString(s: string): boolean {
  checkString('isValidOpaqueHostString', 's', s);
  if (bracketedIPv6(s)) return true;
  if (s.length === 0) return false;
  for (let i = 0; i < s.length; ) {
    const c = codeUnitAt(s, i);
    if (c === 0x25) {
      // A percent-encoded byte.
      if (!(i + 2 < s.length && isASCIIHexDigit(codeUnitAt(s, i + 1)) && isASCIIHexDigit(codeUnitAt(s, i + 2)))) return false;
      i += 3;
      continue;
    }
    const n = urlCodePointLength(s, i);
    // ":", "/", "?" and "@" are URL code points but forbidden host code points.
    if (n === 0 || (c < 0x80 && isForbiddenHostUnit(c))) return false;
    i += n;
  }
  return true;
}

function isForbiddenHostUnit(c: number): boolean {
  return ((HOST_CODE_POINT_TABLE[c] ?? 0) & FORBIDDEN_HOST) !== 0;
}
