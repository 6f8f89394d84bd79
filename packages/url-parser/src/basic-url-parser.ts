// https://url.spec.whatwg.org/#concept-basic-url-parser
import { parseHostToString } from '@x/host';
import { codeUnitAt } from './code-unit';
import {
  FRAGMENT_PERCENT_ENCODE_SET,
  PATH_PERCENT_ENCODE_SET,
  QUERY_PERCENT_ENCODE_SET,
  SPECIAL_QUERY_PERCENT_ENCODE_SET,
  isUTF8Encoder,
  percentEncodeAfterEncoding,
  utf8PercentEncodeRange,
  type Encoder,
} from '@x/percent-encoding';
import { CLASS, C_C0_SPACE } from './code-points';
import { handoff, hasDotSegment, tryFastParse } from './fast-path';
import { CONTINUE, EOF, FAILURE, ParserState, S, type State, type StepResult } from './parser-state';
import { stateOfOverride, type StateOverride } from './state-override';
import { authorityState, hostEnd, hostKindOf, hostState, portState } from './states/authority';
import { fileHostState, fileSlashState, fileState } from './states/file';
import { opaquePathState, pathStartState, pathState } from './states/path';
import { fragmentState, queryState } from './states/query-fragment';
import {
  pathOrAuthorityState,
  relativeSlashState,
  relativeState,
  specialAuthorityIgnoreSlashesState,
  specialAuthoritySlashesState,
  specialRelativeOrAuthorityState,
} from './states/relative';
import { noSchemeState, schemeStartState, schemeState } from './states/scheme';
import { SchemeType } from './special-scheme';
import { withFragment, withHostAndPort, withPath, withQuery } from './splice';
import { URLBuilder } from './url-builder';
import { HostKind, NONE, type URLRecord } from './url-record';
import { assertRecord } from './serializer';
import type { ReportFn } from './validation-error';

/** Options of {@link basicURLParse}: the spec algorithm's optional inputs. */
export interface BasicURLParseOptions {
  /** https://url.spec.whatwg.org/#concept-base-url */
  readonly base?: URLRecord | null | undefined;
  /** The query's encoding (an encoder from @x/percent-encoding/encodings); UTF-8 by default. */
  readonly encoding?: Encoder | undefined;
  /** With `stateOverride`: the URL a setter modifies (a new record is returned). */
  readonly url?: URLRecord | undefined;
  /** The state override (#concept-basic-url-parser): where the parse starts; needs `url`. */
  readonly stateOverride?: StateOverride | undefined;
  /** Receives each validation error, in order, with offsets into `input`. */
  readonly onValidationError?: ReportFn | undefined;
}

/** Runs the state machine; the loop's "increase pointer by 1" is the `pointer++`. */
function run(p: ParserState): StepResult {
  const input = p.input;
  for (;;) {
    const c = p.pointer < p.end ? codeUnitAt(input, p.pointer) : EOF;
    let r: StepResult;
    switch (p.state) {
      case S.SchemeStart: r = schemeStartState(p, c); break;
      case S.Scheme: r = schemeState(p, c); break;
      case S.NoScheme: r = noSchemeState(p, c); break;
      case S.SpecialRelativeOrAuthority: r = specialRelativeOrAuthorityState(p, c); break;
      case S.PathOrAuthority: r = pathOrAuthorityState(p, c); break;
      case S.Relative: r = relativeState(p, c); break;
      case S.RelativeSlash: r = relativeSlashState(p, c); break;
      case S.SpecialAuthoritySlashes: r = specialAuthoritySlashesState(p, c); break;
      case S.SpecialAuthorityIgnoreSlashes: r = specialAuthorityIgnoreSlashesState(p, c); break;
      case S.Authority: r = authorityState(p); break;
      case S.Host:
      case S.Hostname: r = hostState(p); break;
      case S.Port: r = portState(p, c); break;
      case S.File: r = fileState(p, c); break;
      case S.FileSlash: r = fileSlashState(p, c); break;
      case S.FileHost: r = fileHostState(p, c); break;
      case S.PathStart: r = pathStartState(p, c); break;
      case S.Path: r = pathState(p, c); break;
      case S.OpaquePath: r = opaquePathState(p, c); break;
      case S.Query: r = queryState(p, c); break;
      case S.Fragment: r = fragmentState(p, c); break;
    }
    if (r !== CONTINUE) return r;
    if (p.pointer >= p.end) return CONTINUE;
    p.pointer++;
  }
}

/**
 * Steps 1–3: trims leading and trailing C0 controls and spaces (unless a url is given)
 * and removes ASCII tabs and newlines. The input is copied only when it has a tab or
 * newline; trimming just narrows [start, end).
 */
