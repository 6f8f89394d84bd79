// The setters' route (#basic-url-parser-state-override): with the host, hostname, port,
// path start, query or fragment state override, the states that run can change only the
// host and port, the path, the query or the fragment, and the result is spliced into the
// record's href (splice.ts): the other components are never sliced out of href nor
// serialized again.
//
// Where the override's state would consume the whole input in one run — the query and
// fragment states always do; the path states when pathRun says the path is one run; the
// host state when no port follows — that state's own step runs on the whole (tab-free)
// input here, without the loop, the builder or the parser state, whose allocation costs
// setters on long-lived URLs up to 2.7× (more scavenges, each copying the young records
// those URLs hold). Otherwise, and whenever validation errors are reported, the state
// machine runs on a builder holding just what those states read.
// test/route-differential.test.ts checks this route against the machine building the
// whole record, on generated values with a fixed seed.
import { parseHostToString } from '@x/host';
import type { Encoder } from '@x/percent-encoding';
import { PATH_PERCENT_ENCODE_SET, utf8PercentEncodeRange } from '@x/percent-encoding';
import { codeUnitAt } from './code-unit';
import { S, ParserState, type State } from './parser-state';
import { SchemeType } from './special-scheme';
import { withFragment, withHostAndPort, withPath, withQuery } from './splice';
import { prepareInput, removeTabsAndNewlines, run } from './state-machine';
import { hostEnd, hostKindOf } from './states/authority';
import { pathRun } from './states/path';
import { encodeFragmentBuffer, encodeQueryBuffer } from './states/query-fragment';
import { URLBuilder } from './url-builder';
import { HostKind, NONE, type URLRecord } from './url-record';
import type { ReportFn } from './validation-error';

/**
 * A stand-in for a username or host the states only test for presence: U+0000 is a
 * forbidden host code point and is percent-encoded in a username, so no parse gives it.
 */
const STAND_IN = '\u0000';

/** Runs the machine from `state` on `input` for `url` (tabs and newlines removed first). */
function runFrom(input: string, url: URLBuilder, state: State, encoder: Encoder | null, report: ReportFn | undefined): void {
  const p = new ParserState(input, url, null, state, encoder, report);
  prepareInput(p, false);
  run(p);
}

/**
 * The path start state override on a URL with a host and a scheme other than "file"
 * (whose path's number of segments does not matter) when the path is one run: the path
 * start state skips one leading "/" (or "\" when special), then the path state appends
 * the rest, encoded (see pathRun). The new list path, or undefined.
 */
function wholePath(clean: string, given: URLRecord, emptied: boolean): string | undefined {
  if (given.hostKind === HostKind.Null || given.schemeType === SchemeType.File || clean === '') return undefined;
  const special = given.schemeType !== SchemeType.NotSpecial;
  const c = codeUnitAt(clean, 0);
  const from = c === 0x2f || (special && c === 0x5c) ? 1 : 0;
  const stop = pathRun(clean, from, clean.length, special, false);
  if (stop < 0) return undefined;
  const head = emptied ? '' : given.path;
  return `${head}/${utf8PercentEncodeRange(clean, from, stop, PATH_PERCENT_ENCODE_SET)}`;
}

/**
 * The host and hostname state overrides on a URL whose scheme is not "file", when no ":"
 * outside brackets ends the host: the host state host-parses the code points up to the
 * first "/", "?", "#" (or a backslash in a special URL) and returns. The new record
 * (the same one on failure, which leaves the URL as it is), or undefined.
 */
function wholeHost(clean: string, given: URLRecord): URLRecord | undefined {
  if (given.schemeType === SchemeType.File) return undefined;
  const special = given.schemeType !== SchemeType.NotSpecial;
  const end = clean.length;
  const i = hostEnd(clean, 0, end, special);
  if (i < end && codeUnitAt(clean, i) === 0x3a) return undefined;
  if (i === 0) {
    // #host-state step 3.2–3.3: an empty host fails for a special URL, and cannot replace
    // the host of a URL with credentials or a port.
    if (special || given.usernameEnd !== given.hostStart || given.port !== NONE) return given;
  }
  const host = parseHostToString(i === end ? clean : clean.slice(0, i), !special);
  if (host === null) return given;
  return withHostAndPort(given, host, hostKindOf(host, !special), given.port);
}

