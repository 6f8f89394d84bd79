// Whether the basic URL parser (#concept-basic-url-parser, no state override) would
// return failure, without building the URL.
//
// Reading the parser's states, failure is returned only by:
// - the no scheme state: no base, or a base with an opaque path and c is not "#";
// - the authority state: "@" seen and nothing after the last one (host-missing);
// - the host and file host states: an empty host before ":" or, for special URLs, at the
//   end; and the host parser's failures;
// - the port state: a port that is not all ASCII digits or is over 65535.
// The path, opaque path, query and fragment states never fail. So only the scheme and the
// authority are checked here. Whatever this cannot settle cheaply (tabs or newlines, which
// are removed before parsing; leading or trailing C0 controls and spaces, which are
// trimmed; hosts that need the host parser: IPv6, percent signs, non-ASCII, a last
// label that may be a number) goes to the full parser, so the answer is
// always the parser's: a differential test checks canParseURL(x) === (parseURL(x) !== null).
import { CodeUnit, codeUnitAt } from './code-unit';
import { C_ALPHA, C_SCHEME, CLASS, isASCIITabOrNewline } from './code-points';
import { hostStopAnyCase } from './fast-path-scan';
import { parseURL } from './parse-url';
import { httpSchemeEnd, httpSchemeType, SchemeType, schemeTypeOfRange } from './special-scheme';
import { assertRecord } from './serializer';
import type { URLRecord } from './url-record';

/** What the scheme and authority tell; a `const enum` so that bundlers inline it (see code-unit.ts). */
const enum Verdict {
  No = 0,
  Yes = 1,
  /** Not settled here: the full parser decides. */
  AskParser = -1,
}

/**
 * ASCII code units a domain may hold as it is, with no work by the host parser beyond
 * lowercasing: printable ASCII except the forbidden domain code points (#forbidden-domain-code-point)
 * and "%" (which the host parser percent-decodes first).
 */
const PLAIN_DOMAIN: Uint8Array = /* @__PURE__ */ (() => {
  const t = new Uint8Array(128);
  for (let c = 0x21; c < 0x7f; c++) t[c] = 1;
  for (const ch of '#/:<>?@[\\]^|%') t[codeUnitAt(ch, 0)] = 0;
  return t;
})();

/**
 * Opaque-host code units that need the parser's judgement: the forbidden host code
 * points (#forbidden-host-code-point), which make the opaque-host parser fail.
 */
const FORBIDDEN_HOST: Uint8Array = /* @__PURE__ */ (() => {
  const t = new Uint8Array(128);
  for (const ch of '\u0000\t\n\r #/:<>?@[\\]^|') t[codeUnitAt(ch, 0)] = 1;
  return t;
})();

const isSlash = (c: number): boolean => c === CodeUnit.Solidus || c === CodeUnit.ReverseSolidus;

/**
 * https://url.spec.whatwg.org/#dom-url-canparse's question for an already-parsed base:
 * whether the basic URL parser would parse `input` against `base` (null: none).
 * Always equal to `parseURL(input, { base }) !== null`, usually without building anything.
 */
export function canParseURL(input: string, base: URLRecord | null = null): boolean {
  if (typeof input !== 'string') throw new TypeError(`canParseURL: input must be a string, got ${input === null ? 'null' : typeof input}`);
  if (base !== null) assertRecord('canParseURL', base, 'base');
  const verdict = quickVerdict(input, base);
  if (verdict !== Verdict.AskParser) return verdict === Verdict.Yes;
  return parseURL(input, base === null ? undefined : { base }) !== null;
}

