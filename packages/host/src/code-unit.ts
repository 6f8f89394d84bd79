// The one reader of code units in this package (lint requires it: see @x/url-parser's
// code-unit.ts for why it is a plain function).

/** `s.charCodeAt(i)`: the UTF-16 code unit at `i`, or NaN when `i` is out of range. */
export function codeUnitAt(s: string, i: number): number {
  return s.charCodeAt(i);
}
