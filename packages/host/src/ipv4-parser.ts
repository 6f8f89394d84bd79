// https://url.spec.whatwg.org/#concept-ipv4-parser
import { codeUnitAt } from './code-unit';
import { checkString, reportFromOptions } from './argument-checks';
import type { HostReportFn, HostValidationErrorType, ReportOptions } from './validation-error';

/** 256^k for k = 0..4 (a table: the ** operator is a slow call in optimized code). */
const POW256: readonly number[] = [1, 256, 65536, 16777216, 4294967296];

/**
 * The IPv4 number parser's boolean (#ipv4-number-parser steps 2–5): whether
 * input[start, end) is written in hex ("0x", "0X") or octal (a leading "0"), i.e. has
 * two or more code units and starts with "0".
 */
function isNonDecimal(input: string, start: number, end: number): boolean {
  return end - start >= 2 && codeUnitAt(input, start) === 0x30;
}

/**
 * https://url.spec.whatwg.org/#ipv4-number-parser on input[start, end): the value, or NaN
 * for failure (the tuple's boolean is isNonDecimal). Values past 2^53 lose precision
 * (and very long ones become Infinity), which never changes a comparison with 255 or
 * 256^k, the only uses of the value beyond 2^32.
 */
function parseIPv4Number(input: string, start: number, end: number): number {
  // Step 1:
  if (start === end) return NaN;
  let radix = 10;
  if (isNonDecimal(input, start, end)) {
    if ((codeUnitAt(input, start + 1) | 0x20) === 0x78) {
      // Step 4: "0x" / "0X".
      start += 2;
      radix = 16;
    } else {
      // Step 5: a leading "0".
      start += 1;
      radix = 8;
    }
  }
  // Step 6:
  if (start === end) return 0;
  let output = 0;
  for (let i = start; i < end; i++) {
    const c = codeUnitAt(input, i);
    let digit: number;
    if (c >= 0x30 && c <= 0x39) digit = c - 0x30;
    else if ((c | 0x20) >= 0x61 && (c | 0x20) <= 0x66) digit = (c | 0x20) - 0x61 + 10;
    else return NaN;
    // Step 7: not a radix-R digit.
    if (digit >= radix) return NaN;
    // Step 8:
    output = output * radix + digit;
  }
  return output;
}

/**
 * Reports a validation error at input[index, end), or over the whole caller's input
 * ([0, whole)) when `whole` is not -1 (the parsed string is a transform of the caller's
 * input, e.g. percent-decoded, so its offsets do not map back).
 */
function emit(
  report: HostReportFn,
  type: HostValidationErrorType,
  index: number,
  end: number,
  fatal: boolean,
  whole: number,
): void {
  if (whole === -1) report({ type, index, end, fatal });
  else report({ type, index: 0, end: whole, fatal });
}

/**
 * The IPv4 parser without argument checks: a uint32, or null for failure.
 * https://url.spec.whatwg.org/#concept-ipv4-parser
 */
export function ipv4Parse(input: string, report: HostReportFn | undefined, whole: number): number | null {
  const length = input.length;
  // Step 1: strictly split on "." (parts are ranges; nothing is allocated).
  let end = length;
  // Step 2: the last item is empty when the input ends with "." (or is empty).
  if (length === 0 || codeUnitAt(input, length - 1) === 0x2e) {
    if (report !== undefined) emit(report, 'IPv4-empty-part', length === 0 ? 0 : length - 1, length, false, whole);
    // Step 2.2: with more than one item, remove the last one.
    if (length > 0) end = length - 1;
  }
  let size = 1;
  for (let i = 0; i < end; i++) if (codeUnitAt(input, i) === 0x2e) size++;
  // Step 3:
  if (size < 4 && report !== undefined) emit(report, 'IPv4-too-few-parts', 0, length, false, whole);
  // Step 4:
  if (size > 4) {
    if (report !== undefined) emit(report, 'IPv4-too-many-parts', 0, length, true, whole);
    return null;
  }
  // Steps 5–6, folding step 11–14's sum in as the numbers arrive.
  let ipv4 = 0;
  let last = 0;
  let anyButLastOver255 = false;
  let overStart = -1;
  let overEnd = -1;
  let partStart = 0;
  for (let n = 0; n < size; n++) {
    let partEnd = partStart;
    while (partEnd < end && codeUnitAt(input, partEnd) !== 0x2e) partEnd++;
    const result = parseIPv4Number(input, partStart, partEnd);
    // Step 6.2:
    if (Number.isNaN(result)) {
      if (report !== undefined) emit(report, 'IPv4-non-numeric-part', partStart, partEnd, true, whole);
      return null;
    }
    // Step 6.3:
    if (report !== undefined && isNonDecimal(input, partStart, partEnd)) emit(report, 'IPv4-non-decimal-part', partStart, partEnd, false, whole);
    if (result > 255 && overStart === -1) {
      overStart = partStart;
      overEnd = partEnd;
    }
    if (n < size - 1) {
      if (result > 255) anyButLastOver255 = true;
      // Step 14: n × 256^(3 − counter).
      ipv4 += result * (POW256[3 - n] as number);
    } else {
      last = result;
    }
    partStart = partEnd + 1;
  }
  // Steps 8–9:
  const fails = anyButLastOver255 || last >= (POW256[5 - size] as number);
  // Step 7:
  if (overStart !== -1 && report !== undefined) emit(report, 'IPv4-out-of-range-part', overStart, overEnd, fails, whole);
  if (fails) return null;
  // Steps 10–15:
  return ipv4 + last;
}

/**
 * Parses an IPv4 address the way the host parser does (shorthand such as "127.1",
 * hexadecimal "0x7f.1" and octal "0177.1" parts): a uint32, or null for failure.
 * https://url.spec.whatwg.org/#concept-ipv4-parser
 */
export function parseIPv4(input: string, options?: ReportOptions<HostValidationErrorType>): number | null {
  checkString('parseIPv4', 'input', input);
  return ipv4Parse(input, reportFromOptions('parseIPv4', options), -1);
}
