// https://urlpattern.spec.whatwg.org/#canon-processing-for-init
import { quoteInput } from '@x/url-parser/internal';
import { inputError } from './pattern-error';
import { isSpecialScheme, parseURL } from '@x/url-parser';
import {
  canonicalizeHash,
  canonicalizeHostname,
  canonicalizeOpaquePathname,
  canonicalizePassword,
  canonicalizePathname,
  canonicalizePort,
  canonicalizeProtocol,
  canonicalizeSearch,
  canonicalizeUsername,
} from './canonicalize';
import { escapePatternString } from './escape';
import type { URLPatternInit } from './init';

/** "pattern" when building a URL pattern, "url" when matching a URL given as components. */
export type InitType = 'pattern' | 'url';

/** https://urlpattern.spec.whatwg.org/#process-a-base-url-string */
function processBaseURLString(input: string, type: InitType): string {
  return type !== 'pattern' ? input : escapePatternString(input);
}

/** https://urlpattern.spec.whatwg.org/#is-an-absolute-pathname */
function isAbsolutePathname(input: string, type: InitType): boolean {
  if (input === '') return false;
  if (input[0] === '/') return true;
  if (type === 'url') return false;
  if (input.length < 2) return false;
  return (input[0] === '\\' || input[0] === '{') && input[1] === '/';
}

/**
 * https://urlpattern.spec.whatwg.org/#process-a-urlpatterninit, with every "string or null"
 * argument null (its two callers pass null or the empty string for all eight alike).
 */
export function processURLPatternInit(init: URLPatternInit, type: InitType, empty: '' | null): URLPatternInit {
  const result: URLPatternInit = {};
  if (empty !== null) {
    result.protocol = result.username = result.password = result.hostname = '';
    result.port = result.pathname = result.search = result.hash = '';
  }
  let baseURL = null;
  if (init.baseURL !== undefined) {
    baseURL = parseURL(init.baseURL);
    if (baseURL === null) throw inputError(`URLPattern: baseURL ${quoteInput(init.baseURL)} is not a URL`, init.baseURL);
    const has = (...names: Array<keyof URLPatternInit>): boolean => names.some((n) => init[n] !== undefined);
    if (init.protocol === undefined) result.protocol = processBaseURLString(baseURL.scheme, type);
    if (type !== 'pattern' && !has('protocol', 'hostname', 'port', 'username')) {
      result.username = processBaseURLString(baseURL.username, type);
    }
    if (type !== 'pattern' && !has('protocol', 'hostname', 'port', 'username', 'password')) {
      result.password = processBaseURLString(baseURL.password, type);
    }
    if (!has('protocol', 'hostname')) result.hostname = processBaseURLString(baseURL.host ?? '', type);
    if (!has('protocol', 'hostname', 'port')) result.port = baseURL.port === -1 ? '' : String(baseURL.port);
    if (!has('protocol', 'hostname', 'port', 'pathname')) result.pathname = processBaseURLString(baseURL.path, type);
    if (!has('protocol', 'hostname', 'port', 'pathname', 'search')) result.search = processBaseURLString(baseURL.query ?? '', type);
    if (!has('protocol', 'hostname', 'port', 'pathname', 'search', 'hash')) {
      result.hash = processBaseURLString(baseURL.fragment ?? '', type);
    }
  }
  if (init.protocol !== undefined) {
    // #process-protocol-for-init
    const stripped = init.protocol.endsWith(':') ? init.protocol.slice(0, -1) : init.protocol;
    result.protocol = type === 'pattern' ? stripped : canonicalizeProtocol(stripped);
  }
  if (init.username !== undefined) result.username = type === 'pattern' ? init.username : canonicalizeUsername(init.username);
  if (init.password !== undefined) result.password = type === 'pattern' ? init.password : canonicalizePassword(init.password);
  if (init.hostname !== undefined) result.hostname = type === 'pattern' ? init.hostname : canonicalizeHostname(init.hostname);
  const resultProtocolString = result.protocol ?? '';
  if (init.port !== undefined) result.port = type === 'pattern' ? init.port : canonicalizePort(init.port, resultProtocolString);
  if (init.pathname !== undefined) {
    let pathname = init.pathname;
    if (baseURL !== null && !baseURL.hasOpaquePath && !isAbsolutePathname(pathname, type)) {
      const baseURLPath = processBaseURLString(baseURL.path, type);
      const slashIndex = baseURLPath.lastIndexOf('/');
      if (slashIndex !== -1) pathname = baseURLPath.slice(0, slashIndex + 1) + pathname;
    }
    // #process-pathname-for-init
    if (type === 'pattern') result.pathname = pathname;
    else if (resultProtocolString === '' || isSpecialScheme(resultProtocolString)) result.pathname = canonicalizePathname(pathname);
    else result.pathname = canonicalizeOpaquePathname(pathname);
  }
  if (init.search !== undefined) {
    // #process-search-for-init
    const stripped = init.search.startsWith('?') ? init.search.slice(1) : init.search;
    result.search = type === 'pattern' ? stripped : canonicalizeSearch(stripped);
  }
  if (init.hash !== undefined) {
    // #process-hash-for-init
    const stripped = init.hash.startsWith('#') ? init.hash.slice(1) : init.hash;
    result.hash = type === 'pattern' ? stripped : canonicalizeHash(stripped);
  }
  return result;
}
