// https://url.spec.whatwg.org/#url-class
//
// A URL object holds an immutable URLRecord (href + offsets, from @x/url-parser) and swaps
// it on every setter. Its query object (a URLSearchParams) is created on the first read of
// `searchParams`: until then its list would always be the parse of the URL's query (every
// setter that sets the list sets it from the query), so creating it then from the query
// gives what creating it eagerly in "initialize" would, without a parse per `new URL`.
import {
  basicURLParse,
  canParseURL,
  cannotHaveUsernamePasswordPort,
  HostKind,
  NONE,
  parseURL,
  serializeOrigin,
  setThePassword,
  setTheUsername,
  urlOrigin,
  type StateOverride,
  type URLRecord,
} from '@x/url-parser';
import { anchorShape, parseIntoComponent, updateURL } from '@x/url-parser/internal';
import { apiURLParse } from './api-url-parser';
import { invalidURLError } from './invalid-url-error';
import { inspectURL } from './url-inspect';
import { queryObjectHooks, registerLongQueries } from './query-object';
import { checkListSerializedLength, sortUnparsed } from '@x/urlencoded/internal';
import { URLSearchParams } from './url-search-params';
import {
  constructContext,
  executeContext,
  finishInterface,
  illegalInvocation,
  INSPECT_CUSTOM,
  isObject,
  requireArguments,
  toParserInput,
  toUSVString,
  type InspectOptionsLike,
} from './webidl';

const NAME = 'URL';

/** Passed as `base` by URL.parse to wrap a record it already has; unreachable from outside. */
const FROM_RECORD: unique symbol = /* @__PURE__ */ Symbol('URL from record');

/** Error-message prefixes, built once (not on every call). */
interface URLContexts {
  readonly construct: string;
  readonly parse: string;
  readonly canParse: string;
}

/**
 * Finishes the interface once, while the class is defined (called from a static field
 * initializer, so nothing runs at module level: a bundle that imports only
 * URLSearchParams drops the URL class and, with it, the URL parser). Makes members
 * enumerable, sets @@toStringTag, installs util.inspect's hook, and returns the
 * constructor's and statics' error-message prefixes.
 */
function defineURLInterface(cls: typeof URL, isURL: (value: object) => value is URL): URLContexts {
  finishInterface(cls, NAME, ['parse', 'canParse']);
  // URLSearchParams#sort() of a long unparsed query sorts it in passes over the string
  // instead of parsing it, and a serialization is checked against the maximum string length
  // first (query-object.ts); here, so that a bundle without URL leaves them out. The sort
  // from 2^20 code units: on shorter ones parsing and sorting is faster (about 1.2× on
  // 70 KB of real query pairs), and their list's memory small.
  registerLongQueries((query) => (query.length < 1 << 20 ? null : sortUnparsed(query)), checkListSerializedLength);
  const hook = function (this: unknown, depth: unknown, options: InspectOptionsLike, inspect: unknown): string {
    if (typeof this !== 'object' || this === null || !isURL(this)) return `[${NAME}]`;
    return inspectURL(this, depth, options, inspect);
  };
  Object.defineProperty(cls.prototype, INSPECT_CUSTOM, { value: hook, writable: true, enumerable: false, configurable: true });
  // One URL object for the life of the class. V8 holds the hidden classes that optimized
  // code embeds only weakly: a major collection that finds no URL object alive (an
  // application parses, uses, drops, collects) frees the class's hidden class and
  // deoptimizes the constructor, the getters and every caller that inlined them
  // (`--trace-deopt`: "embedded weak objects cleared"), on every such collection.
  anchorShape(new cls(parseURL('about:blank') as unknown as string, FROM_RECORD as unknown as string));
  return { construct: constructContext(NAME), parse: executeContext(NAME, 'parse'), canParse: executeContext(NAME, 'canParse') };
}

/**
 * What the constructor and statics take: a string or a URL object — ours or the global
 * class's — which, like anything else, is converted with ToString (its href). The last
 * member is the instance type of the environment's global URL class, if its types declare
 * one (inline rather than a named helper, which would be an unexported type in the public
 * signature).
 */
export type URLInput = string | URL | (typeof globalThis extends { URL: { prototype: infer T } } ? T : never);

