// The one reader of code units in this package (lint requires it: see @x/url-parser's
// code-unit.ts for why it is a plain function).

/** `s.charCodeAt(i)`: the UTF-16 code unit at `i`, or NaN when `i` is out of range. */
export function codeUnitAt(s: string, i: number): number {
  return s.charCodeAt(i);
}

/** `s.slice(start, end)`, behind one name for the same reason. */
export function stringSlice(s: string, start: number, end?: number): string {
  return s.slice(start, end);
}
