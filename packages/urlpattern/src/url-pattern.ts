// https://urlpattern.spec.whatwg.org/#url-pattern-struct and #high-level-operations
import { quoteInput } from '@x/url-parser/internal';
import { inputError } from './pattern-error';
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
  componentRegExp,
  createComponentMatchResult,
  exec,
  MatchKind,
  protocolComponentMatchesSpecialScheme,
  type Component,
  type URLPatternComponentResult,
} from './component';
import { parseConstructorString } from './constructor-string-parser';
import { COMPONENTS, type ComponentName, type URLPatternInit } from './init';
import { DEFAULT_OPTIONS, HOSTNAME_OPTIONS, PATHNAME_OPTIONS, type Options } from './parts';
import type { EncodingCallback } from './pattern-parser';
import { processURLPatternInit } from './process-init';
import type { PartListMatcher } from './part-list-matcher';

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

// The components of the pattern "*" (every component a dictionary leaves out), compiled
// once per encoding callback and options: components are immutable, and compiling one
// (tokenize, parse, RegExp) is most of a URLPattern's construction.
const wildcardComponents = new Map<EncodingCallback, Map<Options, Component>>();

function compile(input: string, encodingCallback: EncodingCallback, options: Options): Component {
  if (input !== '*') return compileComponent(input, encodingCallback, options);
  let byOptions = wildcardComponents.get(encodingCallback);
  if (byOptions === undefined) wildcardComponents.set(encodingCallback, (byOptions = new Map()));
  let component = byOptions.get(options);
  if (component === undefined) byOptions.set(options, (component = compileComponent(input, encodingCallback, options)));
  return component;
}