function quickVerdict(input: string, base: URLRecord | null): Verdict {
  const n = input.length;
  if (n === 0) return base === null || base.hasOpaquePath ? Verdict.No : Verdict.Yes;
  // "http:" and "https:" (most URLs) without the scheme loop.
  const http = httpSchemeEnd(input);
  if (http !== -1) return afterScheme(input, http + 1, httpSchemeType(http), base);
  const c0 = codeUnitAt(input, 0);
  // Leading C0 controls and spaces are trimmed first; leave that to the parser.
  if (c0 <= CodeUnit.Space) return Verdict.AskParser;
  // The scheme start and scheme states (#scheme-start-state, #scheme-state).
  if (c0 < 128 && ((CLASS[c0] as number) & C_ALPHA) !== 0) {
    let i = 1;
    let upper = c0 <= 0x5a;
    for (; i < n; i++) {
      const c = codeUnitAt(input, i);
      if (c >= 128 || ((CLASS[c] as number) & C_SCHEME) === 0) break;
      if (c >= 0x41 && c <= 0x5a) upper = true;
    }
    if (i < n) {
      const c = codeUnitAt(input, i);
      if (c === CodeUnit.Colon) {
        const type = upper ? schemeTypeOfRange(input.slice(0, i).toLowerCase(), 0, i) : schemeTypeOfRange(input, 0, i);
        return afterScheme(input, i + 1, type, base);
      }
      // A tab or newline here is removed before parsing and may join a scheme.
      if (isASCIITabOrNewline(c)) return Verdict.AskParser;
    }
  }
  // The no scheme state (#no-scheme-state).
  if (base === null) return Verdict.No;
  if (base.hasOpaquePath) return c0 === CodeUnit.NumberSign ? Verdict.Yes : Verdict.No;
  // Relative to the base: only "//" (or, for special and file bases, any two slashes)
  // starts an authority that could fail; the relative and file states never fail otherwise.
  if (n > 1 && isSlash(c0)) {
    const c1 = codeUnitAt(input, 1);
    if (isSlash(c1) || isASCIITabOrNewline(c1)) return Verdict.AskParser;
  }
  return Verdict.Yes;
}

/** From just past the scheme's ":" (#scheme-state, ":" branch). */
function afterScheme(input: string, from: number, type: SchemeType, base: URLRecord | null): Verdict {
  const n = input.length;
  const c = from < n ? codeUnitAt(input, from) : -1;
  const d = from + 1 < n ? codeUnitAt(input, from + 1) : -1;
  if (isASCIITabOrNewline(c) || isASCIITabOrNewline(d)) return Verdict.AskParser;
  if (type === SchemeType.NotSpecial) {
    // #path-or-authority-state: only "//" leads to an authority; otherwise a path or an
    // opaque path, which never fail.
    return c === CodeUnit.Solidus && d === CodeUnit.Solidus ? authority(input, from + 2, false) : Verdict.Yes;
  }
  if (type === SchemeType.File) {
    // #file-state, #file-slash-state: two slashes lead to the file host state; anything
    // else is a path (possibly the base's), which never fails.
    return isSlash(c) && isSlash(d) ? fileHost(input, from + 2) : Verdict.Yes;
  }
  // #special-relative-or-authority-state: against a base of the same scheme, input
  // without two leading slashes is relative (#relative-state), which never fails; with
  // two, and without such a base (#special-authority-slashes-state), every following
  // slash is ignored (#special-authority-ignore-slashes-state) and the authority starts.
  if (base !== null && base.schemeType === type && !(isSlash(c) && isSlash(d))) return Verdict.Yes;
  let i = from;
  while (i < n && isSlash(codeUnitAt(input, i))) i++;
  if (i < n && isASCIITabOrNewline(codeUnitAt(input, i))) return Verdict.AskParser;
  return authority(input, i, true);
}

/** #authority-state, #host-state and #port-state, from the authority's first code unit. */
function authority(input: string, start: number, special: boolean): Verdict {
  const n = input.length;
  if (special) {
    // The common case first, with one native scan: a plain domain (no userinfo, no port)
    // running to the end of the authority.
    const stop = hostStopAnyCase(input, start);
    if (stop > start) {
      const c = stop < n ? codeUnitAt(input, stop) : -1;
      if (c === -1 || c === CodeUnit.Solidus || c === CodeUnit.QuestionMark || c === CodeUnit.NumberSign || c === CodeUnit.ReverseSolidus) {
        return plainDomainVerdict(input, start, stop);
      }
    }
  }
  let at = -1;
  let end = start;
  for (; end < n; end++) {
    const c = codeUnitAt(input, end);
    if (c === CodeUnit.Solidus || c === CodeUnit.QuestionMark || c === CodeUnit.NumberSign || (special && c === CodeUnit.ReverseSolidus)) break;
    if (c === CodeUnit.CommercialAt) at = end;
    else if (isASCIITabOrNewline(c)) return Verdict.AskParser;
  }
  // An authority running to the end may lose trailing C0 controls and spaces to trimming.
  if (end === n && codeUnitAt(input, n - 1) <= CodeUnit.Space) return Verdict.AskParser;
  const hostStart = at === -1 ? start : at + 1;
  // "@" seen and an empty buffer after it: host-missing, failure.
  if (at !== -1 && hostStart === end) return Verdict.No;
  // The host state: ":" outside brackets starts the port.
  let hostEnd = hostStart;
  let insideBrackets = false;
  for (; hostEnd < end; hostEnd++) {
    const c = codeUnitAt(input, hostEnd);
    if (c === CodeUnit.LeftSquareBracket) insideBrackets = true;
    else if (c === CodeUnit.RightSquareBracket) insideBrackets = false;
    else if (c === CodeUnit.Colon && !insideBrackets) break;
  }
  if (hostEnd < end) {
    if (hostEnd === hostStart) return Verdict.No;
    if (!validPort(input, hostEnd + 1, end)) return Verdict.No;
  } else if (hostEnd === hostStart) {
    return special ? Verdict.No : Verdict.Yes;
  }
  return special ? domainVerdict(input, hostStart, hostEnd) : opaqueHostVerdict(input, hostStart, hostEnd);
}