/**
 * The record `given` after "basic URL parse input with given and `state` as state
 * override", when `state` is one this route covers; undefined otherwise (the machine
 * builds the whole record then). With `emptied`, the component is first emptied (the
 * query and fragment set to "", the path to the empty list), as the URL API's search,
 * hash and pathname setters do before parsing.
 */
export function spliceOverride(
  input: string,
  given: URLRecord,
  state: State,
  encoder: Encoder | null,
  report: ReportFn | undefined,
  emptied: boolean,
): URLRecord | undefined {
  const whole = report === undefined;
  switch (state) {
    case S.Query: {
      const before = emptied ? '' : given.query;
      if (whole) {
        // The query state with an override: the whole input is one buffer (step 3 never
        // stops at "#"), encoded and appended at the end of the input (step 2).
        const clean = removeTabsAndNewlines(input);
        return withQuery(given, (before ?? '') + encodeQueryBuffer(clean, 0, clean.length, given.schemeType, encoder));
      }
      const url = partialBuilder(given);
      url.query = before;
      runFrom(input, url, state, encoder, report);
      return withQuery(given, url.query);
    }
    case S.Fragment: {
      const before = emptied ? '' : given.fragment;
      if (whole) {
        // The fragment state: every code point but EOF is encoded and appended.
        const clean = removeTabsAndNewlines(input);
        if (clean === '') return emptied ? withFragment(given, '') : given;
        return withFragment(given, (before ?? '') + encodeFragmentBuffer(clean, 0, clean.length));
      }
      const url = partialBuilder(given);
      url.fragment = before;
      runFrom(input, url, state, encoder, report);
      return withFragment(given, url.fragment);
    }
    case S.PathStart: {
      // An opaque path is not a list: the machine decides (the API's pathname setter
      // returns before parsing then).
      if (given.hasOpaquePath) return undefined;
      if (whole) {
        const path = wholePath(removeTabsAndNewlines(input), given, emptied);
        if (path !== undefined) return withPath(given, path);
      }
      const url = partialBuilder(given);
      // The path states read whether the host is null, never the host string.
      url.hostKind = given.hostKind;
      url.host = given.hostKind === HostKind.Null ? null : STAND_IN;
      if (!emptied && given.pathStart !== given.pathEnd) url.setPathRange(given.href, given.pathStart, given.pathEnd);
      runFrom(input, url, state, null, report);
      return withPath(given, url.serializePath());
    }
    case S.Host:
    case S.Hostname:
    case S.Port: {
      if (whole && state !== S.Port) {
        const spliced = wholeHost(removeTabsAndNewlines(input), given);
        if (spliced !== undefined) return spliced;
      }
      // These states read whether there are credentials (not what they are), the host
      // kind and the port; the host is set or not (the port state returns after it).
      const url = partialBuilder(given);
      if (given.usernameEnd !== given.hostStart) url.username = STAND_IN;
      url.host = given.hostKind === HostKind.Null ? null : STAND_IN;
      url.hostKind = given.hostKind;
      url.port = given.port;
      runFrom(input, url, state, null, report);
      const host = url.host;
      if (host === null) return given; // no host to set (a port without a host is dropped)
      if (host === STAND_IN) {
        // The host was not set: at most the port changed.
        return url.port === given.port ? given : withHostAndPort(given, given.host ?? '', given.hostKind, url.port);
      }
      return withHostAndPort(given, host, url.hostKind, url.port);
    }
    default:
      return undefined;
  }
}

/** A builder with the one thing every one of these states reads: the scheme type. */
function partialBuilder(given: URLRecord): URLBuilder {
  const url = new URLBuilder();
  url.schemeType = given.schemeType;
  return url;
}