/** https://urlpattern.spec.whatwg.org/#url-pattern-create: `input` is a string or a converted init. */
export function createURLPattern(input: string | URLPatternInit, baseURL: string | null, ignoreCase: boolean): URLPatternRecord {
  let init: URLPatternInit;
  if (typeof input === 'string') {
    init = parseConstructorString(input);
    if (baseURL === null && init.protocol === undefined) {
      throw inputError(`URLPattern: ${quoteInput(input)} is relative (no protocol) and no base URL was given`, input);
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
  const protocol = compile(p.protocol, canonicalizeProtocol, DEFAULT_OPTIONS);
  const username = compile(p.username, canonicalizeUsername, DEFAULT_OPTIONS);
  const password = compile(p.password, canonicalizePassword, DEFAULT_OPTIONS);
  const hostname = hostnamePatternIsAnIPv6Address(p.hostname)
    ? compile(p.hostname, canonicalizeIPv6Hostname, HOSTNAME_OPTIONS)
    : compile(p.hostname, canonicalizeHostname, HOSTNAME_OPTIONS);
  const port = compile(p.port, canonicalizePort, DEFAULT_OPTIONS);
  const compileOptions = ignoreCase ? IGNORE_CASE_OPTIONS : DEFAULT_OPTIONS;
  const pathname = protocolComponentMatchesSpecialScheme(protocol)
    ? compile(p.pathname, canonicalizePathname, ignoreCase ? IGNORE_CASE_PATHNAME_OPTIONS : PATHNAME_OPTIONS)
    : compile(p.pathname, canonicalizeOpaquePathname, compileOptions);
  const search = compile(p.search, canonicalizeSearch, compileOptions);
  const hash = compile(p.hash, canonicalizeHash, compileOptions);
  return { protocol, username, password, hostname, port, pathname, search, hash };
}

const IGNORE_CASE_OPTIONS = /* @__PURE__ */ Object.freeze({ ...DEFAULT_OPTIONS, ignoreCase: true });
const IGNORE_CASE_PATHNAME_OPTIONS = /* @__PURE__ */ Object.freeze({ ...PATHNAME_OPTIONS, ignoreCase: true });

/** https://urlpattern.spec.whatwg.org/#url-pattern-has-regexp-groups */
export function hasRegexpGroups(urlPattern: URLPatternRecord): boolean {
  for (const name of COMPONENTS) if (urlPattern[name].hasRegexpGroups) return true;
  return false;
}

/** A URL's eight component strings, as #url-pattern-match reads them. */
class ComponentValues {
  constructor(
    readonly protocol: string,
    readonly username: string,
    readonly password: string,
    readonly hostname: string,
    readonly port: string,
    readonly pathname: string,
    readonly search: string,
    readonly hash: string,
  ) {}

  static ofURL(url: URLRecord): ComponentValues {
    return new ComponentValues(
      url.scheme,
      url.username,
      url.password,
      url.host ?? '',
      url.port === -1 ? '' : String(url.port),
      url.path,
      url.query ?? '',
      url.fragment ?? '',
    );
  }
}

// A router tests one URL string against many patterns in a row: the last string's parse
// is kept (parsing is a pure function of the two strings, and the values are immutable
// strings, so the memo is invisible except in time).
let memoInput: string | undefined;
let memoBase: string | undefined;
let memoValues: ComponentValues | null = null;

/** The component strings of `input` parsed against `baseURLString`, or null when either fails to parse. */
function valuesOfURLString(input: string, baseURLString: string | undefined): ComponentValues | null {
  if (input === memoInput && baseURLString === memoBase) return memoValues;
  let values: ComponentValues | null = null;
  const baseURL = baseURLString === undefined ? null : parseURL(baseURLString);
  if (baseURLString === undefined || baseURL !== null) {
    const url = parseURL(input, baseURL === null ? undefined : { base: baseURL });
    if (url !== null) values = ComponentValues.ofURL(url);
  }
  memoInput = input;
  memoBase = baseURLString;
  memoValues = values;
  return values;
}

/** Which way match() decides components: 'auto' takes the MatchKind shortcuts and the part-list matcher, 'regexp' always runs the expressions (tests). */
export type MatchRoute = 'auto' | 'regexp';

/** Whether the component matches `value`, and (with `groups`) its RegExpBuiltinExec-like array. */
function componentExec(component: Component, value: string, route: MatchRoute): ArrayLike<string | undefined> | null {
  if (route === 'auto') {
    if (component.matchKind === MatchKind.MatchAll) return [value, value];
    if (component.matchKind === MatchKind.Exact) return value === component.exact ? [value] : null;
    if (component.matchKind === MatchKind.PartList) return (component.partListMatcher as PartListMatcher).exec(value);
  }
  return exec(componentRegExp(component), value);
}

function componentTest(component: Component, value: string): boolean {
  if (component.matchKind === MatchKind.MatchAll) return true;
  if (component.matchKind === MatchKind.Exact) return value === component.exact;
  if (component.matchKind === MatchKind.PartList) return (component.partListMatcher as PartListMatcher).test(value);
  return componentRegExp(component).test(value);
}

/**
 * https://urlpattern.spec.whatwg.org/#url-pattern-match: `input` is a string, a converted
 * init or a URL record; `baseURLString` is undefined when not given. With `resultWanted`
 * false (test()), returns a non-null placeholder on a match without building the result.
 */
export function matchURLPattern(
  urlPattern: URLPatternRecord,
  input: string | URLPatternInit | URLRecord,
  baseURLString: string | undefined,
  resultWanted = true,
  route: MatchRoute = 'auto',
): URLPatternResult | null {
  let values: ComponentValues | null;
  if (typeof input === 'string') {
    values = valuesOfURLString(input, baseURLString);
  } else if (isURLRecord(input)) {
    values = ComponentValues.ofURL(input);
  } else {
    if (baseURLString !== undefined) throw new TypeError('URLPattern: a base URL argument is allowed only with a URL string (put baseURL in the dictionary)');
    try {
      const r = processURLPatternInit(input, 'url', '') as Required<URLPatternInit>;
      values = new ComponentValues(r.protocol, r.username, r.password, r.hostname, r.port, r.pathname, r.search, r.hash);
    } catch {
      return null;
    }
  }
  if (values === null) return null;
  if (!resultWanted && route === 'auto') {
    for (const name of COMPONENTS) if (!componentTest(urlPattern[name], values[name])) return null;
    return MATCHED;
  }
  const execResults: Array<ArrayLike<string | undefined>> = [];
  for (const name of COMPONENTS) {
    const r = componentExec(urlPattern[name], values[name], route);
    if (r === null) return null;
    execResults.push(r);
  }
  // The arguments as converted: a URL's serialization, or a copy of the dictionary.
  const inputs: Array<string | URLPatternInit> = [typeof input === 'string' ? input : isURLRecord(input) ? input.href : { ...input }];
  if (typeof input === 'string' && baseURLString !== undefined) inputs.push(baseURLString);
  const result = { inputs } as URLPatternResult;
  for (let i = 0; i < COMPONENTS.length; i++) {
    const name = COMPONENTS[i] as ComponentName;
    result[name] = createComponentMatchResult(urlPattern[name], values[name], execResults[i] as ArrayLike<string | undefined>);
  }
  return result;
}

/** test()'s answer for a match: never seen by callers. */
const MATCHED = /* @__PURE__ */ Object.freeze({}) as URLPatternResult;
