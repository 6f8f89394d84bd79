// Native scans for the canonical-input fast path. Each regular expression here is ONE
// negated character class (or a two-code-point literal), global, run from `lastIndex`:
// it matches a single code unit, so a search is one linear pass with no backtracking
// (STYLE.md "Untrusted input" allows anchored single-class expressions; this file is the
// lint allowlist). V8 runs these scans about four times faster than a charCodeAt loop.

/** Not kept as is by a domain: anything but lowercase ASCII that is no forbidden domain code point. */
const HOST_STOP = /[^!"$&-.0-9;=_-{}~]/g;
/** As HOST_STOP, but upper case continues (it is lowercased by the caller). */
const HOST_STOP_ANY_CASE = /[^!"$&-.0-9;=A-Z_-{}~]/g;
/** Not copied as is by the path state (path percent-encode set, "\", "?", "#"); "/" continues. */
const PATH_STOP = /[^!$-;=@-[\]_a-z|~]/g;
/** Ends a special URL's query: the special-query percent-encode set, "#" and non-ASCII. */
const SPECIAL_QUERY_STOP = /[^!$-&(-;=?-~]/g;
/** Ends a non-special URL's query: the query percent-encode set, "#" and non-ASCII. */
const QUERY_STOP = /[^!$-;=?-~]/g;
/** Not copied as is in a fragment (fragment percent-encode set). */
const FRAGMENT_STOP = /[^!#-;=?-_a-~]/g;
/** Ends or changes an opaque path: "?", "#", space, controls, non-ASCII. */
const OPAQUE_STOP = /[^!"$->@-~]/g;
/** A segment starting with "." or "%": a possible dot segment. */
const DOT_CANDIDATE = /\/[.%]/g;

function stop(re: RegExp, input: string, from: number): number {
  re.lastIndex = from;
  return re.test(input) ? re.lastIndex - 1 : input.length;
}

export const hostStop = (input: string, from: number): number => stop(HOST_STOP, input, from);
export const hostStopAnyCase = (input: string, from: number): number => stop(HOST_STOP_ANY_CASE, input, from);
export const pathStop = (input: string, from: number): number => stop(PATH_STOP, input, from);
export const queryStop = (input: string, from: number, special: boolean): number =>
  stop(special ? SPECIAL_QUERY_STOP : QUERY_STOP, input, from);
export const fragmentStop = (input: string, from: number): number => stop(FRAGMENT_STOP, input, from);
export const opaqueStop = (input: string, from: number): number => stop(OPAQUE_STOP, input, from);
/** Index of the first "/." or "/%" at or after `from`, or input.length. */
export function dotCandidate(input: string, from: number): number {
  DOT_CANDIDATE.lastIndex = from;
  return DOT_CANDIDATE.test(input) ? DOT_CANDIDATE.lastIndex - 2 : input.length;
}
