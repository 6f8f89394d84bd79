// https://url.spec.whatwg.org/#concept-basic-url-parser
//
// The routes of a parse (url-parser README, "Routes"):
//   1. the recognizer (fast-path.ts): input already in serialized form is its own href
//      (with an error callback, only input that error-free.ts shows reports nothing);
//      without a scheme, against a special base, a reference in serialized form is a
//      slice of the base's href followed by it (serialized-reference.ts);
//   2. the state machine (state-machine.ts), from the scheme start state, or from where
//      the recognizer stopped (the ":" after a scheme, or the path after a canonical
//      scheme and authority), or from a state override, building the whole record;
//   3. with a host, hostname, port, path start, query or fragment state override, the
//      override's state on the whole input when it would consume it in one run, else
//      the state machine on a partial builder; the component spliced into href
//      (override-splice.ts).
// The internal option `route: 'machine'` (@x/url-parser/internal) forces route 2 from the
// scheme start state (or the override's state), for the differential tests.
import { codeUnitAt } from './code-unit';
import { hasASCIITabOrNewline } from './code-points';
import { isUTF8Encoder, type Encoder } from '@x/percent-encoding';
import { PathResume, tryFastParse } from './fast-path';
import { reportsNothing } from './error-free';
import { resolveSerializedReference } from './serialized-reference';
import { FAILURE, ParserState, S, type State } from './parser-state';
import { stateOfOverride, type StateOverride } from './state-override';
import { spliceOverride } from './override-splice';
import { prepareInput, run } from './state-machine';
import { URLBuilder } from './url-builder';
import { HostKind, URLRecord } from './url-record';
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
  /**
   * With `url` and `stateOverride`: return null when the algorithm returns failure, instead
   * of the record as modified up to the failure. URL Pattern's canonicalization
   * (urlpattern.bs #canonicalize-a-hostname, #canonicalize-a-port) throws on that failure,
   * which the setters' form cannot show (a failed `hostname = "a:b"` leaves the URL as it was).
   */
  readonly nullOnFailure?: boolean | undefined;
}

/** Which routes a parse may take: all of them, or only the state machine (tests). */
export type Route = 'auto' | 'machine';

/**
 * The state machine from the path start (or opaque path) state, after the recognizer
 * validated a canonical scheme and authority: the earlier states would have produced
 * exactly this scheme, host and port. Undefined when the rest has a tab or newline (whose
 * removal would move every offset): the machine resumes at the scheme's ":" then.
 */
