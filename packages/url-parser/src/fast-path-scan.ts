// Scans for the canonical-input fast path (and the path state's canonical runs,
// states/path.ts) and the authority state's long authorities. Each regular expression
// here but three (PATH_RUN, SEGMENTS_RUN, SPECIAL_RUN, whose comments say why they never
// backtrack) is ONE character class, global, run from `lastIndex`: it matches a single code
// unit, so a search is one linear pass with no backtracking (STYLE.md "Untrusted input"
// allows anchored single-class expressions; this file is the lint allowlist). V8 runs
// these scans about twice as fast per code unit as a charCodeAt loop, but each call costs
// about 21 ns on Node 26, as much as 15–20 code units of the loop, so the common URL's
// scheme, host and path are one call (SPECIAL_RUN). A host read on its own (17 code units
// on kasztp, often none in file URLs) is a loop: 31 ns instead of 40 on kasztp's hosts by
// a call of its own, 7 instead of 21 on node_files'.
import { codeUnitAt } from './code-unit';
import { CLASS, C_ALPHA, C_DOMAIN, C_OPAQUE_HOST } from './code-points';

/**
 * A special URL's path as the path state copies it, segment by segment ("/" continues),
 * stopping where a segment starts with "." or "%" (a possible dot segment, which the
 * caller checks) and at anything the path state would not copy (the path percent-encode
 * set, "\\", "?", "#", non-ASCII). Sticky, and never backtracks although it has a group
 * under a quantifier: it has no anchor and nothing after its last quantifier, so its greedy
 * match cannot fail; each "*" stops at a code unit its class excludes, and the group must
 * start with "/", which neither class holds, so every code unit is read once.
 *
 * The group repeats at most SEGMENTS_PER_CALL times: each repetition keeps an entry on the
 * engine's backtrack stack for the whole match, and an unbounded "*" overflowed that stack
 * (a RangeError) at about 3.35 million segments on V8. A match stops early only there,
 * and then at a "/": a match that stops on its own never does, since the group takes any
 * "/" (its segment is optional). `continueRun` goes on from such a stop.
 */
const PATH_RUN = /[!$-.0-;=@-[\]_a-z|~]*(?:\/(?:[!$&-\x2d0-;=@-[\]_a-z|~][!$-.0-;=@-[\]_a-z|~]*)?){0,256}/y;
/** The bound on PATH_RUN's group (and SPECIAL_RUN's, SEGMENTS_RUN's): see PATH_RUN. */
export const SEGMENTS_PER_CALL = 256;
/**
 * A special URL's scheme, "//", a domain as the recognizer keeps it (C_DOMAIN's code units:
 * ASCII lowercase, digits, "-", "." and the other code units a domain keeps, no "%" nor upper
 * case) and then PATH_RUN's segments: the common URL in one call, read at a regular
 * expression's speed per code unit instead of a loop's. Sticky, and it never backtracks for
 * PATH_RUN's reasons: the host's class holds no "/", so it stops where the segments start.
 */
