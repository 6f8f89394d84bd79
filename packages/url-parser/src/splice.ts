// New records that differ from an existing one only in the query or the fragment, made
// by splicing href and shifting one offset: the setters that run most (search, hash, and
// URLSearchParams updating its URL) never rebuild the other components.
import { codeUnitAt } from './code-unit';
import { HostKind, NONE, RECORD_TOKEN, URLRecord } from './url-record';

/** `url` with its fragment replaced (null removes it); `fragment` is already encoded. */
export function withFragment(url: URLRecord, fragment: string | null): URLRecord {
  const head = url.fragmentStart === NONE ? url.href : url.href.slice(0, url.fragmentStart);
  return new URLRecord(
    RECORD_TOKEN,
    fragment === null ? head : [head, '#', fragment].join(''),
    url.schemeEnd,
    url.usernameEnd,
    url.hostStart,
    url.hostEnd,
    url.port,
    url.pathStart,
    url.queryStart,
    fragment === null ? NONE : head.length,
    url.hostKind,
    url.flags,
  );
}

/** `url` with its query replaced (null removes it); `query` is already encoded. */
export function withQuery(url: URLRecord, query: string | null): URLRecord {
  const href = url.href;
  const pathEnd = url.pathEnd;
  const tail = url.fragmentStart === NONE ? '' : href.slice(url.fragmentStart);
  const head = href.slice(0, pathEnd);
  const middle = query === null ? '' : `?${query}`;
  return new URLRecord(
    RECORD_TOKEN,
    [head, middle, tail].join(''),
    url.schemeEnd,
    url.usernameEnd,
    url.hostStart,
    url.hostEnd,
    url.port,
    url.pathStart,
    query === null ? NONE : pathEnd,
    url.fragmentStart === NONE ? NONE : pathEnd + middle.length,
    url.hostKind,
    url.flags,
  );
}

/**
 * `url` with a new list path (its serialization: "" for the empty list). Adds or drops the
 * "/." that keeps a host-less path starting with "//" from reading as a host
 * (#url-serializing step 3). Not for URLs with an opaque path.
 */
export function withPath(url: URLRecord, path: string): URLRecord {
  const href = url.href;
  let head: string;
  if (url.hostKind === HostKind.Null) {
    head = href.slice(0, url.schemeEnd + 1);
    if (path.length > 1 && codeUnitAt(path, 1) === 0x2f) head += '/.';
  } else {
    head = href.slice(0, url.pathStart);
  }
  const pathEnd = url.pathEnd;
  const shift = head.length + path.length - pathEnd;
  return new URLRecord(
    RECORD_TOKEN,
    [head, path, href.slice(pathEnd)].join(''),
    url.schemeEnd,
    url.usernameEnd,
    url.hostStart,
    url.hostEnd,
    url.port,
    head.length,
    url.queryStart === NONE ? NONE : url.queryStart + shift,
    url.fragmentStart === NONE ? NONE : url.fragmentStart + shift,
    url.hostKind,
    url.flags,
  );
}

/**
 * `url` with a new host (serialized; null is not allowed: no setter removes a host) and
 * port (NONE for null). A URL without a host gains "//" (and loses the "/." that kept its
 * path from reading as a host). Credentials stay as they are.
 */
export function withHostAndPort(url: URLRecord, host: string, hostKind: HostKind, port: number): URLRecord {
  const href = url.href;
  const head = url.hostKind === HostKind.Null ? `${href.slice(0, url.schemeEnd + 1)}//` : href.slice(0, url.hostStart);
  const usernameEnd = url.hostKind === HostKind.Null ? head.length : url.usernameEnd;
  const authority = port === NONE ? host : `${host}:${port}`;
  const pathStart = head.length + authority.length;
  const shift = pathStart - url.pathStart;
  return new URLRecord(
    RECORD_TOKEN,
    [head, authority, href.slice(url.pathStart)].join(''),
    url.schemeEnd,
    usernameEnd,
    head.length,
    head.length + host.length,
    port,
    pathStart,
    url.queryStart === NONE ? NONE : url.queryStart + shift,
    url.fragmentStart === NONE ? NONE : url.fragmentStart + shift,
    hostKind,
    url.flags,
  );
}
