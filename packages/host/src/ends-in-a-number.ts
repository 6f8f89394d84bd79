// https://url.spec.whatwg.org/#ends-in-a-number-checker
import { codeUnitAt } from './code-unit';
import { checkString, describeType } from './argument-checks';
import { isASCIIHexDigit } from './host-code-points';

/**
 * How many code units of a last label endsInANumberIn reads backwards one at a time. A
 * loop costs about 2 ns per code unit on Node 26; lastIndexOf about 12 ns more per call on
 * a short label and a few hundredths of a ns per code unit: a 100 MB host of "%41" (its
 * label "aaa…", all hex digits) took 0.40 s looping back to its start, 0.30 s this way.
 */
const LOOPED = 64;

/**
 * The ends-in-a-number checker on input[from, to) (@x/host/internal): for the host parser
 * (a whole ASCII domain) and the URL parser's recognizer (the host inside its input,
 * without slicing it out). Reads only the last label, and most labels not even that:
 * "com" is decided at its "m".
 */
export function endsInANumberIn(input: string, from: number, to: number): boolean {
  // The arguments in one test on the way through (the recognizer calls this once per URL;
  // a wrapper around an unchecked core measured 1–2% slower there), the types first so
  // that no comparison calls user code; rejectRange tells the errors apart.
  if (typeof input !== 'string' || typeof from !== 'number' || typeof to !== 'number' || !(from >= 0 && from <= to && to <= input.length)) {
    rejectRange(input, from, to);
  }
  // Steps 2–3: strictly split on "."; drop a trailing empty item (a trailing dot).
  if (to > from && codeUnitAt(input, to - 1) === 0x2e) to--;
  if (to === from) return false;
  // Steps 5 and 6 hold only for an item that ends in a digit, a hex digit or the "x" of
  // "0x" (uppercase too): most domains are settled here, at their last code unit.
  const last = codeUnitAt(input, to - 1) | 0x20;
  if (!((last >= 0x30 && last <= 0x39) || (last >= 0x61 && last <= 0x66) || last === 0x78)) return false;
  // Step 4: the last item starts after the previous ".".
  let start = to;
  const floor = Math.max(from, to - LOOPED);
  while (start > floor && codeUnitAt(input, start - 1) !== 0x2e) start--;
  // A longer last item: its start by a native search (steps 5 and 6 read it all anyway).
  if (start === floor && start > from) start = Math.max(from, input.lastIndexOf('.', start - 1) + 1);
  // Step 5: all ASCII digits.
  let i = start;
  while (i < to) {
    const c = codeUnitAt(input, i);
    if (c < 0x30 || c > 0x39) break;
    i++;
  }
  if (i === to) return true;
  // Step 6: parses as an IPv4 number, i.e. "0x"/"0X" and zero or more ASCII hex digits
  // (any other non-digit makes the IPv4 number parser fail).
  if (to - start < 2 || codeUnitAt(input, start) !== 0x30 || (codeUnitAt(input, start + 1) | 0x20) !== 0x78) return false;
  for (i = start + 2; i < to; i++) if (!isASCIIHexDigit(codeUnitAt(input, i))) return false;
  return true;
}

/**
 * Whether the last label of `input` (ignoring one trailing dot) is a number: all ASCII
 * digits, or "0x"/"0X" followed by ASCII hex digits. Such a domain is parsed as IPv4.
 * https://url.spec.whatwg.org/#ends-in-a-number-checker
 */
export function endsInANumber(input: string): boolean {
  checkString('endsInANumber', 'input', input);
  return endsInANumberIn(input, 0, input.length);
}

function rejectRange(input: unknown, from: unknown, to: unknown): never {
  checkString('endsInANumberIn', 'input', input);
  if (typeof from !== 'number') throw new TypeError(`endsInANumberIn: from must be a number, got ${describeType(from)}`);
  if (typeof to !== 'number') throw new TypeError(`endsInANumberIn: to must be a number, got ${describeType(to)}`);
  throw new RangeError('endsInANumberIn: from and to must be indices, 0 <= from <= to <= input.length');
}