const SPECIAL_RUN = /(?:https?|wss?|ftp|file):\/\/[!"$&-.0-9;=_-{}~]*(?:\/(?:[!$&-\x2d0-;=@-[\]_a-z|~][!$-.0-;=@-[\]_a-z|~]*)?){0,256}/y;
/**
 * PATH_RUN from the start of a segment instead of from a "/": the same segments, the first
 * one included (held to the same rule: it may not start with "." or "%").
 */
const SEGMENTS_RUN = /(?:[!$&-\x2d0-;=@-[\]_a-z|~][!$-.0-;=@-[\]_a-z|~]*)?(?:\/(?:[!$&-\x2d0-;=@-[\]_a-z|~][!$-.0-;=@-[\]_a-z|~]*)?){0,256}/y;
/** Ends a special URL's query: the special-query percent-encode set, "#" and non-ASCII. */
const SPECIAL_QUERY_STOP = /[^!$-&(-;=?-~]/g;
/** Ends a non-special URL's query: the query percent-encode set, "#" and non-ASCII. */
const QUERY_STOP = /[^!$-;=?-~]/g;
/** Not copied as is in a fragment (fragment percent-encode set). */
const FRAGMENT_STOP = /[^!#-;=?-_a-~]/g;
/**
 * Not a URL code point (#url-code-points, ASCII part), or "%": where the path, query,
 * fragment and opaque path states may report invalid-URL-unit.
 */
const URL_UNIT_STOP = /[^!$&-;=?-Z_a-z~]/g;
/** Ends or changes an opaque path: "?", "#", space, controls, non-ASCII. */
const OPAQUE_STOP = /[^!"$->@-~]/g;
/** Ends an authority (#authority-state step 2): "/", "?", "#" and, in a special URL, "\\". */
const SPECIAL_AUTHORITY_STOP = /[#/?\\]/g;
const AUTHORITY_STOP = /[#/?]/g;

function stop(re: RegExp, input: string, from: number): number {
  re.lastIndex = from;
  return re.test(input) ? re.lastIndex - 1 : input.length;
}

/** The end of the code units from `from` whose CLASS entry has a bit of `mask`. */
function classRun(input: string, from: number, mask: number): number {
  const end = input.length;
  let i = from;
  while (i < end) {
    const c = codeUnitAt(input, i);
    if (c >= 0x80 || ((CLASS[c] as number) & mask) === 0) break;
    i++;
  }
  return i;
}

/** The end of the code units from `from` that a domain keeps as they are (C_DOMAIN). */
export const hostStop = (input: string, from: number): number => classRun(input, from, C_DOMAIN);
/** As hostStop, but upper case (C_ALPHA: every letter) continues (the caller lowercases it). */
export const hostStopAnyCase = (input: string, from: number): number => classRun(input, from, C_DOMAIN | C_ALPHA);
/** The end of the code units from `from` that an opaque host keeps as they are (C_OPAQUE_HOST). */
export const opaqueHostStop = (input: string, from: number): number => classRun(input, from, C_OPAQUE_HOST);

/**
 * The end of the segments from `stop`, where a match of PATH_RUN, SPECIAL_RUN or
 * SEGMENTS_RUN stopped: the same end as one match with an unbounded group. A stop at "/"
 * is the bound's (see PATH_RUN), so PATH_RUN goes on from there until a match stops on
 * its own.
 */
function continueRun(input: string, stop: number): number {
  while (codeUnitAt(input, stop) === 0x2f) {
    PATH_RUN.lastIndex = stop;
    PATH_RUN.test(input);
    stop = PATH_RUN.lastIndex;
  }
  return stop;
}
/** The end of PATH_RUN's match from `from`: see there. */
export function pathRun(input: string, from: number): number {
  PATH_RUN.lastIndex = from;
  PATH_RUN.test(input);
  return continueRun(input, PATH_RUN.lastIndex);
}
/** The end of SPECIAL_RUN's match from the start of `input`: 0 when it has no special scheme and "//". */
export function specialRun(input: string): number {
  SPECIAL_RUN.lastIndex = 0;
  // No match leaves lastIndex at 0, where no "/" continues anything.
  return SPECIAL_RUN.test(input) ? continueRun(input, SPECIAL_RUN.lastIndex) : 0;
}
/** The end of SEGMENTS_RUN's match from `from`, a segment's start: see there. */
export function segmentsRun(input: string, from: number): number {
  SEGMENTS_RUN.lastIndex = from;
  SEGMENTS_RUN.test(input);
  return continueRun(input, SEGMENTS_RUN.lastIndex);
}
export const queryStop = (input: string, from: number, special: boolean): number =>
  stop(special ? SPECIAL_QUERY_STOP : QUERY_STOP, input, from);
export const fragmentStop = (input: string, from: number): number => stop(FRAGMENT_STOP, input, from);
export const urlUnitStop = (input: string, from: number): number => stop(URL_UNIT_STOP, input, from);
export const opaqueStop = (input: string, from: number): number => stop(OPAQUE_STOP, input, from);
export const authorityStop = (input: string, from: number, special: boolean): number =>
  stop(special ? SPECIAL_AUTHORITY_STOP : AUTHORITY_STOP, input, from);
