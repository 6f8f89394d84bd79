// Our URL and URLSearchParams where Node 24's (and the DOM's) are expected. This file is
// only type-checked (type-tests/*/tsconfig.json); nothing runs it.
import { URL, URLSearchParams } from '../src/index';

const url = new URL('https://example.org/?a=1');
const params = new URLSearchParams('a=1');

export const asGlobalURL: globalThis.URL = url;
export const asGlobalParams: globalThis.URLSearchParams = params;
export const asGlobalSearchParams: globalThis.URLSearchParams = url.searchParams;
export const fetched: Promise<Response> = fetch(url);
export const request: Request = new Request(url, { method: 'POST', body: params });
export const redirect: Response = Response.redirect(url);

// The iterators: helpers and disposal, as the globals' have.
export const firstKeys: string[] = params.keys().take(1).toArray();
export const mapped: IteratorObject<string, undefined, unknown> = params.values().map((v) => v.toUpperCase());
export function dispose(): void {
  params.entries()[Symbol.dispose]();
}
export const spread: Array<[string, string]> = [...params];
