// The one reader of code units in this package (lint forbids `.charCodeAt` elsewhere).
//
// A plain function, which every engine inlines into its callers as `s.charCodeAt(i)`. It
// replaced a bound `Function.prototype.call` of the builtin, which V8's TurboFan reduced
// to the same inlined load but JavaScriptCore ran as two native calls per code unit, and
// which read more instructions on V8 too once inputs of mixed string representations had
// passed (bench/HISTORY.md, 2026-12-02). Keeping every read behind this one name keeps
// the choice in one place per package and measurable.

/** `s.charCodeAt(i)`: the UTF-16 code unit at `i`, or NaN when `i` is out of range. */
export function codeUnitAt(s: string, i: number): number {
  return s.charCodeAt(i);
}

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
