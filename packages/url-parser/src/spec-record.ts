// https://url.spec.whatwg.org/#concept-url — the spec-shaped view of a URL record.
import { assertRecord } from './serializer';
import { NONE, type URLRecord } from './url-record';

/** What a host is (https://url.spec.whatwg.org/#host-representation): its kind, by name. */
export type HostKindName = 'domain' | 'ipv4' | 'ipv6' | 'opaque' | 'empty';

/** The URL record as the spec draws it: components, path as a list or an opaque string. */
export interface SpecURLRecord {
  /** https://url.spec.whatwg.org/#concept-url-scheme — ASCII lowercase, without ":". */
  readonly scheme: string;
  /** https://url.spec.whatwg.org/#concept-url-username — percent-encoded, "" when none. */
  readonly username: string;
  /** https://url.spec.whatwg.org/#concept-url-password — percent-encoded, "" when none. */
  readonly password: string;
  /** The serialized host (#concept-host-serializer), or null. */
  readonly host: string | null;
  /** The kind of {@link SpecURLRecord.host}, or null when there is no host. */
  readonly hostKind: HostKindName | null;
  /** https://url.spec.whatwg.org/#concept-url-port — null for none (a default port is null). */
  readonly port: number | null;
  /** A list of path segments, or a string for an opaque path. */
  readonly path: readonly string[] | string;
  /** https://url.spec.whatwg.org/#concept-url-query — percent-encoded, without "?". */
  readonly query: string | null;
  /** https://url.spec.whatwg.org/#concept-url-fragment — percent-encoded, without "#". */
  readonly fragment: string | null;
}

const KIND_NAMES: readonly (HostKindName | null)[] = [null, 'domain', 'ipv4', 'ipv6', 'opaque', 'empty'];

/** The kind of `url`'s host by name (#host-representation), or null when it has none: toSpecRecord's `hostKind`, without the rest of the view. */
export function hostKindName(url: URLRecord): HostKindName | null {
  assertRecord('hostKindName', url);
  return kindName(url);
}

/** hostKindName for a record already checked. */
const kindName = (url: URLRecord): HostKindName | null => KIND_NAMES[url.hostKind] ?? null;

/** The spec-shaped view of `url` (https://url.spec.whatwg.org/#concept-url): a new plain object. */
export function toSpecRecord(url: URLRecord): SpecURLRecord {
  assertRecord('toSpecRecord', url);
  const path = url.path;
  return {
    scheme: url.scheme,
    username: url.username,
    password: url.password,
    host: url.host,
    hostKind: kindName(url),
    port: url.port === NONE ? null : url.port,
    path: url.hasOpaquePath ? path : path === '' ? [] : path.slice(1).split('/'),
    query: url.query,
    fragment: url.fragment,
  };
}

