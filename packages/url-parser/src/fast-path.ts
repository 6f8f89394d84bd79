// A recognizer for absolute URLs that are already in their serialized form (ada's
// try_parse_simple_absolute). When every code unit is one the basic URL parser would
// copy unchanged, the input IS the href: the record points into it with no copy.
// That covers special URLs with a domain or a serialized IPv4 address, non-special URLs
// with an opaque host ("git://host/repo", "redis://h:6379/0", kept as they are, upper
// case and "%" included), and opaque paths. Anything else (upper case or "%" in a domain,
// dot segments, code points to encode, credentials, IPv6, other IPv4 forms, default
// ports, tabs, …) returns where the state machine
// resumes (the path, or the scheme's ":") or -1 to start over. This is unobservable: for
// inputs it accepts, the state machine produces exactly this record
// (test/differential.test.ts compares the routes with the machine alone on every input).
// The common shape (a special scheme, "//", a lowercase domain, a path) is read by one
// native call, SPECIAL_RUN; the others by the loops below it.
import { codeUnitAt } from './code-unit';
import { isDoubleDot, isSingleDot } from './dot-segment';
import { CLASS, C_SCHEME } from './code-points';
import { fragmentStop, hostStop, hostStopAnyCase, opaqueHostStop, opaqueStop, pathRun, queryStop, segmentsRun, specialRun } from './fast-path-scan';
import { defaultPortOfType, httpSchemeEnd, httpSchemeType, schemeLengthOfType, SchemeType, schemeTypeOfRange, specialSchemeGuess } from './special-scheme';
import { anchorShape } from './shape-anchor';
import { FLAG_OPAQUE_PATH, HostKind, NONE, RECORD_TOKEN, URLRecord } from './url-record';

/** What canonicalPathEnd and scanQueryFragment return when the rest is not canonical. */
export const NOT_CANONICAL = -2;

/**
 * The end of a special URL's path from `from` (at "/") when the path state would copy it
 * unchanged: at "?", "#" or the end of input. NOT_CANONICAL when it would not (a dot
 * segment, a code point to percent-encode, "\\").
 */
export function canonicalPathEnd(input: string, from: number): number {
  // A path that is "/" alone and ends the input (22% of userbait's URLs, "https://host/")
  // needs no scan: PATH_RUN's call costs about 450 instructions before it reads anything.
  if (from + 1 === input.length) return from + 1;
  return canonicalSegmentsEnd(input, from, pathRun(input, from));
}

/**
 * canonicalPathEnd for the path state started at `from`, a segment's start (a path-relative
 * reference): its first segment is held to the same rule as the others.
 */
export function canonicalRelativePathEnd(input: string, from: number): number {
  return canonicalSegmentsEnd(input, from, segmentsRun(input, from));
}

/** canonicalPathEnd's loop, from `i`, where the run from `from` stopped. */
function canonicalSegmentsEnd(input: string, from: number, i: number): number {
  const end = input.length;
  while (i < end) {
    const c = codeUnitAt(input, i);
    if (c === 0x3f || c === 0x23) return i;
    // The runs stop at a segment's first "." or "%" (only there: both continue a segment),
    // or at a code unit the path state changes.
    if ((c !== 0x2e && c !== 0x25) || (i !== from && codeUnitAt(input, i - 1) !== 0x2f)) return NOT_CANONICAL;
    // A dot segment is at most six code units ("%2e%2e"); look no further for its end.
    let segEnd = i + 1;
    while (segEnd < end && segEnd - i < 7) {
      const d = codeUnitAt(input, segEnd);
      if (d === 0x2f || d === 0x3f || d === 0x23) break;
      segEnd++;
    }
    if (isSingleDot(input, i, segEnd) || isDoubleDot(input, i, segEnd)) return NOT_CANONICAL;
    i = pathRun(input, i + 1);
  }
  return end;
}

/**
 * Whether a host whose last code unit is `last` can end in a number: a digit, "a"-"f",
 * "x" (a hex number) or "." (the trailing dot endsInANumber ignores). Most domains end in
 * another letter ("m" ends 51% of kasztp's hosts); this test, inlined where the recognizer
 * reads the host, spares them the call to endsInANumber, which V8 does not inline
 * (callgrind: 56 fewer instructions a URL on kasztp, of about 2,100).
 */
function mayEndInANumber(last: number): boolean {
  return (last >= 0x30 && last <= 0x39) || (last >= 0x61 && last <= 0x66) || last === 0x78 || last === 0x2e;
}

