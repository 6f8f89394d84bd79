// One native scan for the long-range encoder (utf8-percent-encode-long.ts): a single
// negated character class, global, run from `lastIndex`, so a search is one linear pass
// with no backtracking (STYLE.md "Untrusted input"; this file is on the lint allowlist).

/** Any code unit that is not ASCII. */
const NON_ASCII = /[^\0-\x7f]/g;

/** The index of the first code unit at or after `from` that is not ASCII, or input.length. */
export function firstNonASCII(input: string, from: number): number {
  NON_ASCII.lastIndex = from;
  return NON_ASCII.test(input) ? NON_ASCII.lastIndex - 1 : input.length;
}
