// https://url.spec.whatwg.org/#api — the URL and URLSearchParams classes.
export { URL } from './url';
export type { URLInput } from './url';
export { URLSearchParams } from './url-search-params';
export type { URLSearchParamsInit, URLSearchParamsIterator } from './url-search-params';
export type { InvalidURLError } from './invalid-url-error';
export { pathToFileURL } from './file-url';
