// https://url.spec.whatwg.org/#origin (HTML's origin concept)
import { basicURLParse } from './basic-url-parser';
import { assertRecord } from './serializer';
import { SchemeType } from './special-scheme';
import { NONE, type URLRecord } from './url-record';

/** HTML's tuple origin (scheme, host, port, domain); `host` is serialized. */
export interface TupleOrigin {
  /** Tells the two kinds of origin apart. */
  readonly type: 'tuple';
  /** The URL's scheme. */
  readonly scheme: string;
  /** The URL's serialized host. */
  readonly host: string;
  /** The URL's port, null for the default. */
  readonly port: number | null;
  /** HTML's origin domain: always null for an origin made from a URL. */
  readonly domain: null;
}
/** HTML's opaque origin: each one is a new object, equal only to itself. */
export interface OpaqueOrigin {
  /** Tells the two kinds of origin apart. */
  readonly type: 'opaque';
}
/** https://html.spec.whatwg.org/#concept-origin — a tuple or an opaque origin. */
export type Origin = TupleOrigin | OpaqueOrigin;

/** https://url.spec.whatwg.org/#concept-url-origin (no blob URL store: the entry is null). */
export function urlOrigin(url: URLRecord): Origin {
  assertRecord('urlOrigin', url);
  switch (url.schemeType) {
    case SchemeType.Ftp:
    case SchemeType.Http:
    case SchemeType.Https:
    case SchemeType.Ws:
    case SchemeType.Wss:
      return {
        type: 'tuple',
        scheme: url.scheme,
        host: url.host ?? '',
        port: url.port === NONE ? null : url.port,
        domain: null,
      };
    default:
      break;
  }
  if (url.scheme === 'blob') {
    // Steps 2–5: the origin of the URL in the path, for http(s) and file.
    const pathURL = basicURLParse(url.path);
    if (pathURL !== null) {
      const t = pathURL.schemeType;
      if (t === SchemeType.Http || t === SchemeType.Https || t === SchemeType.File) return urlOrigin(pathURL);
    }
  }
  // "file" is "left as an exercise to the reader": an opaque origin, as the spec advises.
  return { type: 'opaque' };
}

/** HTML's serialization of an origin: "null" for an opaque origin. */
export function serializeOrigin(origin: Origin): string {
  if (origin === null || typeof origin !== 'object') throw new TypeError('serializeOrigin: origin must be an origin object');
  if (origin.type !== 'tuple') return 'null';
  return origin.port === null ? `${origin.scheme}://${origin.host}` : `${origin.scheme}://${origin.host}:${origin.port}`;
}