/** #port-state: ASCII digits only (possibly none), at most 65535. */
function validPort(input: string, from: number, to: number): boolean {
  let value = 0;
  for (let i = from; i < to; i++) {
    const c = codeUnitAt(input, i);
    if (c < 0x30 || c > 0x39) return false;
    value = value * 10 + (c - 0x30);
    if (value > 65535) return false;
  }
  return true;
}

/** #file-host-state, from the code unit after "file:" and two slashes. */
function fileHost(input: string, start: number): Verdict {
  const n = input.length;
  let end = start;
  for (; end < n; end++) {
    const c = codeUnitAt(input, end);
    if (c === CodeUnit.Solidus || c === CodeUnit.ReverseSolidus || c === CodeUnit.QuestionMark || c === CodeUnit.NumberSign) break;
    if (isASCIITabOrNewline(c)) return Verdict.AskParser;
  }
  if (end === n && end > start && codeUnitAt(input, n - 1) <= CodeUnit.Space) return Verdict.AskParser;
  // An empty host, or a Windows drive letter (which starts the path), cannot fail.
  if (end === start) return Verdict.Yes;
  if (end - start === 2) {
    const a = codeUnitAt(input, start);
    const b = codeUnitAt(input, start + 1);
    if (a < 128 && ((CLASS[a] as number) & C_ALPHA) !== 0 && (b === CodeUnit.Colon || b === CodeUnit.VerticalLine)) return Verdict.Yes;
  }
  return domainVerdict(input, start, end);
}

/**
 * A special URL's host (#concept-host-parser, not opaque): Verdict.Yes only for a plain ASCII
 * domain the parser would take as it is, lowercased — no "[", "%" or non-ASCII, and a last
 * label that does not start with a digit (it might end in a number and go to the IPv4
 * parser).
 */
function domainVerdict(input: string, start: number, end: number): Verdict {
  for (let i = start; i < end; i++) {
    const c = codeUnitAt(input, i);
    if (c >= 128 || PLAIN_DOMAIN[c] === 0) return Verdict.AskParser;
  }
  return plainDomainVerdict(input, start, end);
}

/** domainVerdict for a host already known to hold only PLAIN_DOMAIN code units. */
function plainDomainVerdict(input: string, start: number, end: number): Verdict {
  // An ASCII domain is only lowercased, whatever Punycode its labels hold
  // (#concept-domain-to-ascii step 4: ToASCII's outcome is ignored for ASCII input).
  // The last label by a loop back from the host's end: labels are short (lastIndexOf is
  // a runtime call, which was a fifth of canParse's time).
  const last = codeUnitAt(input, end - 1) === CodeUnit.FullStop ? end - 1 : end;
  let lastStart = last;
  while (lastStart > start && codeUnitAt(input, lastStart - 1) !== CodeUnit.FullStop) lastStart--;
  // The last label, ignoring one trailing empty label (#ends-in-a-number-checker): one
  // starting with a digit may be a number, for the IPv4 parser.
  if (lastStart < last) {
    const c = codeUnitAt(input, lastStart);
    if (c >= 0x30 && c <= 0x39) return Verdict.AskParser;
  }
  return Verdict.Yes;
}

/**
 * A non-special URL's host (#concept-opaque-host-parser): it fails only on "[" (IPv6,
 * which must be valid) and forbidden host code points; those go to the parser.
 */
function opaqueHostVerdict(input: string, start: number, end: number): Verdict {
  for (let i = start; i < end; i++) {
    const c = codeUnitAt(input, i);
    if (c < 128 && FORBIDDEN_HOST[c] === 1) return Verdict.AskParser;
  }
  return Verdict.Yes;
}
