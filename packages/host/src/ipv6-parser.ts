// https://url.spec.whatwg.org/#concept-ipv6-parser
import { codeUnitAt } from './code-unit';
import { checkString, reportFromOptions } from './argument-checks';
import type { IPv6Address } from './host';
import type { HostReportFn, HostValidationErrorType, ReportOptions } from './validation-error';

function hexValue(c: number): number {
  if (c >= 0x30 && c <= 0x39) return c - 0x30;
  const l = c | 0x20;
  if (l >= 0x61 && l <= 0x66) return l - 0x61 + 10;
  return -1;
}

/**
 * The IPv6 parser on input[start, end) without argument checks. `pointer` is an offset
 * into `input` itself, so reported positions are the caller's (inside brackets they count
 * the "["). Returns the eight pieces, or null for failure.
 *
 * Error spans: a code point error covers that code point (empty at the end of input);
 * "::" errors cover the colons; piece errors cover the piece; count errors cover the
 * part of the address that does not fit.
 */
export function ipv6Parse(input: string, start: number, end: number, report: HostReportFn | undefined): number[] | null {
  // Steps 1–4:
  const address = [0, 0, 0, 0, 0, 0, 0, 0];
  let pieceIndex = 0;
  let compress = -1;
  let pointer = start;
  // Step 5:
  if (pointer < end && codeUnitAt(input, pointer) === 0x3a) {
    if (pointer + 1 >= end || codeUnitAt(input, pointer + 1) !== 0x3a) {
      if (report !== undefined) report({ type: 'IPv6-invalid-compression', index: pointer, end: pointer + 1, fatal: true });
      return null;
    }
    pointer += 2;
    pieceIndex++;
    compress = pieceIndex;
  }
  // Step 6:
  while (pointer < end) {
    // Step 6.1:
    if (pieceIndex === 8) {
      if (report !== undefined) report({ type: 'IPv6-too-many-pieces', index: pointer, end, fatal: true });
      return null;
    }
    let c = codeUnitAt(input, pointer);
    // Step 6.2:
    if (c === 0x3a) {
      if (compress !== -1) {
        if (report !== undefined) report({ type: 'IPv6-multiple-compression', index: pointer - 1, end: pointer + 1, fatal: true });
        return null;
      }
      pointer++;
      pieceIndex++;
      compress = pieceIndex;
      continue;
    }
    // Steps 6.3–6.4:
    const pieceStart = pointer;
    let value = 0;
    let length = 0;
    while (length < 4 && pointer < end) {
      const h = hexValue(codeUnitAt(input, pointer));
      if (h < 0) break;
      value = value * 0x10 + h;
      pointer++;
      length++;
    }
    c = pointer < end ? codeUnitAt(input, pointer) : -1;
    // Step 6.5: an IPv4 address in the last two pieces.
    if (c === 0x2e) {
      if (length === 0) {
        if (report !== undefined) report({ type: 'IPv4-in-IPv6-invalid-code-point', index: pointer, end: pointer + 1, fatal: true });
        return null;
      }
      pointer -= length;
      const ipv4Start = pointer;
      if (pieceIndex > 6) {
        if (report !== undefined) report({ type: 'IPv4-in-IPv6-too-many-pieces', index: pointer, end, fatal: true });
        return null;
      }
      let numbersSeen = 0;
      while (pointer < end) {
        let ipv4Piece = -1;
        if (numbersSeen > 0) {
          if (codeUnitAt(input, pointer) === 0x2e && numbersSeen < 4) {
            pointer++;
          } else {
            if (report !== undefined) report({ type: 'IPv4-in-IPv6-invalid-code-point', index: pointer, end: pointer + 1, fatal: true });
            return null;
          }
        }
        c = pointer < end ? codeUnitAt(input, pointer) : -1;
        if (c < 0x30 || c > 0x39) {
          if (report !== undefined) {
            report({ type: 'IPv4-in-IPv6-invalid-code-point', index: pointer, end: c === -1 ? pointer : pointer + 1, fatal: true });
          }
          return null;
        }
        const partStart = pointer;
        while (c >= 0x30 && c <= 0x39) {
          const number = c - 0x30;
          if (ipv4Piece === -1) {
            ipv4Piece = number;
          } else if (ipv4Piece === 0) {
            // A leading 0: the span is the zero.
            if (report !== undefined) report({ type: 'IPv4-in-IPv6-invalid-code-point', index: partStart, end: partStart + 1, fatal: true });
            return null;
          } else {
            ipv4Piece = ipv4Piece * 10 + number;
          }
          if (ipv4Piece > 255) {
            if (report !== undefined) report({ type: 'IPv4-in-IPv6-out-of-range-part', index: partStart, end: pointer + 1, fatal: true });
            return null;
          }
          pointer++;
          c = pointer < end ? codeUnitAt(input, pointer) : -1;
        }
        address[pieceIndex] = (address[pieceIndex] ?? 0) * 0x100 + ipv4Piece;
        numbersSeen++;
        if (numbersSeen === 2 || numbersSeen === 4) pieceIndex++;
      }
      if (numbersSeen !== 4) {
        if (report !== undefined) report({ type: 'IPv4-in-IPv6-too-few-parts', index: ipv4Start, end, fatal: true });
        return null;
      }
      break;
    }
    if (c === 0x3a) {
      // Step 6.6:
      pointer++;
      if (pointer >= end) {
        // The address ends in a single ":"; the span is that colon.
        if (report !== undefined) report({ type: 'IPv6-invalid-code-point', index: pointer - 1, end: pointer, fatal: true });
        return null;
      }
    } else if (c !== -1) {
      // Step 6.7:
      if (report !== undefined) report({ type: 'IPv6-invalid-code-point', index: pointer, end: pointer + 1, fatal: true });
      return null;
    }
    // Step 6.8:
    if (length > 1 && value < 0x10 ** (length - 1) && report !== undefined) {
      report({ type: 'IPv6-piece-leading-zero', index: pieceStart, end: pieceStart + length, fatal: false });
    }
    // Steps 6.9–6.10:
    address[pieceIndex] = value;
    pieceIndex++;
  }
  // Step 7:
  if (compress !== -1) {
    let swaps = pieceIndex - compress;
    pieceIndex = 7;
    while (pieceIndex !== 0 && swaps > 0) {
      const other = compress + swaps - 1;
      const tmp = address[pieceIndex] ?? 0;
      address[pieceIndex] = address[other] ?? 0;
      address[other] = tmp;
      pieceIndex--;
      swaps--;
    }
  } else if (pieceIndex !== 8) {
    // Step 8:
    if (report !== undefined) report({ type: 'IPv6-too-few-pieces', index: start, end, fatal: true });
    return null;
  }
  // Step 9:
  return address;
}

/**
 * Parses an IPv6 address written WITHOUT the brackets ("::1", "1:2::3", "::ffff:1.2.3.4"):
 * the eight pieces, or null for failure.
 * https://url.spec.whatwg.org/#concept-ipv6-parser
 */
export function parseIPv6(input: string, options?: ReportOptions<HostValidationErrorType>): IPv6Address | null {
  checkString('parseIPv6', 'input', input);
  const address = ipv6Parse(input, 0, input.length, reportFromOptions('parseIPv6', options));
  return address === null ? null : (Object.freeze(address) as unknown as IPv6Address);
}
