// https://url.spec.whatwg.org/#ends-in-a-number-checker
import { codeUnitAt } from './code-unit';
import { checkString } from './argument-checks';
import { isASCIIHexDigit } from './host-code-points';

/** How many code units of the last label are read one at a time (see step 4 below). */
const LOOPED = 64;

/**
 * The ends-in-a-number checker without argument checks. Reads only the last label,
 * backwards, so the host parser's fast path pays for the last label alone.
 */
export function endsInANumberUnchecked(input: string): boolean {
  let end = input.length;
  // Steps 2–3: strictly split on "."; drop a trailing empty item (a trailing dot).
  if (end > 0 && codeUnitAt(input, end - 1) === 0x2e) end--;
  if (end === 0) return false;
  // Step 4: the last item starts after the previous ".". A loop over the last LOOPED code
  // units, lastIndexOf past them: a loop costs about 2 ns per code unit on Node 26,
  // lastIndexOf about 12 ns more per call on a short label but a few hundredths of a ns
  // per code unit on a long one (a 100 MB host of "é": 0.1 s less than the loop).
  let start = end;
  const floor = Math.max(0, end - LOOPED);
  while (start > floor && codeUnitAt(input, start - 1) !== 0x2e) start--;
  if (start === floor && start > 0) start = input.lastIndexOf('.', start - 1) + 1;
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