/** The last label (ignoring one trailing dot) is a number: the host would be IPv4 or fail. */
function endsInANumber(input: string, from: number, to: number): boolean {
  if (to > from && codeUnitAt(input, to - 1) === 0x2e) to--;
  // A "." left after the trim (an empty last label) passes this test and fails below.
  if (!mayEndInANumber(codeUnitAt(input, to - 1))) return false;
  let start = to;
  while (start > from && codeUnitAt(input, start - 1) !== 0x2e) start--;
  if (start === to) return false;
  let digits = true;
  for (let i = start; i < to; i++) {
    const c = codeUnitAt(input, i);
    if (c < 0x30 || c > 0x39) {
      digits = false;
      break;
    }
  }
  if (digits) return true;
  if (to - start >= 2 && codeUnitAt(input, start) === 0x30 && codeUnitAt(input, start + 1) === 0x78) {
    for (let i = start + 2; i < to; i++) {
      const c = codeUnitAt(input, i);
      if (!((c >= 0x30 && c <= 0x39) || (c >= 0x61 && c <= 0x66))) return false;
    }
    return true;
  }
  return false;
}

/** input[from, to) is "a.b.c.d", each part 0–255 in decimal without a leading zero. */
function isSerializedIPv4(input: string, from: number, to: number): boolean {
  let parts = 0;
  let i = from;
  while (parts < 4) {
    const start = i;
    let value = 0;
    while (i < to) {
      const c = codeUnitAt(input, i);
      if (c < 0x30 || c > 0x39) break;
      value = value * 10 + (c - 0x30);
      i++;
    }
    const digits = i - start;
    if (digits === 0 || digits > 3 || value > 255 || (digits > 1 && codeUnitAt(input, start) === 0x30)) return false;
    parts++;
    if (parts < 4) {
      if (i >= to || codeUnitAt(input, i) !== 0x2e) return false;
      i++;
    }
  }
  return i === to;
}

/**
 * Where the state machine takes over when tryFastParse gives up after a canonical scheme
 * and authority. The path, query and fragment states never look back, so running them
 * from `pathStart` on `input` (which may be a lowercased copy of the caller's input)
 * with this scheme, host and port gives the full parser's result. Allocated only on
 * this hand-off, never on the recognizer's success.
 */
export class PathResume {
  constructor(
    /** The input, with the scheme and a domain lowercased. */
    readonly input: string,
    /** Index of the ":" after the scheme (the scheme state can resume there too). */
    readonly colon: number,
    readonly type: SchemeType,
    readonly hostStart: number,
    readonly hostEnd: number,
    readonly hostKind: HostKind,
    readonly port: number,
    readonly pathStart: number,
  ) {}
}

// Hand-offs are rare in real lists, so their class is often without a live instance at
// a major GC: keep its hidden class (see shape-anchor.ts).
anchorShape(new PathResume('', 0, SchemeType.NotSpecial, 0, 0, HostKind.Null, NONE, 0));

/**
 * Query and fragment from `i` ("?", "#" or the end): the fragment's start (NONE without
 * one), or NOT_CANONICAL. The query starts at `i` when input[i] is "?".
 */
export function scanQueryFragment(input: string, i: number, special: boolean): number {
  const end = input.length;
  if (i < end && codeUnitAt(input, i) === 0x3f) i = queryStop(input, i + 1, special);
  if (i === end) return NONE;
  if (codeUnitAt(input, i) !== 0x23 || fragmentStop(input, i + 1) !== end) return NOT_CANONICAL;
  return i;
}

/** The query's start for a path ending at `i` ("?" there), or NONE. */
export function queryAt(input: string, i: number): number {
  return i < input.length && codeUnitAt(input, i) === 0x3f ? i : NONE;
}

/**
 * What the recognizer tells the parser: the record itself when `input` is an absolute URL
 * already in serialized form (for such input the base URL makes no difference); a
 * PathResume after a canonical scheme and authority; otherwise the index of the ":"
 * after a scheme that starts the input (no leading C0 control or space, no tab or
 * newline inside: the scheme state can resume there), or -1.
 */
export type FastParse = URLRecord | PathResume | number;

