// The setters' route (#basic-url-parser-state-override): with the host, hostname, port,
// path start, query or fragment state override, the states that run can change only the
// host and port, the path, the query or the fragment. So the state machine runs on a
// builder holding just what those states read, and the component it produced is spliced
// into the record's href (splice.ts): the other components are never sliced out of href
// nor serialized again. test/route-differential.test.ts checks this route against the
// machine building the whole record, on generated values with a fixed seed.
import type { Encoder } from '@x/percent-encoding';
import { S, ParserState, type State } from './parser-state';
import { withFragment, withHostAndPort, withPath, withQuery } from './splice';
import { prepareInput, run } from './state-machine';
import { URLBuilder } from './url-builder';
import { HostKind, type URLRecord } from './url-record';
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
  const url = new URLBuilder();
  // Every one of these states reads the scheme type (special or not, file or not), never
  // the scheme itself.
  url.schemeType = given.schemeType;
  switch (state) {
    case S.Query: {
      url.query = emptied ? '' : given.query;
      runFrom(input, url, state, encoder, report);
      return withQuery(given, url.query);
    }
    case S.Fragment: {
      url.fragment = emptied ? '' : given.fragment;
      runFrom(input, url, state, encoder, report);
      return withFragment(given, url.fragment);
    }
    case S.PathStart: {
      // An opaque path is not a list: the machine decides (the API's pathname setter
      // returns before parsing then).
      if (given.hasOpaquePath) return undefined;
      // The path states read whether the host is null, never the host string.
      url.hostKind = given.hostKind;
      url.host = given.hostKind === HostKind.Null ? null : STAND_IN;
      if (!emptied && given.pathStart !== given.pathEnd) url.setPathSerialization(given.path);
      runFrom(input, url, state, null, report);
      return withPath(given, url.serializePath());
    }
    case S.Host:
    case S.Hostname:
    case S.Port: {
      // These states read whether there are credentials (not what they are), the host
      // kind and the port; the host is set or not (the port state returns after it).
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