/** https://url.spec.whatwg.org/#url — drop-in for the global `URL`. */
export class URL {
  /** https://url.spec.whatwg.org/#concept-url-url */
  #url: URLRecord;
  /**
   * https://url.spec.whatwg.org/#concept-url-query-object once created; null before that,
   * when its list would be the parse of the current URL's query (or of "" when that is
   * null).
   */
  #query: URLSearchParams | null = null;

  /** https://url.spec.whatwg.org/#dom-url-url */
  constructor(url: URLInput, base: URLInput | undefined = undefined) {
    if (base === (FROM_RECORD as unknown)) {
      this.#url = url as unknown as URLRecord;
      return;
    }
    // A string argument needs neither the argument count nor the error context.
    let input: string;
    if (typeof url === 'string') {
      input = url;
    } else {
      requireArguments(arguments.length, 1, URL.#contexts.construct);
      input = toParserInput(url, URL.#contexts.construct);
    }
    const baseString = base === undefined ? undefined : toParserInput(base, URL.#contexts.construct);
    // Step 1:
    const parsed = apiURLParse(input, baseString);
    // Step 2:
    if (parsed === null) throw invalidURLError(input, baseString);
    // Step 3 ("initialize"): the query object is created lazily (see the file comment).
    this.#url = parsed;
  }

  /** https://url.spec.whatwg.org/#dom-url-parse */
  static parse(url: URLInput, base: URLInput | undefined = undefined): URL | null {
    if (typeof url !== 'string') requireArguments(arguments.length, 1, URL.#contexts.parse);
    const input = toParserInput(url, URL.#contexts.parse);
    const parsed = apiURLParse(input, base === undefined ? undefined : toParserInput(base, URL.#contexts.parse));
    if (parsed === null) return null;
    return new URL(parsed as unknown as string, FROM_RECORD as unknown as string);
  }

  /** https://url.spec.whatwg.org/#dom-url-canparse */
  static canParse(url: URLInput, base: URLInput | undefined = undefined): boolean {
    if (typeof url !== 'string') requireArguments(arguments.length, 1, URL.#contexts.canParse);
    const input = toParserInput(url, URL.#contexts.canParse);
    // The API URL parser's failure, without building the URL (canParseURL settles the
    // scheme and authority, the only parts that can fail, and asks the parser otherwise).
    if (base === undefined) return canParseURL(input);
    const parsedBase = parseURL(toParserInput(base, URL.#contexts.canParse));
    return parsedBase !== null && canParseURL(input, parsedBase);
  }

  /** https://url.spec.whatwg.org/#dom-url-href */
  get href(): string {
    if (!isObject(this) || !(#url in this)) throw illegalInvocation(NAME, 'href');
    return this.#url.href;
  }

  set href(value: string) {
    if (!isObject(this) || !(#url in this)) throw illegalInvocation(NAME, 'href');
    const context = `Failed to set the 'href' property on 'URL'`;
    const input = toUSVString(value, context);
    // Step 1: the basic URL parser, without a base.
    const parsed = parseURL(input);
    // Step 2:
    if (parsed === null) throw invalidURLError(input, undefined);
    // Step 3:
    this.#url = parsed;
    // Steps 4–6: the list is emptied, then set from the query when there is one.
    this.#setListFromQuery();
  }

  /** https://url.spec.whatwg.org/#dom-url-origin */
  get origin(): string {
    if (!isObject(this) || !(#url in this)) throw illegalInvocation(NAME, 'origin');
    return serializeOrigin(urlOrigin(this.#url));
  }

  /** https://url.spec.whatwg.org/#dom-url-protocol */
  get protocol(): string {
    if (!isObject(this) || !(#url in this)) throw illegalInvocation(NAME, 'protocol');
    const url = this.#url;
    // The scheme and its ":" are the start of the serialization.
    return url.href.slice(0, url.schemeEnd + 1);
  }

  set protocol(value: string) {
    if (!isObject(this) || !(#url in this)) throw illegalInvocation(NAME, 'protocol');
    const input = toUSVString(value, `Failed to set the 'protocol' property on 'URL'`);
    this.#override(`${input}:`, 'scheme start');
  }

  /** https://url.spec.whatwg.org/#dom-url-username */
  get username(): string {
    if (!isObject(this) || !(#url in this)) throw illegalInvocation(NAME, 'username');
    return this.#url.username;
  }

  set username(value: string) {
    if (!isObject(this) || !(#url in this)) throw illegalInvocation(NAME, 'username');
    const input = toUSVString(value, `Failed to set the 'username' property on 'URL'`);
    // Step 1:
    if (cannotHaveUsernamePasswordPort(this.#url)) return;
    // Step 2:
    this.#url = setTheUsername(this.#url, input);
  }

  /** https://url.spec.whatwg.org/#dom-url-password */
  get password(): string {
    if (!isObject(this) || !(#url in this)) throw illegalInvocation(NAME, 'password');
    return this.#url.password;
  }

  set password(value: string) {
    if (!isObject(this) || !(#url in this)) throw illegalInvocation(NAME, 'password');
    const input = toUSVString(value, `Failed to set the 'password' property on 'URL'`);
    // Step 1:
    if (cannotHaveUsernamePasswordPort(this.#url)) return;
    // Step 2:
    this.#url = setThePassword(this.#url, input);
  }

  /** https://url.spec.whatwg.org/#dom-url-host */
  get host(): string {
    if (!isObject(this) || !(#url in this)) throw illegalInvocation(NAME, 'host');
    const url = this.#url;
    // Step 2:
    if (url.hostKind === HostKind.Null) return '';
    // Steps 3–4: the serialization already has host, then ":" and the port when it is
    // non-null, right up to the path.
    return url.href.slice(url.hostStart, url.pathStart);
  }

  set host(value: string) {
    if (!isObject(this) || !(#url in this)) throw illegalInvocation(NAME, 'host');
    const input = toUSVString(value, `Failed to set the 'host' property on 'URL'`);
    // Step 1:
    if (this.#url.hasOpaquePath) return;
    // Step 2:
    this.#override(input, 'host');
  }

  /** https://url.spec.whatwg.org/#dom-url-hostname */
  get hostname(): string {
    if (!isObject(this) || !(#url in this)) throw illegalInvocation(NAME, 'hostname');
    return this.#url.host ?? '';
  }

  set hostname(value: string) {
    if (!isObject(this) || !(#url in this)) throw illegalInvocation(NAME, 'hostname');
    const input = toUSVString(value, `Failed to set the 'hostname' property on 'URL'`);
    // Step 1:
    if (this.#url.hasOpaquePath) return;
    // Step 2:
    this.#override(input, 'hostname');
  }

  /** https://url.spec.whatwg.org/#dom-url-port */
  get port(): string {
    if (!isObject(this) || !(#url in this)) throw illegalInvocation(NAME, 'port');
    const port = this.#url.port;
    return port === NONE ? '' : `${port}`;
  }

  set port(value: string) {
    if (!isObject(this) || !(#url in this)) throw illegalInvocation(NAME, 'port');
    const input = toUSVString(value, `Failed to set the 'port' property on 'URL'`);
    // Step 1:
    if (cannotHaveUsernamePasswordPort(this.#url)) return;
    // Step 2:
    if (input === '') this.#url = updateURL(this.#url, { port: null });
    // Step 3:
    else this.#override(input, 'port');
  }

  /** https://url.spec.whatwg.org/#dom-url-pathname */
  get pathname(): string {
    if (!isObject(this) || !(#url in this)) throw illegalInvocation(NAME, 'pathname');
    return this.#url.path;
  }

  set pathname(value: string) {
    if (!isObject(this) || !(#url in this)) throw illegalInvocation(NAME, 'pathname');
    const input = toUSVString(value, `Failed to set the 'pathname' property on 'URL'`);
    // Step 1:
    if (this.#url.hasOpaquePath) return;
    // Steps 2–3: empty the path, then basic URL parse with the path start state override
    // (one step in the parser: the emptied URL is never built).
    this.#url = parseIntoComponent(this.#url, input, 'path');
  }

  /** https://url.spec.whatwg.org/#dom-url-search */
  get search(): string {
    if (!isObject(this) || !(#url in this)) throw illegalInvocation(NAME, 'search');
    const url = this.#url;
    const start = url.queryStart;
    const end = url.fragmentStart !== NONE ? url.fragmentStart : url.href.length;
    // Step 1: null (no "?") or empty (nothing after it).
    if (start === NONE || end - start === 1) return '';
    // Step 2: "?" and the query, as serialized.
    return url.href.slice(start, end);
  }

  set search(value: string) {
    if (!isObject(this) || !(#url in this)) throw illegalInvocation(NAME, 'search');
    const given = toUSVString(value, `Failed to set the 'search' property on 'URL'`);
    // Step 2:
    if (given === '') {
      this.#url = updateURL(this.#url, { query: null });
      // Empty the list: the parse of the now null query.
      this.#setListFromQuery();
      return;
    }
    // Step 3:
    const input = given.charCodeAt(0) === 0x3f ? given.slice(1) : given;
    // Steps 4–5: set the query to the empty string, then basic URL parse with the query
    // state override (one step in the parser).
    this.#url = parseIntoComponent(this.#url, input, 'query');
    // Step 6: the list is the parse of url's query as step 5 left it, as whatwg-url 17.3
    // (which tracks the standard to its commit fde3f74) and Node do; the url.bs of 2 July
    // 2026 parses `input` here. The query has lost `input`'s tabs and newlines and is
    // percent-encoded, so "a=b\nc" gives [["a", "bc"]].
    this.#setListFromQuery();
  }

  /** https://url.spec.whatwg.org/#dom-url-searchparams ([SameObject]) */
  get searchParams(): URLSearchParams {
    if (!isObject(this) || !(#url in this)) throw illegalInvocation(NAME, 'searchParams');
    const pending = this.#query;
    if (pending !== null) return pending;
    const query = new URLSearchParams();
    // #concept-url-initialize steps 3–5, deferred to here.
    queryObjectHooks().setList(query, this.#url.query ?? '', {
      // https://url.spec.whatwg.org/#concept-urlsearchparams-update step 4
      updateQuery: (serializedQuery) => {
        this.#url = updateURL(this.#url, { query: serializedQuery });
      },
    });
    this.#query = query;
    return query;
  }

  /** https://url.spec.whatwg.org/#dom-url-hash */
  get hash(): string {
    if (!isObject(this) || !(#url in this)) throw illegalInvocation(NAME, 'hash');
    const url = this.#url;
    const start = url.fragmentStart;
    // Step 1: null (no "#") or empty (nothing after it).
    if (start === NONE || url.href.length - start === 1) return '';
    // Step 2: "#" and the fragment, the end of the serialization.
    return url.href.slice(start);
  }

  set hash(value: string) {
    if (!isObject(this) || !(#url in this)) throw illegalInvocation(NAME, 'hash');
    const given = toUSVString(value, `Failed to set the 'hash' property on 'URL'`);
    // Step 1:
    if (given === '') {
      this.#url = updateURL(this.#url, { fragment: null });
      return;
    }
    // Step 2:
    const input = given.charCodeAt(0) === 0x23 ? given.slice(1) : given;
    // Steps 3–4: set the fragment to the empty string, then basic URL parse with the
    // fragment state override (one step in the parser).
    this.#url = parseIntoComponent(this.#url, input, 'fragment');
  }

  /** https://url.spec.whatwg.org/#dom-url-tojson */
  toJSON(): string {
    if (!isObject(this) || !(#url in this)) throw illegalInvocation(NAME, 'toJSON');
    return this.#url.href;
  }

  /** https://url.spec.whatwg.org/#dom-url-href (the stringifier) */
  toString(): string {
    if (!isObject(this) || !(#url in this)) throw illegalInvocation(NAME, 'toString');
    return this.#url.href;
  }

  /**
   * Basic URL parse `input` with this's URL as url and a state override. The parser
   * returns the modified record even where the spec's algorithm returns failure after a
   * partial modification (the spec modifies url in place).
   */
  #override(input: string, stateOverride: StateOverride): void {
    const url = this.#url;
    this.#url = basicURLParse(input, { url, stateOverride }) ?? url;
  }

  /**
   * Sets the query object's list to the result of parsing the URL's query ("" when null);
   * before the object exists there is nothing to do (it will be created from the query).
   */
  #setListFromQuery(): void {
    const query = this.#query;
    if (query !== null) queryObjectHooks().setList(query, this.#url.query ?? '');
  }

  // Pure: an unused URL class is dropped by bundlers, set-up included (see defineURLInterface).
  static readonly #contexts: URLContexts = /* @__PURE__ */ defineURLInterface(URL, (value): value is URL => #url in value);
}