function prepareInput(p: ParserState, trim: boolean): void {
  const input = p.input;
  let start = 0;
  let end = input.length;
  if (trim) {
    while (start < end) {
      const c = codeUnitAt(input, start);
      if (c > 0x20 || ((CLASS[c] as number) & C_C0_SPACE) === 0) break;
      start++;
    }
    while (end > start) {
      const c = codeUnitAt(input, end - 1);
      if (c > 0x20 || ((CLASS[c] as number) & C_C0_SPACE) === 0) break;
      end--;
    }
    if (p.report !== undefined && (start > 0 || end < input.length)) {
      const from = start > 0 ? 0 : end;
      p.report({ type: 'invalid-URL-unit', index: from, end: start > 0 ? start : input.length, fatal: false });
    }
  }
  let tab = input.indexOf('\t', start);
  let lf = input.indexOf('\n', start);
  let cr = input.indexOf('\r', start);
  if (tab >= end) tab = -1;
  if (lf >= end) lf = -1;
  if (cr >= end) cr = -1;
  if (tab === -1 && lf === -1 && cr === -1) {
    p.start = start;
    p.end = end;
    p.pointer = start;
    return;
  }
  const removed: number[] = [];
  let out = '';
  let runStart = start;
  for (let i = start; i < end; i++) {
    const c = codeUnitAt(input, i);
    if (c === 0x09 || c === 0x0a || c === 0x0d) {
      out += input.slice(runStart, i);
      runStart = i + 1;
      removed.push(i);
    }
  }
  out += input.slice(runStart, end);
  if (p.report !== undefined) {
    const first = removed[0] as number;
    p.report({ type: 'invalid-URL-unit', index: first, end: first + 1, fatal: false });
    p.removed = removed;
    p.origin = start;
  }
  p.input = out;
  p.start = 0;
  p.end = out.length;
  p.pointer = 0;
}

/** `input` without ASCII tab or newline (#concept-basic-url-parser step 3). */
function removeTabsAndNewlines(input: string): string {
  if (input.indexOf('\t') === -1 && input.indexOf('\n') === -1 && input.indexOf('\r') === -1) return input;
  let out = '';
  let run = 0;
  for (let i = 0; i < input.length; i++) {
    const c = codeUnitAt(input, i);
    if (c === 0x09 || c === 0x0a || c === 0x0d) {
      out += input.slice(run, i);
      run = i + 1;
    }
  }
  return out + input.slice(run);
}

/**
 * The fragment and query states with a state override consume the whole (tab-free)
 * input as one buffer: its encoding is appended to the fragment or query. Spliced into
 * href directly instead of rebuilding every component.
 */
function setterFastPath(input: string, url: URLRecord, state: State, encoder: Encoder | null): URLRecord {
  const clean = removeTabsAndNewlines(input);
  if (state === S.Fragment) {
    // The fragment state does nothing at the EOF code point.
    if (clean === '') return url;
    return withFragment(url, (url.fragment ?? '') + encodeFragment(clean));
  }
  return withQuery(url, (url.query ?? '') + encodeQuery(clean, url.schemeType, encoder));
}

/** The fragment state's encoding of a whole (tab-free) buffer. */
function encodeFragment(clean: string): string {
  return utf8PercentEncodeRange(clean, 0, clean.length, FRAGMENT_PERCENT_ENCODE_SET);
}

/** The query state's encoding of a whole (tab-free) buffer (#query-state step 2). */
function encodeQuery(clean: string, type: SchemeType, encoder: Encoder | null): string {
  const special = type !== SchemeType.NotSpecial;
  const set = special ? SPECIAL_QUERY_PERCENT_ENCODE_SET : QUERY_PERCENT_ENCODE_SET;
  return encoder !== null && special && type !== SchemeType.Ws && type !== SchemeType.Wss
    ? percentEncodeAfterEncoding(encoder, clean, set)
    : utf8PercentEncodeRange(clean, 0, clean.length, set);
}

/**
 * The path start state override (the pathname setter): only the path can change (with a
 * state override "?" and "#" are path code points), so the builder carries just what the
 * path states read, and the new path is spliced into href.
 */
function pathSetterFastPath(rawInput: string, given: URLRecord, emptyFirst = false): URLRecord {
  // Tabs and newlines go first, once, for the direct encoding and the state machine alike
  // (nothing is reported here, so no offset needs the original input).
  const input = removeTabsAndNewlines(rawInput);
  if (emptyFirst) {
    const direct = encodedPath(input, given);
    if (direct !== undefined) return withPath(given, direct);
  }
  const url = new URLBuilder();
  // The path states read the scheme type and whether the host is null, never the
  // scheme or host strings: no slices of href are needed.
  url.schemeType = given.schemeType;
  url.hostKind = given.hostKind;
  url.host = given.hostKind === HostKind.Null ? null : '';
  if (!emptyFirst && given.pathStart !== given.pathEnd) url.setPathSerialization(given.path);
  const p = new ParserState(input, url, null, S.PathStart, null, undefined);
  prepareInput(p, false);
  run(p);
  return withPath(given, url.serializePath());
}