function continueFromPath(h: PathResume, base: URLRecord | null): URLRecord | undefined {
  const input = h.input;
  const from = h.pathStart;
  if (hasASCIITabOrNewline(input, from, input.length)) return undefined;
  // Trailing C0 controls and spaces are trimmed (leading ones would have failed the scheme).
  let end = input.length;
  while (end > from) {
    const c = codeUnitAt(input, end - 1);
    if (c > 0x20) break;
    end--;
  }
  const url = new URLBuilder();
  url.scheme = input.slice(0, h.colon);
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
 * What parse passes to machineParse as `colon` when the recognizer found no scheme at the
 * start of the input (without an error callback or a legacy encoding).
 */
const NO_SCHEME = -2;

/** The basic URL parser, once its arguments are checked. */
function parse(
  input: string,
  base: URLRecord | null,
  given: URLRecord | undefined,
  stateOverride: State | 0,
  encoder: Encoder | null,
  report: ReportFn | undefined,
  route: Route,
  nullOnFailure: boolean,
): URLRecord | null {
  // The ":" after the scheme, where the scheme state can resume (-1: start over).
  let colon = -1;
  if (given === undefined) {
    // Route 1; the recognizer does not encode legacy queries. With an error callback, only
    // its record for input that reports nothing (error-free.ts) is taken: the machine
    // resumed after it would miss what the earlier states report.
    if (route === 'auto' && encoder === null) {
      const fast = tryFastParse(input);
      if (report !== undefined) {
        if (fast instanceof URLRecord && reportsNothing(fast)) return fast;
      } else if (fast instanceof URLRecord) {
        return fast;
      } else if (fast instanceof PathResume) {
        const continued = continueFromPath(fast, base);
        if (continued !== undefined) return continued;
        colon = fast.colon;
      } else {
        colon = fast === -1 ? NO_SCHEME : fast;
      }
    }
  } else if (route === 'auto' && stateOverride !== 0 && !nullOnFailure) {
    // Route 3. It returns the record however the algorithm ended, so a caller that asks
    // for failure as null (nullOnFailure) takes route 2, whose run reports it.
    const spliced = spliceOverride(input, given, stateOverride, encoder, report, false);
    if (spliced !== undefined) return spliced;
  }
  return machineParse(input, base, given, stateOverride, encoder, report, nullOnFailure, colon);
}

/**
 * Route 2: the state machine from the scheme start state (or from `colon`, the ":" the
 * recognizer stopped at, when not -1), or from the override's state. Its own function,
 * not part of parse: V8 optimizes parse (inlined into its callers) while the inputs it
 * sees take the recognizer, and code optimized then kept its cold calls into the machine
 * unoptimized once other inputs came (WPT new URL read 13% slower after a real list had
 * run first in the bench); a function of its own is optimized for its own callers.
 */
function machineParse(
  input: string,
  base: URLRecord | null,
  given: URLRecord | undefined,
  stateOverride: State | 0,
  encoder: Encoder | null,
  report: ReportFn | undefined,
  nullOnFailure: boolean,
  colon: number,
): URLRecord | null {
  if (colon === NO_SCHEME) {
    // Route 1 for a reference against the base: when it is a slice of the base's href
    // followed by the input as it is (serialized-reference.ts).
    if (base !== null) {
      const resolved = resolveSerializedReference(input, base);
      if (resolved !== undefined) return resolved;
    }
    colon = -1;
  }
  const url = given === undefined ? new URLBuilder() : URLBuilder.from(given);
  const p = new ParserState(input, url, base, stateOverride, encoder, report);
  prepareInput(p, given === undefined);
  if (colon !== -1) {
    // The recognizer read a scheme from input[0] up to this ":" (trimming and tab
    // removal left it in place): the scheme state resumes at the ":".
    p.state = S.Scheme;
    p.bufferStart = 0;
    p.pointer = colon;
  }
  const result = run(p);
  if (result === FAILURE && (given === undefined || nullOnFailure)) return null;
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
  if (component === 'fragment') return spliceOverride(input, url, S.Fragment, null, undefined, true) as URLRecord;
  if (component === 'query') return spliceOverride(input, url, S.Query, encoder, undefined, true) as URLRecord;
  if (component === 'path') return url.hasOpaquePath ? url : (spliceOverride(input, url, S.PathStart, null, undefined, true) as URLRecord);
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
  return parseChecked('basicURLParse', input, options, 'auto');
}

/**
 * basicURLParse on the given routes: `'machine'` runs the state machine alone (from the
 * scheme start state or the override's state, building the whole record), so that tests
 * can compare every other route with it. For @x/url-parser/internal.
 */
export function basicURLParseVia(input: string, options: BasicURLParseOptions | undefined, route: Route): URLRecord | null {
  if (route !== 'auto' && route !== 'machine') throw new TypeError(`basicURLParseVia: route must be 'auto' or 'machine'`);
  return parseChecked('basicURLParseVia', input, options, route);
}

/**
 * parseURL(input, { base }) with its two arguments checked and no options object to read.
 * For @x/url-parser/internal (the API URL parser of @x/url-api), whose `new URL(s)` V8 can
 * then inline into the caller. TurboFan inlines a call only while the callee's bytecode,
 * with what its own optimized code inlined, fits the caller's budget (920 bytes, the
 * callee counted at 1.2×): through parseURL and its options (state override, encoding,
 * legacy flags) the constructor came to 797 bytes (956 counted), so every `new URL` went
 * through the engine's generic construct stub. Callgrind on Node 26 counted 7-10% fewer
 * instructions per `new URL(s).href` on the four real URL lists through this
 * (--trace-turbo-inlining shows the decision).
 */
export function parseCheckedString(input: string, base: URLRecord | null): URLRecord | null {
  checkString('parseCheckedString', 'input', input);
  if (base !== null) checkRecord('parseCheckedString', 'base', base);
  return parse(input, base, undefined, 0, null, undefined, 'auto', false);
}

/** The basic URL parser after checking its arguments; errors name `fn`, the caller's entry point. */
export function parseChecked(fn: string, input: string, options: BasicURLParseOptions | undefined, route: Route): URLRecord | null {
  checkString(fn, 'input', input);
  const base = options?.base ?? null;
  if (base !== null) checkRecord(fn, 'options.base', base);
  const given = options?.url;
  if (given !== undefined) checkRecord(fn, 'options.url', given);
  const overrideName = options?.stateOverride;
  const stateOverride: State | 0 = overrideName === undefined ? 0 : stateOfOverride(overrideName);
  const encoding = options?.encoding;
  const encoder = encoding === undefined || isUTF8Encoder(encoding) ? null : encoding;
  return parse(input, base, given, stateOverride, encoder, options?.onValidationError, route, options?.nullOnFailure === true);
}
