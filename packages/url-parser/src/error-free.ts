// Whether the basic URL parser reports no validation error for an input the recognizer
// (fast-path.ts) took as already serialized, so that a parse with an error callback can
// return the recognizer's record too (basic-url-parser.ts, route 1). Conservative: an
// input this cannot clear goes to the state machine, which reports what it finds.
//
// For such input (a lowercase or upper-case scheme, no tabs, controls, spaces,
// credentials, non-ASCII, "\\", dot segments or code points to encode; a domain of
// C_DOMAIN code units, a serialized IPv4 address, a file URL's empty host, or a
// non-special URL's opaque host of C_OPAQUE_HOST code units; a canonical port) the states
// that can still report are:
// - the host parser: the domain parser runs the strict ToASCII first and reports
//   domain-to-ASCII when it fails (#concept-domain-to-ascii step 2), which for an ASCII
//   domain is UseSTD3ASCIIRules (letters, digits, "-"), CheckHyphens and VerifyDnsLength
//   (UTS #46 §4.1), and Punycode for "xn--" labels (left to the machine); the
//   opaque-host parser reports invalid-URL-unit as the path state does;
// - the path, opaque path, query and fragment states: invalid-URL-unit for a code point
//   that is not a URL code point, or a "%" not followed by two ASCII hex digits.
import { codeUnitAt } from './code-unit';
import { isASCIIHexAt } from './code-points';
import { urlUnitStop } from './fast-path-scan';
import { HostKind, NONE, type URLRecord } from './url-record';

/**
 * url.href[from, to) is a domain the strict ToASCII keeps without error: labels of 1–63
 * lowercase ASCII letters, digits and "-", none starting or ending with "-" or with "--"
 * in its third and fourth positions (which also leaves "xn--" labels to the machine), at
 * most 253 code units, no empty label (a trailing dot included, left to the machine).
 */
function isStrictLDHDomain(href: string, from: number, to: number): boolean {
  if (to - from > 253) return false;
  let labelStart = from;
  for (let i = from; i <= to; i++) {
    const c = i < to ? codeUnitAt(href, i) : 0x2e;
    if (c === 0x2e) {
      const length = i - labelStart;
      if (length === 0 || length > 63) return false;
      if (codeUnitAt(href, labelStart) === 0x2d || codeUnitAt(href, i - 1) === 0x2d) return false;
      if (length >= 4 && codeUnitAt(href, labelStart + 2) === 0x2d && codeUnitAt(href, labelStart + 3) === 0x2d) return false;
      labelStart = i + 1;
    } else if (!((c >= 0x61 && c <= 0x7a) || (c >= 0x30 && c <= 0x39) || c === 0x2d)) {
      return false;
    }
  }
  return true;
}

/**
 * Each unit of href[from, to) is a URL unit: a URL code point, or "%" and two ASCII hex
 * digits; the "#" at `fragmentStart` (NONE for none in range) starts the fragment.
 */
function onlyURLUnits(href: string, from: number, to: number, fragmentStart: number): boolean {
  for (let i = urlUnitStop(href, from); i < to; i = urlUnitStop(href, i + 1)) {
    const c = codeUnitAt(href, i);
    if (c === 0x25) {
      if (!isASCIIHexAt(href, i + 1, to) || !isASCIIHexAt(href, i + 2, to)) return false;
    } else if (i !== fragmentStart) {
      return false;
    }
  }
  return true;
}

/** Whether parsing the input the recognizer turned into `url` reports no validation error. */
export function reportsNothing(url: URLRecord): boolean {
  const href = url.href;
  const kind = url.hostKind;
  if (kind === HostKind.Domain && !isStrictLDHDomain(href, url.hostStart, url.hostEnd)) return false;
  // An opaque host reports invalid-URL-unit as a path does (#concept-opaque-host-parser
  // steps 2 and 3).
  if (kind === HostKind.Opaque && !onlyURLUnits(href, url.hostStart, url.hostEnd, NONE)) return false;
  // Path (or opaque path), query and fragment.
  return onlyURLUnits(href, url.pathStart, href.length, url.fragmentStart);
}