/**
 * The pathname setter's new path when the path states would only percent-encode: a URL
 * with a host (no "/." to manage) and a scheme other than "file" (no drive-letter
 * quirks), a (tab-free) input with no dot segment and, for a special URL, no backslash
 * (a separator there). Each segment is then the encoded run between two "/", so the
 * path is the encoded input, with the "/" in front that the path start state implies
 * when the input lacks one. Undefined for anything else (the state machine runs).
 */
function encodedPath(clean: string, url: URLRecord): string | undefined {
  if (url.hostKind === HostKind.Null || url.schemeType === SchemeType.File) return undefined;
  if (clean === '') return undefined;
  if (url.schemeType !== SchemeType.NotSpecial && clean.indexOf('\\') !== -1) return undefined;
  const path = codeUnitAt(clean, 0) === 0x2f ? clean : `/${clean}`;
  if (hasDotSegment(path, 0, path.length)) return undefined;
  return utf8PercentEncodeRange(path, 0, path.length, PATH_PERCENT_ENCODE_SET);
}

/**
 * The host and hostname state overrides on a URL whose scheme is not "file", when no ":"
 * outside brackets comes before the end of the host: the host state takes the code points
 * up to the first "/", "?", "#" (or a backslash in a special URL), host-parses them and
 * returns.
 * A failure leaves the URL as it is. Undefined when a ":" comes first (a port for the host
 * setter, failure for hostname): the state machine decides those.
 */
function hostWithoutPort(clean: string, url: URLRecord): URLRecord | undefined {
  const special = url.schemeType !== SchemeType.NotSpecial;
  const end = clean.length;
  const i = hostEnd(clean, 0, end, special);
  if (i < end && codeUnitAt(clean, i) === 0x3a) return undefined;
  if (i === 0) {
    // #host-state step 3.2–3.3: an empty host fails for a special URL, and cannot replace
    // the host of a URL with credentials or a port.
    if (special || url.usernameEnd !== url.hostStart || url.port !== NONE) return url;
  }
  const host = parseHostToString(i === end ? clean : clean.slice(0, i), !special);
  if (host === null) return url;
  return withHostAndPort(url, host, hostKindOf(host, !special), url.port);
}

/**
 * The host, hostname and port state overrides change only the host and the port (the
 * host state returns right after setting the host; the port and file host states return
 * too): the builder carries what those states read, and the authority is spliced in.
 */
function hostSetterFastPath(rawInput: string, given: URLRecord, state: State): URLRecord {
  // As in pathSetterFastPath: tabs and newlines removed once for both ways.
  const input = removeTabsAndNewlines(rawInput);
  if (state !== S.Port && given.schemeType !== SchemeType.File) {
    const direct = hostWithoutPort(input, given);
    if (direct !== undefined) return direct;
  }
  const url = new URLBuilder();
  // These states read the scheme type, whether there are credentials (not what they
  // are), the host kind and the port: stand-ins avoid slicing href.
  url.schemeType = given.schemeType;
  if (given.usernameEnd !== given.hostStart) url.username = STAND_IN;
  url.host = given.hostKind === HostKind.Null ? null : STAND_IN;
  url.hostKind = given.hostKind;
  url.port = given.port;
  const p = new ParserState(input, url, null, state, null, undefined);
  prepareInput(p, false);
  run(p);
  const host = url.host;
  if (host === null) return given; // no host to set (a port without a host is dropped)
  if (host === STAND_IN) {
    // The host was not set: at most the port changed.
    return url.port === given.port ? given : withHostAndPort(given, given.host ?? '', given.hostKind, url.port);
  }
  return withHostAndPort(given, host, url.hostKind, url.port);
}

/** A stand-in for a username or host the state machine only tests for presence: U+0000 is
 * a forbidden host code point and is percent-encoded in a username, so no parse gives it. */
const STAND_IN = '\u0000';

/**
 * The state machine from the path start (or opaque path) state, after tryFastParse
 * validated a canonical scheme and authority: the earlier states would have produced
 * exactly this scheme, host and port. Undefined when the rest has a tab or newline (whose
 * removal would move every offset): the full parser runs then.
 */
