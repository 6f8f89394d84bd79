// Node's util.inspect output for a URL object: the class name and its attributes, as
// Node's own URL prints them (`URL { href: '…', origin: '…', …, searchParams: …, hash: '' }`).
import type { URL } from './url';
import { inspectOr, type InspectOptionsLike } from './webidl';

/** `url` has passed the brand check; `depth` is how many more levels inspect may descend. */
export function inspectURL(url: URL, depth: unknown, options: InspectOptionsLike, inspect: unknown): string {
  if (typeof depth === 'number' && depth < 0) return '[URL]';
  const ctor: unknown = url.constructor;
  const name = typeof ctor === 'function' && ctor.name !== '' ? ctor.name : 'URL';
  const fields = {
    href: url.href,
    origin: url.origin,
    protocol: url.protocol,
    username: url.username,
    password: url.password,
    host: url.host,
    hostname: url.hostname,
    port: url.port,
    pathname: url.pathname,
    search: url.search,
    searchParams: url.searchParams,
    hash: url.hash,
  };
  return `${name} ${inspectOr(inspect)(fields, options)}`;
}
