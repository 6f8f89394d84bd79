// https://urlpattern.spec.whatwg.org/#url-pattern-struct and #high-level-operations
import { defaultPort, isSpecialScheme, isURLRecord, parseURL, type URLRecord } from '@x/url-parser';
import {
  canonicalizeHash,
  canonicalizeHostname,
  canonicalizeIPv6Hostname,
  canonicalizeOpaquePathname,
  canonicalizePassword,
  canonicalizePathname,
  canonicalizePort,
  canonicalizeProtocol,
  canonicalizeSearch,
  canonicalizeUsername,
} from './canonicalize';
import {
  compileComponent,
  createComponentMatchResult,
  exec,
  protocolComponentMatchesSpecialScheme,
  type Component,
  type URLPatternComponentResult,
} from './component';
import { parseConstructorString } from './constructor-string-parser';
import { COMPONENTS, type ComponentName, type URLPatternInit } from './init';
import { DEFAULT_OPTIONS, HOSTNAME_OPTIONS, PATHNAME_OPTIONS } from './parts';
import { processURLPatternInit } from './process-init';

/** https://urlpattern.spec.whatwg.org/#url-pattern */
export type URLPatternRecord = Readonly<Record<ComponentName, Component>>;

/** https://urlpattern.spec.whatwg.org/#dictdef-urlpatternresult */
export interface URLPatternResult extends Record<ComponentName, URLPatternComponentResult> {
  inputs: Array<string | URLPatternInit>;
}

/** https://urlpattern.spec.whatwg.org/#hostname-pattern-is-an-ipv6-address */
function hostnamePatternIsAnIPv6Address(input: string): boolean {
  if (input.length < 2) return false;
  const c0 = input[0];
  return c0 === '[' || ((c0 === '{' || c0 === '\\') && input[1] === '[');
}

/** https://urlpattern.spec.whatwg.org/#url-pattern-create: `input` is a string or a converted init. */
export function createURLPattern(input: string | URLPatternInit, baseURL: string | null, ignoreCase: boolean): URLPatternRecord {
  let init: URLPatternInit;
  if (typeof input === 'string') {
    init = parseConstructorString(input);
    if (baseURL === null && init.protocol === undefined) {
      throw new TypeError(`URLPattern: ${JSON.stringify(input)} is relative (no protocol) and no base URL was given`);
    }
    if (baseURL !== null) init.baseURL = baseURL;
  } else {
    if (baseURL !== null) throw new TypeError('URLPattern: a base URL argument is allowed only with a pattern string (put baseURL in the dictionary)');
    init = input;
  }
  const processedInit = processURLPatternInit(init, 'pattern', null);
  for (const componentName of COMPONENTS) if (processedInit[componentName] === undefined) processedInit[componentName] = '*';
  const p = processedInit as Required<URLPatternInit>;
  const protocolDefaultPort = isSpecialScheme(p.protocol) ? defaultPort(p.protocol) : null;
  if (protocolDefaultPort !== null && p.port === String(protocolDefaultPort)) p.port = '';
  const protocol = compileComponent(p.protocol, canonicalizeProtocol, DEFAULT_OPTIONS);
  const username = compileComponent(p.username, canonicalizeUsername, DEFAULT_OPTIONS);
  const password = compileComponent(p.password, canonicalizePassword, DEFAULT_OPTIONS);
  const hostname = hostnamePatternIsAnIPv6Address(p.hostname)
    ? compileComponent(p.hostname, canonicalizeIPv6Hostname, HOSTNAME_OPTIONS)
    : compileComponent(p.hostname, canonicalizeHostname, HOSTNAME_OPTIONS);
  const port = compileComponent(p.port, canonicalizePort, DEFAULT_OPTIONS);
  const compileOptions = ignoreCase ? IGNORE_CASE_OPTIONS : DEFAULT_OPTIONS;
  const pathname = protocolComponentMatchesSpecialScheme(protocol)
    ? compileComponent(p.pathname, canonicalizePathname, ignoreCase ? IGNORE_CASE_PATHNAME_OPTIONS : PATHNAME_OPTIONS)
    : compileComponent(p.pathname, canonicalizeOpaquePathname, compileOptions);
  const search = compileComponent(p.search, canonicalizeSearch, compileOptions);
  const hash = compileComponent(p.hash, canonicalizeHash, compileOptions);
  return { protocol, username, password, hostname, port, pathname, search, hash };
}

const IGNORE_CASE_OPTIONS = /* @__PURE__ */ Object.freeze({ ...DEFAULT_OPTIONS, ignoreCase: true });
const IGNORE_CASE_PATHNAME_OPTIONS = /* @__PURE__ */ Object.freeze({ ...PATHNAME_OPTIONS, ignoreCase: true });

/** https://urlpattern.spec.whatwg.org/#url-pattern-has-regexp-groups */
export function hasRegexpGroups(urlPattern: URLPatternRecord): boolean {
  for (const name of COMPONENTS) if (urlPattern[name].hasRegexpGroups) return true;
  return false;
}

/**
 * https://urlpattern.spec.whatwg.org/#url-pattern-match: `input` is a string, a converted
 * init or a URL record; `baseURLString` is undefined when not given.
 */
export function matchURLPattern(
  urlPattern: URLPatternRecord,
  input: string | URLPatternInit | URLRecord,
  baseURLString: string | undefined,
  inputAsGiven: string | URLPatternInit,
): URLPatternResult | null {
  const inputs: Array<string | URLPatternInit> = [inputAsGiven];
  let values: Record<ComponentName, string>;
  if (typeof input === 'object' && !isURLRecord(input)) {
    if (baseURLString !== undefined) throw new TypeError('URLPattern: a base URL argument is allowed only with a URL string (put baseURL in the dictionary)');
    let applyResult: URLPatternInit;
    try {
      applyResult = processURLPatternInit(input as URLPatternInit, 'url', '');
    } catch {
      return null;
    }
    values = applyResult as Record<ComponentName, string>;
  } else {
    let url = input as URLRecord | string;
    if (typeof url === 'string') {
      let baseURL: URLRecord | null = null;
      if (baseURLString !== undefined) {
        baseURL = parseURL(baseURLString);
        if (baseURL === null) return null;
        inputs.push(baseURLString);
      }
      const parsed = parseURL(url, baseURL === null ? undefined : { base: baseURL });
      if (parsed === null) return null;
      url = parsed;
    }
    values = {
      protocol: url.scheme,
      username: url.username,
      password: url.password,
      hostname: url.host ?? '',
      port: url.port === -1 ? '' : String(url.port),
      pathname: url.path,
      search: url.query ?? '',
      hash: url.fragment ?? '',
    };
  }
  const execResults: RegExpExecArray[] = [];
  for (const name of COMPONENTS) {
    const r = exec(urlPattern[name].regularExpression, values[name]);
    if (r === null) return null;
    execResults.push(r);
  }
  const result = { inputs } as URLPatternResult;
  COMPONENTS.forEach((name, i) => {
    result[name] = createComponentMatchResult(urlPattern[name], values[name], execResults[i] as RegExpExecArray);
  });
  return result;
}