export function tryFastParse(input: string): FastParse {
  const end = input.length;
  // The common URL first: a special scheme, "//", a domain already lowercase and a path,
  // read by one native call (SPECIAL_RUN). The host then ends at the first "/": the run
  // reaches it only when every code unit before it is one a domain keeps.
  let type = specialSchemeGuess(input);
  let schemeEnd = schemeLengthOfType(type);
  let hostStart = schemeEnd + 3;
  let hostEnd = -1;
  let run = -1;
  if (type !== SchemeType.NotSpecial) {
    hostEnd = codeUnitAt(input, hostStart) === 0x2f ? hostStart : input.indexOf('/', hostStart);
    if (hostEnd !== -1) run = specialRun(input);
  }
  if (run < hostEnd || hostEnd === -1) {
    run = -1;
    // Scheme: "http:" or "https:" read directly; any other scheme by the loop. Upper case
    // (in the scheme or a domain) is lowercased in one copy below.
    schemeEnd = httpSchemeEnd(input);
    type = httpSchemeType(schemeEnd);
    if (schemeEnd === -1) {
      const c0 = codeUnitAt(input, 0) | 0x20;
      if (!(c0 >= 0x61 && c0 <= 0x7a)) return -1;
      let upper = codeUnitAt(input, 0) < 0x61;
      schemeEnd = 1;
      while (schemeEnd < end) {
        const c = codeUnitAt(input, schemeEnd);
        if (c >= 128 || ((CLASS[c] as number) & C_SCHEME) === 0) break;
        if (c < 0x61 && c >= 0x41 && c <= 0x5a) upper = true;
        schemeEnd++;
      }
      if (schemeEnd === end || codeUnitAt(input, schemeEnd) !== 0x3a) return -1;
      if (upper) input = input.slice(0, schemeEnd).toLowerCase() + input.slice(schemeEnd);
      type = schemeTypeOfRange(input, 0, schemeEnd);
    }
    const i = schemeEnd + 1;
    if (type === SchemeType.NotSpecial) {
      if (i < end && codeUnitAt(input, i) === 0x2f) return opaqueHostURL(input, schemeEnd);
      // An opaque path ("mailto:…", "node:fs"): no "/" right after the scheme.
      const pathEnd = opaqueStop(input, i);
      const fragmentStart = scanQueryFragment(input, pathEnd, false);
      if (fragmentStart === NOT_CANONICAL) return new PathResume(input, schemeEnd, type, i, i, HostKind.Null, NONE, i);
      return new URLRecord(RECORD_TOKEN, input, schemeEnd, i, i, i, NONE, i, queryAt(input, pathEnd), fragmentStart, HostKind.Null, type | FLAG_OPAQUE_PATH);
    }
    if (codeUnitAt(input, i) !== 0x2f || codeUnitAt(input, i + 1) !== 0x2f) return schemeEnd;
    hostStart = i + 2;
    hostEnd = hostStop(input, hostStart);
    const stopAt = codeUnitAt(input, hostEnd);
    if (stopAt >= 0x41 && stopAt <= 0x5a) {
      // A domain is ASCII-lowercased (#concept-domain-to-ascii step 5): lowercase and go on.
      hostEnd = hostStopAnyCase(input, hostEnd);
      input = input.slice(0, hostEnd).toLowerCase() + input.slice(hostEnd);
    }
  }
  let hostKind: HostKind = HostKind.Domain;
  if (hostEnd === hostStart) {
    if (type !== SchemeType.File) return schemeEnd;
    hostKind = HostKind.Empty;
  } else if (mayEndInANumber(codeUnitAt(input, hostEnd - 1)) && endsInANumber(input, hostStart, hostEnd)) {
    // Only an IPv4 address already in its serialized form (four decimal parts, 0–255,
    // no leading zero) stays as it is; anything else is rewritten or fails.
    if (!isSerializedIPv4(input, hostStart, hostEnd)) return schemeEnd;
    hostKind = HostKind.IPv4;
  } else if (type === SchemeType.File && hostEnd - hostStart === 9 && input.startsWith('localhost', hostStart)) {
    return schemeEnd;
  }
  let i = hostEnd;
  let port = NONE;
  // After SPECIAL_RUN, input[hostEnd] is the path's "/": no port, and a path.
  if (run === -1 && i < end && codeUnitAt(input, i) === 0x3a) {
    if (type === SchemeType.File) return schemeEnd;
    // Only a canonical, non-default port: digits without a leading zero.
    i++;
    port = 0;
    const first = i;
    while (i < end) {
      const c = codeUnitAt(input, i);
      if (c < 0x30 || c > 0x39) break;
      port = port * 10 + (c - 0x30);
      if (port > 0xffff) return schemeEnd;
      i++;
    }
    if (i === first || codeUnitAt(input, first) === 0x30 || port === defaultPortOfType(type)) return schemeEnd;
  }
  const pathStart = i;
  if (run !== -1 || (i < end && codeUnitAt(input, i) === 0x2f)) {
    // SPECIAL_RUN read the path up to `run` already: often all of the input.
    const pathEnd = run === -1 ? canonicalPathEnd(input, i) : run === end ? end : canonicalSegmentsEnd(input, i, run);
    // "C|" as the first segment of a file path (rewritten "C:").
    const fragmentStart =
      pathEnd === NOT_CANONICAL ||
      (type === SchemeType.File && pathEnd - i >= 3 && codeUnitAt(input, i + 2) === 0x7c && (pathEnd - i === 3 || codeUnitAt(input, i + 3) === 0x2f))
        ? NOT_CANONICAL
        : scanQueryFragment(input, pathEnd, true);
    if (fragmentStart === NOT_CANONICAL) return new PathResume(input, schemeEnd, type, hostStart, hostEnd, hostKind, port, pathStart);
    return new URLRecord(RECORD_TOKEN, input, schemeEnd, hostStart, hostStart, hostEnd, port, pathStart, queryAt(input, pathEnd), fragmentStart, hostKind, type);
  }
  // An empty path serializes as "/": insert it (one copy).
  if (i < end) {
    const c = codeUnitAt(input, i);
    if (c !== 0x3f && c !== 0x23) {
      // "\\" (a special path), or a code point that ends the host but is not a delimiter.
      return c === 0x5c ? new PathResume(input, schemeEnd, type, hostStart, hostEnd, hostKind, port, pathStart) : schemeEnd;
    }
  }
  const fragmentStart = scanQueryFragment(input, i, true);
  if (fragmentStart === NOT_CANONICAL) return new PathResume(input, schemeEnd, type, hostStart, hostEnd, hostKind, port, pathStart);
  const queryStart = queryAt(input, i);
  const href = `${input.slice(0, i)}/${input.slice(i)}`;
  return new URLRecord(
    RECORD_TOKEN,
    href,
    schemeEnd,
    hostStart,
    hostStart,
    hostEnd,
    port,
    pathStart,
    queryStart === NONE ? NONE : queryStart + 1,
    fragmentStart === NONE ? NONE : fragmentStart + 1,
    hostKind,
    type,
  );
}

