// https://url.spec.whatwg.org/#concept-url-query-object — how a URL object and its
// URLSearchParams talk without url-search-params.ts importing url.ts: the URL hands its
// query object a small link, and reaches the object's list through hooks that the
// URLSearchParams class registers (from a static block, so they can use its #private
// fields). This keeps `@x/url-api/url-search-params` free of the URL parser.
import type { URLSearchParams } from './url-search-params';

/** The query object's side of https://url.spec.whatwg.org/#concept-urlsearchparams-url-object. */
export interface URLObjectLink {
  /** https://url.spec.whatwg.org/#concept-urlsearchparams-update step 4: set the URL's query. */
  updateQuery(serializedQuery: string | null): void;
}

/** What a URL object may do to its query object beyond the public API. */
export interface QueryObjectHooks {
  /**
   * Sets the list to the result of parsing `query` (the href and search setters); with
   * `url`, https://url.spec.whatwg.org/#concept-url-initialize steps 3–5 on a new, empty
   * object: also sets its URL object to `url`.
   */
  readonly setList: (params: URLSearchParams, query: string, url?: URLObjectLink) => void;
}

let registered: QueryObjectHooks | undefined;

/** Called once, by the URLSearchParams class definition. */
export function registerQueryObjectHooks(hooks: QueryObjectHooks): void {
  registered = hooks;
}

/** The hooks; the URLSearchParams module is always evaluated before a URL can call this. */
export function queryObjectHooks(): QueryObjectHooks {
  if (registered === undefined) throw new Error('@x/url-api: URLSearchParams did not register its query object hooks');
  return registered;
}

/**
 * The sort of a long unparsed list without making the list (@x/urlencoded's sortUnparsed:
 * under 3× a 100 MB query's size at its peak, whatever its names, where the parsed list
 * and its sort take 11–15×), or null (parse and sort it). Registered by url.ts's URL
 * class, as is checkSerializedLength: the url-search-params entry alone leaves their
 * 1.9 KB gzip out (issue 5's 4 KB; measured with both added to it), parses and sorts every list, and meets a serialization past
 * the maximum string length in the engine's own RangeError, after the work. Live
 * bindings: importers cannot assign them; only registerLongQueries does.
 */
export let sortLong: (query: string) => string | null = () => null;

/**
 * Throws a RangeError, before serializing, when the serialization of a flat list would be
 * longer than the engine's maximum string length (@x/urlencoded's
 * checkListSerializedLength; reads only the strings' lengths unless they are near it).
 */
export let checkSerializedLength: (list: readonly string[]) => void = () => {};

/** Called once, by url.ts. */
export function registerLongQueries(sort: typeof sortLong, check: typeof checkSerializedLength): void {
  sortLong = sort;
  checkSerializedLength = check;
}
