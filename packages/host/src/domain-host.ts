// https://url.spec.whatwg.org/#concept-host-parser, steps 4–7: a non-opaque host that
// is not an IPv6 literal, up to (not including) the ends-in-a-number check.
import { codeUnitAt } from './code-unit';
import { domainToASCII } from '@x/idna';
import { percentDecodeToString } from '@x/percent-encoding';
import { FORBIDDEN_DOMAIN, HOST_CODE_POINT_TABLE, UPPER_ALPHA, isASCIIHexDigit } from './host-code-points';
import { isPlainDomain } from './plain-domain';
import type { HostReportFn } from './validation-error';

/**
 * Whether offsets into the ASCII domain that parseDomainHost returns for `input` are
 * offsets into `input`: true when that domain is the input ASCII-lowercased (an ASCII
 * input without "%": lowercasing maps 1:1), false after percent-decoding or IDNA
 * mapping. The IPv4 parser uses it to place its errors (so only on that rare route).
 */
export function domainOffsetsMatchInput(input: string): boolean {
  for (let i = 0; i < input.length; i++) {
    const c = codeUnitAt(input, i);
    if (c >= 0x80 || c === 0x25) return false;
  }
  return true;
}

/**
 * Whether step 5's domain (the UTF-8 decoding of the percent-decoding of `input`) is an
 * ASCII string, without decoding: every code unit of `input` is ASCII and every
 * percent-encoded byte is below 0x80 (a byte 0x80 or above decodes to a non-ASCII code
 * point, U+FFFD at worst; a bare "%" stays itself). For the host parser's
 * IPv4-non-ASCII-input check, so only on that rare route.
 */
export function domainIsASCII(input: string): boolean {
  for (let i = 0; i < input.length; i++) {
    const c = codeUnitAt(input, i);
    if (c >= 0x80) return false;
    if (c !== 0x25 || i + 2 >= input.length) continue;
    const high = codeUnitAt(input, i + 1);
    // A first hex digit of 8, 9 or a letter: a byte 0x80 or above.
    if (high >= 0x38 && isASCIIHexDigit(high) && isASCIIHexDigit(codeUnitAt(input, i + 2))) return false;
  }
  return true;
}

/**
 * `report` with each error spanning the caller's whole input, [0, length). Made here: an
 * arrow function in parseDomainHost would give every call of it a context, even for the
 * plain domains it returns first.
 */
function spanningWholeInput(report: HostReportFn, length: number): HostReportFn {
  return (e) => report({ type: e.type, index: 0, end: length, fatal: e.fatal });
}

/**
 * Steps 4–7 of the host parser for a non-empty input: the ASCII domain, or null for
 * failure. Returns `input` itself when it is already a lowercase ASCII domain.
 */
export function parseDomainHost(input: string, report: HostReportFn | undefined): string | null {
  // The commonest case, in one native test: the domain parser returns it unchanged.
  if (report === undefined && isPlainDomain(input)) return input;
  // Fast path: one scan of an ASCII input without "%": forbidden domain code points and
  // upper case. Step 5 (percent-decoding and UTF-8 decoding) is then the identity, and
  // the domain parser (beStrict false) is ASCII lowercasing plus the forbidden check.
  // A forbidden code point only decides the outcome once the input is known to be ASCII
  // without "%": UTS #46 can still turn "<" + U+0338 into U+226E (≮), and "%3C" is a
  // percent-encoded byte, not a forbidden code point.
  let bits = 0;
  let i = 0;
  for (; i < input.length; i++) {
    const c = codeUnitAt(input, i);
    if (c >= 0x80 || c === 0x25) break;
    bits |= HOST_CODE_POINT_TABLE[c] ?? 0;
  }
  if (i === input.length && report === undefined) {
    // Step 8 of the domain parser:
    if ((bits & FORBIDDEN_DOMAIN) !== 0) return null;
    // Step 5 of the domain parser. For an ASCII string, String#toLowerCase is exactly
    // ASCII lowercase.
    return (bits & UPPER_ALPHA) !== 0 ? input.toLowerCase() : input;
  }

  // Step 4: indexOf, not a loop over the code units: a long non-ASCII host has no "%" to
  // find, and indexOf scans at memchr speed (a 100 MB host of "é": 0.19 s less).
  let percent = input.indexOf('%', i);
  const hasPercent = percent !== -1;
  if (report !== undefined) {
    for (; percent !== -1; percent = input.indexOf('%', percent + 1)) {
      if (percent + 2 < input.length && isASCIIHexDigit(codeUnitAt(input, percent + 1)) && isASCIIHexDigit(codeUnitAt(input, percent + 2))) {
        report({ type: 'domain-percent-encoded', index: percent, end: percent + 3, fatal: false });
        break;
      }
    }
  }
  // Step 5:
  const domain = hasPercent ? percentDecodeToString(input) : input;
  // Step 6: the domain parser's domain-to-ASCII error spans its input; when that is not
  // the caller's input (percent-decoded), the span is the whole caller's input.
  let onValidationError: HostReportFn | undefined = report;
  if (report !== undefined && domain !== input) onValidationError = spanningWholeInput(report, input.length);
  const asciiDomain = domainToASCII(domain, false, onValidationError === undefined ? undefined : { onValidationError });
  // Step 7:
  return asciiDomain;
}
