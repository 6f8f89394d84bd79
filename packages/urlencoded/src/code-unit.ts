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
