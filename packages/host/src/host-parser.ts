// https://url.spec.whatwg.org/#concept-host-parser
import { codeUnitAt } from './code-unit';
import { checkBoolean, checkReport, checkString, reportFromOptions } from './argument-checks';
import { parseDomainHost, domainIsASCII, domainOffsetsMatchInput } from './domain-host';
import { endsInANumberUnchecked } from './ends-in-a-number';
import type { Host, IPv6Address } from './host';
import { ipv4Parse } from './ipv4-parser';
import { ipv4Serialize } from './ipv4-serializer';
import { ipv6Parse } from './ipv6-parser';
import { ipv6Serialize } from './ipv6-serializer';
import { opaqueHostParse } from './opaque-host-parser';
import type { HostReportFn, HostValidationErrorType, ReportFn, ReportOptions } from './validation-error';

/** Step 1.1: whether an input starting with "[" lacks its closing "]" (reports it). */
function ipv6Unclosed(input: string, report: HostReportFn | undefined): boolean {
  const length = input.length;
  if (length >= 2 && codeUnitAt(input, length - 1) === 0x5d) return false;
  if (report !== undefined) report({ type: 'IPv6-unclosed', index: 0, end: length, fatal: true });
  return true;
}

/**
 * Step 8.1 of the host parser as whatwg/url pull request #925 has it (merged as commit
 * 9dc3827 in July 2026: the url.bs of 2 July 2026 in ../shared/spec lacks it; whatwg-url
 * 17.3 tracks it): where asciiDomain ends in a number, "If domain is not an ASCII string,
 * IPv4-non-ASCII-input validation error" (not fatal; the IPv4 parser runs as before).
 * The error spans the whole input: domain's offsets are not the input's.
 */
function reportNonASCIIInput(input: string, report: HostReportFn | undefined): void {
  if (report !== undefined && !domainIsASCII(input)) {
    report({ type: 'IPv4-non-ASCII-input', index: 0, end: input.length, fatal: false });
  }
}

/**
 * Low level, for the URL parser: `serializeHost(parseHost(input, isOpaque))` without
 * building the Host object; null on failure. For isOpaque false the empty input gives
 * null; for isOpaque true it gives "" (the empty host). An already-canonical ASCII domain
 * is returned as the input string itself (no allocation, no UTS #46).
 *
 * Outside the semver promise until 1.0.
 * https://url.spec.whatwg.org/#concept-host-parser + https://url.spec.whatwg.org/#concept-host-serializer
 */
export function parseHostToString(
  input: string,
  isOpaque: boolean,
  report?: ReportFn<HostValidationErrorType>,
): string | null {
  checkString('parseHostToString', 'input', input);
  checkBoolean('parseHostToString', 'isOpaque', isOpaque);
  checkReport('parseHostToString', 'report', report);
  const length = input.length;
  // Step 1:
  if (length > 0 && codeUnitAt(input, 0) === 0x5b) {
    if (ipv6Unclosed(input, report)) return null;
    const address = ipv6Parse(input, 1, length - 1, report);
    return address === null ? null : `[${ipv6Serialize(address)}]`;
  }
  // Step 2:
  if (isOpaque) return opaqueHostParse(input, report);
  // Step 3: the spec asserts a non-empty input; the empty string is failure here.
  if (length === 0) return null;
  // Steps 4–7:
  const asciiDomain = parseDomainHost(input, report);
  if (asciiDomain === null) return null;
  // Step 8:
  if (endsInANumberUnchecked(asciiDomain)) {
    reportNonASCIIInput(input, report);
    const ipv4 = ipv4Parse(asciiDomain, report, domainOffsetsMatchInput(input) ? -1 : length);
    return ipv4 === null ? null : ipv4Serialize(ipv4);
  }
  // Step 9:
  return asciiDomain;
}

/**
 * Parses a host: a domain (ASCII, IDNA-processed), an IPv4 address, an IPv6 address
 * ("[...]"), or, with `isOpaque`, an opaque host or the empty host. Failure is null.
 * Non-opaque empty input is failure (the spec asserts it never happens).
 * https://url.spec.whatwg.org/#concept-host-parser
 */
export function parseHost(
  input: string,
  isOpaque = false,
  options?: ReportOptions<HostValidationErrorType>,
): Host | null {
  checkString('parseHost', 'input', input);
  checkBoolean('parseHost', 'isOpaque', isOpaque);
  const report = reportFromOptions('parseHost', options);
  const length = input.length;
  // Step 1:
  if (length > 0 && codeUnitAt(input, 0) === 0x5b) {
    if (ipv6Unclosed(input, report)) return null;
    const address = ipv6Parse(input, 1, length - 1, report);
    return address === null ? null : { kind: 'ipv6', value: Object.freeze(address) as unknown as IPv6Address };
  }
  // Step 2:
  if (isOpaque) {
    const value = opaqueHostParse(input, report);
    if (value === null) return null;
    return value === '' ? { kind: 'empty' } : { kind: 'opaque', value };
  }
  // Step 3:
  if (length === 0) return null;
  // Steps 4–7:
  const asciiDomain = parseDomainHost(input, report);
  if (asciiDomain === null) return null;
  // Step 8:
  if (endsInANumberUnchecked(asciiDomain)) {
    reportNonASCIIInput(input, report);
    const ipv4 = ipv4Parse(asciiDomain, report, domainOffsetsMatchInput(input) ? -1 : length);
    return ipv4 === null ? null : { kind: 'ipv4', value: ipv4 };
  }
  // Step 9:
  return { kind: 'domain', value: asciiDomain };
}
