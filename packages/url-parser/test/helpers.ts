// Test helpers: the URL API's getters computed from a record, written from the spec's
// API section (#api) independently of the package's code; a record's fields and a
// parse's reported errors, for comparing routes.
import { parseURL, serializeOrigin, urlOrigin, type URLRecord, type ValidationError } from '../src/index';
import { basicURLParseVia, type Route } from '../src/internal';

export interface Getters {
  href: string;
  protocol: string;
  username: string;
  password: string;
  host: string;
  hostname: string;
  port: string;
  pathname: string;
  search: string;
  hash: string;
  origin: string;
}

export function getters(url: URLRecord): Getters {
  const host = url.host;
  const port = url.port === -1 ? '' : String(url.port);
  const query = url.query;
  const fragment = url.fragment;
  return {
    href: url.href,
    protocol: `${url.scheme}:`,
    username: url.username,
    password: url.password,
    host: host === null ? '' : port === '' ? host : `${host}:${port}`,
    hostname: host ?? '',
    port,
    pathname: url.path,
    search: query === null || query === '' ? '' : `?${query}`,
    hash: fragment === null || fragment === '' ? '' : `#${fragment}`,
    origin: serializeOrigin(urlOrigin(url)),
  };
}

/** Parses `input` against `base` (a string parsed first), as new URL(input, base) does. */
export function parse(input: string, base: string | null | undefined): URLRecord | null {
  if (base === null || base === undefined) return parseURL(input);
  const b = parseURL(base);
  if (b === null) return null;
  return parseURL(input, { base: b });
}

/** Every field of a record (or null), for comparing the records of two routes. */
export function fields(u: URLRecord | null): unknown {
  return u === null ? null : [u.href, u.schemeEnd, u.usernameEnd, u.hostStart, u.hostEnd, u.port, u.pathStart, u.queryStart, u.fragmentStart, u.hostKind, u.flags];
}

/** The record's fields and the validation errors of a parse of `input` with an error callback, by `route`. */
export function reportingRoute(input: string, route: Route, base?: URLRecord | null): readonly [unknown, ValidationError[]] {
  const errors: ValidationError[] = [];
  return [fields(basicURLParseVia(input, { base, onValidationError: (e) => errors.push(e) }, route)), errors];
}
