// The JSON records of x-url's parse, check and host: one schema for `--json` and for bulk
// mode's NDJSON lines (README "JSON output"), so a script reads both the same way.
//
// A URL record: input, base (with --base), ok, then when ok href, origin, protocol,
// username, password, host, hostname, port, pathname, search, hash (the URL API's
// attributes), hostKind, publicSuffix, registrableDomain; then baseValidationErrors (with
// --base) and validationErrors, each {type, index, end, fatal}. (A file: URL's paths are
// in parse's table and in `x-url path --json`, not here: computing both for every line
// made bulk mode on lists of file: URLs 2x slower.)
//
// A host record: input, ok, then when ok host (serialized), kind, publicSuffix,
// registrableDomain; then validationErrors.
import { parseHost, serializeHost, type Host, type HostValidationErrorType } from '@x/host';
import { publicSuffix, registrableDomain } from '@x/public-suffix';
import { hostKindName, NONE, parseWithValidationErrors, serializeOrigin, urlOrigin, type URLRecord, type ValidationError } from '@x/url-parser';

export interface PlainError {
  readonly type: string;
  readonly index: number;
  readonly end: number;
  readonly fatal: boolean;
}

export const plainErrors = (errors: ReadonlyArray<ValidationError<string>>): PlainError[] =>
  errors.map((e) => ({ type: e.type, index: e.index, end: e.end, fatal: e.fatal }));

/** The --base a record is parsed against: its text, its record (null when it fails) and its errors. */
export interface ParsedBase {
  readonly input: string;
  readonly record: URLRecord | null;
  readonly errors: readonly PlainError[];
}

export function parseBase(input: string | undefined): ParsedBase | null {
  if (input === undefined) return null;
  const { url, errors } = parseWithValidationErrors(input);
  return { input, record: url, errors: plainErrors(errors) };
}

/** Public suffix and registrable domain, only for a domain (null otherwise). */
export function siteOf(host: Host | null): { publicSuffix: string | null; registrableDomain: string | null } {
  if (host === null || host.kind !== 'domain') return { publicSuffix: null, registrableDomain: null };
  return { publicSuffix: publicSuffix(host), registrableDomain: registrableDomain(host) };
}

/** The URL API's attributes of a record, in the order the API lists them. */
export function urlComponents(url: URLRecord): Record<'href' | 'origin' | 'protocol' | 'username' | 'password' | 'host' | 'hostname' | 'port' | 'pathname' | 'search' | 'hash', string> {
  const hostname = url.host ?? '';
  const port = url.port === NONE ? '' : String(url.port);
  const query = url.query;
  const fragment = url.fragment;
  return {
    href: url.href,
    origin: serializeOrigin(urlOrigin(url)),
    protocol: `${url.scheme}:`,
    username: url.username,
    password: url.password,
    host: port === '' ? hostname : `${hostname}:${port}`,
    hostname,
    port,
    pathname: url.path,
    search: query === null || query === '' ? '' : `?${query}`,
    hash: fragment === null || fragment === '' ? '' : `#${fragment}`,
  };
}

export interface URLResult {
  readonly input: string;
  readonly base: ParsedBase | null;
  /** Null when the input (or the base) does not parse. */
  readonly url: URLRecord | null;
  readonly errors: readonly PlainError[];
}

/** Parses `input` against the base (not at all when the base failed). */
export function parseAgainst(input: string, base: ParsedBase | null): URLResult {
  if (base !== null && base.record === null) return { input, base, url: null, errors: [] };
  const r = parseWithValidationErrors(input, base === null ? undefined : { base: base.record });
  return { input, base, url: r.url, errors: plainErrors(r.errors) };
}

/** The domain of a parsed URL's host, as a Host, or null. */
export function domainOf(url: URLRecord): Host | null {
  return hostKindName(url) === 'domain' && url.host !== null ? { kind: 'domain', value: url.host } : null;
}

/** The URL record of the schema above. */
export function urlJSON(r: URLResult): Record<string, unknown> {
  const out: Record<string, unknown> = { input: r.input };
  if (r.base !== null) out.base = r.base.input;
  out.ok = r.url !== null;
  if (r.url !== null) {
    Object.assign(out, urlComponents(r.url), { hostKind: hostKindName(r.url) }, siteOf(domainOf(r.url)));
  }
  if (r.base !== null) out.baseValidationErrors = r.base.errors;
  out.validationErrors = r.errors;
  return out;
}

export interface HostResult {
  readonly input: string;
  readonly host: Host | null;
  readonly errors: readonly PlainError[];
}

export function parseHostInput(input: string, opaque: boolean): HostResult {
  const errors: ValidationError<HostValidationErrorType>[] = [];
  const host = parseHost(input, opaque, { onValidationError: (e) => errors.push(e) });
  return { input, host, errors: plainErrors(errors) };
}

/** The host record of the schema above. */
export function hostJSON(r: HostResult): Record<string, unknown> {
  return {
    input: r.input,
    ok: r.host !== null,
    ...(r.host === null ? {} : { host: serializeHost(r.host), kind: r.host.kind, ...siteOf(r.host) }),
    validationErrors: r.errors,
  };
}