function continueFromPath(base: URLRecord | null): URLRecord | undefined {
  const h = handoff;
  const input = h.input;
  const from = h.pathStart;
  const tab = input.indexOf('\t', from);
  const lf = input.indexOf('\n', from);
  const cr = input.indexOf('\r', from);
  if (tab !== -1 || lf !== -1 || cr !== -1) return undefined;
  // Trailing C0 controls and spaces are trimmed (leading ones would have failed the scheme).
  let end = input.length;
  while (end > from) {
    const c = codeUnitAt(input, end - 1);
    if (c > 0x20) break;
    end--;
  }
  const url = new URLBuilder();
  url.scheme = input.slice(0, h.schemeEnd);
  url.schemeType = h.type;
  const p = new ParserState(input, url, base, 0, null, undefined);
  p.end = end;
  p.pointer = from;
  if (h.hostKind === HostKind.Null) {
    url.opaquePath = '';
    p.state = S.OpaquePath;
  } else {
    url.host = input.slice(h.hostStart, h.hostEnd);
    url.hostKind = h.hostKind;
    url.port = h.port;
    p.state = S.PathStart;
  }
  run(p);
  return url.build();
}

/**
 * The URL API's hash, search and pathname setter steps after their argument checks —
 * "set url's fragment (query) to the empty string" or "empty url's path", then "basic URL
 * parse input with url and the fragment (query, path start) state override" — as one
 * step: the emptied URL is never built. `input` is the setter's value without its
 * leading "#" or "?". A URL with an opaque path keeps it (the pathname setter returns
 * before this). Low level, for API implementations.
 */
export function parseIntoComponent(
  url: URLRecord,
  input: string,
  component: 'fragment' | 'query' | 'path',
  encoding?: Encoder,
): URLRecord {
  checkRecord('parseIntoComponent', 'url', url);
  checkString('parseIntoComponent', 'input', input);
  const encoder = encoding === undefined || isUTF8Encoder(encoding) ? null : encoding;
  if (component === 'fragment') return withFragment(url, encodeFragment(removeTabsAndNewlines(input)));
  if (component === 'query') return withQuery(url, encodeQuery(removeTabsAndNewlines(input), url.schemeType, encoder));
  if (component === 'path') return url.hasOpaquePath ? url : pathSetterFastPath(input, url, true);
  throw new TypeError(`parseIntoComponent: unknown component ${JSON.stringify(component)}`);
}

function checkString(fn: string, name: string, value: unknown): void {
  if (typeof value !== 'string') throw new TypeError(`${fn}: ${name} must be a string, got ${value === null ? 'null' : typeof value}`);
}

function checkRecord(fn: string, name: string, value: unknown): void {
  assertRecord(fn, value, name);
}

/**
 * https://url.spec.whatwg.org/#concept-basic-url-parser
 *
 * Without `url`: returns a new URL record, or null on failure. With `url` and
 * `stateOverride` (the setters' form): the spec modifies `url` in place, and a failure
 * after some modification keeps that modification; here records are immutable, so the
 * modified URL is returned as a new record (the same components when nothing changed),
 * whether the algorithm ended by returning, by failure, or at the end of the input.
 */
export function basicURLParse(input: string, options?: BasicURLParseOptions): URLRecord | null {
  checkString('basicURLParse', 'input', input);
  const base = options?.base ?? null;
  if (base !== null) checkRecord('basicURLParse', 'options.base', base);
  const given = options?.url;
  if (given !== undefined) checkRecord('basicURLParse', 'options.url', given);
  const overrideName = options?.stateOverride;
  const stateOverride: State | 0 = overrideName === undefined ? 0 : stateOfOverride(overrideName);
  const encoding = options?.encoding;
  const encoder = encoding === undefined || isUTF8Encoder(encoding) ? null : encoding;
  const report = options?.onValidationError;
  // Only a plain parse (no URL to modify, UTF-8, nothing to report) tries the fast path.
  const plain = given === undefined && encoder === null && report === undefined;
  if (plain) {
    const fast = tryFastParse(input);
    if (fast !== undefined) return fast;
    if (handoff.pathStart !== -1) {
      const continued = continueFromPath(base);
      if (continued !== undefined) return continued;
    }
  }
  if (given !== undefined && report === undefined && (stateOverride === S.Fragment || stateOverride === S.Query)) {
    return setterFastPath(input, given, stateOverride, encoder);
  }
  if (given !== undefined && report === undefined && stateOverride === S.PathStart && !given.hasOpaquePath) {
    return pathSetterFastPath(input, given);
  }
  if (given !== undefined && report === undefined && (stateOverride === S.Host || stateOverride === S.Hostname || stateOverride === S.Port)) {
    return hostSetterFastPath(input, given, stateOverride);
  }
  const url = given === undefined ? new URLBuilder() : URLBuilder.from(given);
  const p = new ParserState(input, url, base, stateOverride, encoder, report);
  prepareInput(p, given === undefined);
  if (plain && handoff.colon !== -1) {
    // tryFastParse read a scheme from input[0] up to this ":" (trimming and tab removal
    // left it in place): the scheme state resumes at the ":".
    p.state = S.Scheme;
    p.bufferStart = 0;
    p.pointer = handoff.colon;
  }
  const result = run(p);
  if (result === FAILURE && given === undefined) return null;
  return url.build();
}