/**
 * A non-special URL from the "/" after its scheme's ":": "//", an opaque host kept as it
 * is ("git://github.com/…", "redis://h:6379/0": no lowercasing and no IPv4, as
 * #concept-host-parser step 2 comes first for it), a canonical port (a non-special scheme
 * has no default port), then a path, query and fragment the machine would copy unchanged;
 * an empty path serializes as nothing. Its own function, so that the special URLs' code
 * above stays as V8 optimized it for them (written inside tryFastParse, this made the
 * special URLs of kasztp 2–3% slower to parse).
 */
function opaqueHostURL(input: string, schemeEnd: number): FastParse {
  const end = input.length;
  if (codeUnitAt(input, schemeEnd + 2) !== 0x2f) return schemeEnd;
  const hostStart = schemeEnd + 3;
  const hostEnd = opaqueHostStop(input, hostStart);
  const hostKind = hostEnd === hostStart ? HostKind.Empty : HostKind.Opaque;
  let i = hostEnd;
  let port = NONE;
  if (i < end && codeUnitAt(input, i) === 0x3a) {
    // "sc://:1" is host-missing, a failure (#host-state step 2.1): the machine says so.
    if (hostKind === HostKind.Empty) return schemeEnd;
    const first = i + 1;
    i = first;
    while (i < end && codeUnitAt(input, i) >= 0x30 && codeUnitAt(input, i) <= 0x39) i++;
    // 1–5 digits without a leading zero ("0" itself is one), at most 65535.
    const digits = i - first;
    if (digits === 0 || digits > 5 || (digits > 1 && codeUnitAt(input, first) === 0x30)) return schemeEnd;
    port = Number(input.slice(first, i));
    if (port > 0xffff) return schemeEnd;
  }
  const pathStart = i;
  let pathEnd = i;
  if (i < end && codeUnitAt(input, i) === 0x2f) {
    pathEnd = canonicalPathEnd(input, i);
  } else if (i < end && codeUnitAt(input, i) !== 0x3f && codeUnitAt(input, i) !== 0x23) {
    return schemeEnd;
  }
  const fragmentStart = pathEnd === NOT_CANONICAL ? NOT_CANONICAL : scanQueryFragment(input, pathEnd, false);
  if (fragmentStart === NOT_CANONICAL) return new PathResume(input, schemeEnd, SchemeType.NotSpecial, hostStart, hostEnd, hostKind, port, pathStart);
  return new URLRecord(RECORD_TOKEN, input, schemeEnd, hostStart, hostStart, hostEnd, port, pathStart, queryAt(input, pathEnd), fragmentStart, hostKind, SchemeType.NotSpecial);
}
