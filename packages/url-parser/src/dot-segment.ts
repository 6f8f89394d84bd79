// https://url.spec.whatwg.org/#single-dot-path-segment and #double-dot-path-segment, on a
// range of the input: what the path state (states/path.ts) acts on and what the recognizer
// (fast-path.ts) leaves to it.
import { codeUnitAt } from './code-unit';

/** Lowercase-insensitive "%2e" at input[i, i + 3). */
function isPercent2EAt(input: string, i: number): boolean {
  return codeUnitAt(input, i) === 0x25 && codeUnitAt(input, i + 1) === 0x32 && (codeUnitAt(input, i + 2) | 0x20) === 0x65;
}

/** https://url.spec.whatwg.org/#single-dot-path-segment, on input[from, to). */
export function isSingleDot(input: string, from: number, to: number): boolean {
  const n = to - from;
  return (n === 1 && codeUnitAt(input, from) === 0x2e) || (n === 3 && isPercent2EAt(input, from));
}

/** https://url.spec.whatwg.org/#double-dot-path-segment, on input[from, to). */
export function isDoubleDot(input: string, from: number, to: number): boolean {
  switch (to - from) {
    case 2:
      return codeUnitAt(input, from) === 0x2e && codeUnitAt(input, from + 1) === 0x2e;
    case 4:
      return (
        (codeUnitAt(input, from) === 0x2e && isPercent2EAt(input, from + 1)) ||
        (isPercent2EAt(input, from) && codeUnitAt(input, from + 3) === 0x2e)
      );
    case 6:
      return isPercent2EAt(input, from) && isPercent2EAt(input, from + 3);
    default:
      return false;
  }
}
