// https://url.spec.whatwg.org/#ends-in-a-number-checker
import { codeUnitAt } from './code-unit';
import { checkString } from './argument-checks';
import { isASCIIHexDigit } from './host-code-points';

/**
 * The ends-in-a-number checker without argument checks. Reads only the last label,
 * backwards, so the host parser's fast path pays for the last label alone.
 */
export function endsInANumberUnchecked(input: string): boolean {
  let end = input.length;
  // Steps 2–3: strictly split on "."; drop a trailing empty item (a trailing dot).
  if (end > 0 && codeUnitAt(input, end - 1) === 0x2e) end--;
  if (end === 0) return false;
  // Step 4: the last item starts after the previous "." (lastIndexOf, not a loop: a host
  // that is one long label is scanned at memchr speed).
  const start = input.lastIndexOf('.', end - 1) + 1;
  if (start === end) return false;
  // Step 5: all ASCII digits.
  let i = start;
  while (i < end) {
    const c = codeUnitAt(input, i);
    if (c < 0x30 || c > 0x39) break;
    i++;
  }
  if (i === end) return true;
  // Step 6: parses as an IPv4 number, i.e. "0x"/"0X" and zero or more ASCII hex digits
  // (any other non-digit makes the IPv4 number parser fail).
  if (end - start < 2 || codeUnitAt(input, start) !== 0x30 || (codeUnitAt(input, start + 1) | 0x20) !== 0x78) return false;
  for (i = start + 2; i < end; i++) if (!isASCIIHexDigit(codeUnitAt(input, i))) return false;
  return true;
}

/**
 * Whether the last label of `input` (ignoring one trailing dot) is a number: all ASCII
 * digits, or "0x"/"0X" followed by ASCII hex digits. Such a domain is parsed as IPv4.
 * https://url.spec.whatwg.org/#ends-in-a-number-checker
 */
export function endsInANumber(input: string): boolean {
  checkString('endsInANumber', 'input', input);
  return endsInANumberUnchecked(input);
}
