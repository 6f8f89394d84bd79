// https://url.spec.whatwg.org/#url-serializing — the record already is its serialization.
import { isURLRecord, NONE, type URLRecord } from './url-record';

export function assertRecord(fn: string, value: unknown, name = 'url'): asserts value is URLRecord {
  if (!isURLRecord(value)) throw new TypeError(`${fn}: ${name} must be a URL record from parseURL`);
}

/** https://url.spec.whatwg.org/#concept-url-serializer — O(1): a stored string or one slice. */
export function serializeURL(url: URLRecord, excludeFragment = false): string {
  assertRecord('serializeURL', url);
  return excludeFragment && url.fragmentStart !== NONE ? url.href.slice(0, url.fragmentStart) : url.href;
}

/** https://url.spec.whatwg.org/#url-path-serializer */
export function serializePath(url: URLRecord): string {
  assertRecord('serializePath', url);
  return url.path;
}

/** https://url.spec.whatwg.org/#concept-url-equals */
export function urlEquals(a: URLRecord, b: URLRecord, excludeFragments = false): boolean {
  assertRecord('urlEquals', a, 'a');
  assertRecord('urlEquals', b, 'b');
  return serializeURL(a, excludeFragments) === serializeURL(b, excludeFragments);
}
