// https://url.spec.whatwg.org/#concept-opaque-host-parser
import { codeUnitAt } from './code-unit';
import { C0_CONTROL_PERCENT_ENCODE_SET, utf8PercentEncodeRange } from '@x/percent-encoding';
import { checkString, reportFromOptions } from './argument-checks';
import type { Host } from './host';
import { C0_ENCODE, FORBIDDEN_HOST, HOST_CODE_POINT_TABLE, isASCIIHexDigit, urlCodePointLength } from './host-code-points';
import type { HostReportFn, HostValidationErrorType, ReportOptions } from './validation-error';

/** Reports steps 2 and 3 (non-fatal invalid-URL-unit), each at its first occurrence. */
function reportInvalidURLUnits(input: string, report: HostReportFn): void {
  let unitReported = false;
  let percentReported = false;
  for (let i = 0; i < input.length && !(unitReported && percentReported); ) {
    const c = codeUnitAt(input, i);
    if (c === 0x25) {
      // Step 3: "%" not followed by two ASCII hex digits.
      if (
        !percentReported &&
        !(i + 2 < input.length && isASCIIHexDigit(codeUnitAt(input, i + 1)) && isASCIIHexDigit(codeUnitAt(input, i + 2)))
      ) {
        report({ type: 'invalid-URL-unit', index: i, end: i + 1, fatal: false });
        percentReported = true;
      }
      i++;
      continue;
    }
    // Step 2: a code point that is not a URL code point (lone surrogates included).
    const n = urlCodePointLength(input, i);
    if (n === 0) {
      if (!unitReported) {
        const wide = c >= 0xd800 && c <= 0xdbff && i + 1 < input.length && (codeUnitAt(input, i + 1) & 0xfc00) === 0xdc00;
        report({ type: 'invalid-URL-unit', index: i, end: i + (wide ? 2 : 1), fatal: false });
        unitReported = true;
      }
      i += c >= 0xd800 && c <= 0xdbff && i + 1 < input.length && (codeUnitAt(input, i + 1) & 0xfc00) === 0xdc00 ? 2 : 1;
    } else {
      i += n;
    }
  }
}

/**
 * The opaque-host parser without argument checks: the opaque host string ("" for the
 * empty host), or null for failure.
 */
export function opaqueHostParse(input: string, report: HostReportFn | undefined): string | null {
  // Step 1, and the scan that decides whether step 4 changes anything.
  let needsEncoding = false;
  for (let i = 0; i < input.length; i++) {
    const c = codeUnitAt(input, i);
    if (c >= 0x80) {
      needsEncoding = true;
      continue;
    }
    const bits = HOST_CODE_POINT_TABLE[c] ?? 0;
    if ((bits & FORBIDDEN_HOST) !== 0) {
      if (report !== undefined) report({ type: 'host-invalid-code-point', index: i, end: i + 1, fatal: true });
      return null;
    }
    if ((bits & C0_ENCODE) !== 0) needsEncoding = true;
  }
  // Steps 2–3:
  if (report !== undefined) reportInvalidURLUnits(input, report);
  // Step 4: UTF-8 percent-encode with the C0 control percent-encode set.
  return needsEncoding ? utf8PercentEncodeRange(input, 0, input.length, C0_CONTROL_PERCENT_ENCODE_SET) : input;
}

/**
 * Parses an opaque host (the host of a URL whose scheme is not special): forbidden host
 * code points fail; everything else is kept, with C0 controls and non-ASCII UTF-8
 * percent-encoded. The empty string gives the empty host.
 * https://url.spec.whatwg.org/#concept-opaque-host-parser
 */
export function parseOpaqueHost(input: string, options?: ReportOptions<HostValidationErrorType>): Host | null {
  checkString('parseOpaqueHost', 'input', input);
  const value = opaqueHostParse(input, reportFromOptions('parseOpaqueHost', options));
  if (value === null) return null;
  return value === '' ? { kind: 'empty' } : { kind: 'opaque', value };
}
