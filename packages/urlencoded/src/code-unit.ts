// Code units read through the builtin itself, not through the string: `s.charCodeAt`
// call sites go megamorphic on mixed string representations in V8 and run 4× slower
// (the measurements are in @x/url-parser's code-unit.ts). Lint requires it here.

/** `s.charCodeAt(i)`: the UTF-16 code unit at `i`, or NaN when `i` is out of range. */
export const codeUnitAt = Function.prototype.call.bind(String.prototype.charCodeAt) as (s: string, i: number) => number;

/** `s.slice(start, end)`, called the same way for the same reason. */
export const stringSlice = Function.prototype.call.bind(String.prototype.slice) as (s: string, start: number, end?: number) => string;
