// Code units read through the builtin itself, not through the string.
//
// V8 gives all of a function's `s.charCodeAt` loads on one variable a single feedback
// slot. Real input mixes string representations (one-byte and two-byte, internalized,
// cons strings from concatenation, sliced strings from larger text); once a slot has
// seen more than four of them it goes megamorphic and every read becomes a generic
// lookup plus call: 4× slower per code unit, and what made this parser 1.4× slower on
// plain URLs after it had seen a few non-ASCII ones. A bound `call` of the builtin has no
// receiver-map feedback: each call site sees one target, and TurboFan reduces it to the
// same inlined string access as `s.charCodeAt(i)` whatever strings came before. (A
// `charCodeAt.call(s, i)` through a module variable is not reduced once bundlers turn
// the top-level const into a var.)

/** `s.charCodeAt(i)`: the UTF-16 code unit at `i`, or NaN when `i` is out of range. */
export const codeUnitAt = Function.prototype.call.bind(String.prototype.charCodeAt) as (s: string, i: number) => number;

/**
 * The code units the parser names. A `const enum` because bundlers inline its members as
 * literals (`=== 47 /* Solidus *\/`), where a module-level `const` becomes a `var` that
 * optimized code reloads on every comparison (measured: twice as slow in a scan loop).
 */
export const enum CodeUnit {
  Tab = 0x09,
  LineFeed = 0x0a,
  CarriageReturn = 0x0d,
  Space = 0x20,
  NumberSign = 0x23,
  PercentSign = 0x25,
  FullStop = 0x2e,
  Solidus = 0x2f,
  Colon = 0x3a,
  QuestionMark = 0x3f,
  CommercialAt = 0x40,
  LeftSquareBracket = 0x5b,
  ReverseSolidus = 0x5c,
  RightSquareBracket = 0x5d,
  VerticalLine = 0x7c,
}
