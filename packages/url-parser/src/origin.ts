// https://url.spec.whatwg.org/#origin (HTML's origin concept)
import { basicURLParse } from './basic-url-parser';
import { SchemeType } from './special-scheme';
import { urlRecordFrom, type URLObject } from './url-like';
import { isURLRecord, NONE, type URLRecord } from './url-record';

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
  /**
   * HTML's origin domain (what document.domain sets): a serialized host, or null. Always
   * null for an origin made from a URL; only isSameOriginDomain reads it.
   */
  readonly domain: string | null;
}
/** HTML's opaque origin: each one is a new object, equal only to itself. */
export interface OpaqueOrigin {
  /** Tells the two kinds of origin apart. */
  readonly type: 'opaque';
}
/** https://html.spec.whatwg.org/#concept-origin — a tuple or an opaque origin. */
export type Origin = TupleOrigin | OpaqueOrigin;

/**
 * https://url.spec.whatwg.org/#concept-url-origin (no blob URL store: the entry is null), of
 * a URL record, a URL object or a string (parsed; a TypeError when it does not parse).
 * An opaque origin is a new object each time: equal only to itself.
 */
export function urlOrigin(url: URLRecord | URLObject | string): Origin {
  return originOfRecord(isURLRecord(url) ? url : urlRecordFrom('urlOrigin', 'url', url));
}

function originOfRecord(url: URLRecord): Origin {
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
      if (t === SchemeType.Http || t === SchemeType.Https || t === SchemeType.File) return originOfRecord(pathURL);
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

/** An origin, or the origin of a URL given as a record, a URL object or a string. */
export type OriginLike = Origin | URLRecord | URLObject | string;

function isOrigin(value: unknown): value is Origin {
  if (typeof value !== 'object' || value === null || isURLRecord(value)) return false;
  const type = (value as { type?: unknown }).type;
  return type === 'opaque' || (type === 'tuple' && typeof (value as { scheme?: unknown }).scheme === 'string');
}

function originFrom(fn: string, name: string, value: unknown): Origin {
  return isOrigin(value) ? value : originOfRecord(urlRecordFrom(fn, name, value));
}

/**
 * HTML's same origin (https://html.spec.whatwg.org/#same-origin): the same opaque origin
 * (object identity), or tuple origins with identical scheme, host and port. URLs are
 * compared by their origins; an opaque one (data:, file:) is a new origin each time, so
 * such a URL is same origin with nothing given by another argument.
 */
export function isSameOrigin(a: OriginLike, b: OriginLike): boolean {
  const A = originFrom('isSameOrigin', 'a', a);
  const B = originFrom('isSameOrigin', 'b', b);
  if (A.type === 'opaque' || B.type === 'opaque') return A === B;
  return sameTuple(A, B);
}

/** Tuple origins with identical scheme, host and port (same origin's second case). */
function sameTuple(a: TupleOrigin, b: TupleOrigin): boolean {
  return a.scheme === b.scheme && a.host === b.host && a.port === b.port;
}

/**
 * HTML's same origin-domain (https://html.spec.whatwg.org/#same-origin-domain): for tuple
 * origins, identical schemes and identical non-null domains, or same origin with both
 * domains null. Origins made from URLs have null domains, so for them this is
 * isSameOrigin; an origin whose domain was set (document.domain) is the case it is for.
 */
export function isSameOriginDomain(a: OriginLike, b: OriginLike): boolean {
  const A = originFrom('isSameOriginDomain', 'a', a);
  const B = originFrom('isSameOriginDomain', 'b', b);
  if (A.type === 'opaque' || B.type === 'opaque') return A === B;
  if (A.scheme === B.scheme && A.domain !== null && A.domain === B.domain) return true;
  return A.domain === null && B.domain === null && sameTuple(A, B);
}
