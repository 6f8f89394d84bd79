// https://url.spec.whatwg.org/#concept-url — the spec-shaped view of a URL record.
import { assertRecord } from './serializer';
import { NONE, type URLRecord } from './url-record';

export type HostKindName = 'domain' | 'ipv4' | 'ipv6' | 'opaque' | 'empty';

/** The URL record as the spec draws it: components, path as a list or an opaque string. */
export interface SpecURLRecord {
  readonly scheme: string;
  readonly username: string;
  readonly password: string;
  /** The serialized host (#concept-host-serializer), or null. */
  readonly host: string | null;
  readonly hostKind: HostKindName | null;
  readonly port: number | null;
  /** A list of path segments, or a string for an opaque path. */
  readonly path: readonly string[] | string;
  readonly query: string | null;
  readonly fragment: string | null;
}

const KIND_NAMES: readonly (HostKindName | null)[] = [null, 'domain', 'ipv4', 'ipv6', 'opaque', 'empty'];

export function toSpecRecord(url: URLRecord): SpecURLRecord {
  assertRecord('toSpecRecord', url);
  const path = url.path;
  return {
    scheme: url.scheme,
    username: url.username,
    password: url.password,
    host: url.host,
    hostKind: KIND_NAMES[url.hostKind] ?? null,
    port: url.port === NONE ? null : url.port,
    path: url.hasOpaquePath ? path : path === '' ? [] : path.slice(1).split('/'),
    query: url.query,
    fragment: url.fragment,
  };
}

