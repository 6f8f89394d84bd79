// https://urlpattern.spec.whatwg.org/#urlpattern-class: the URLPattern interface, with the
// WebIDL conversions and overload resolution a browser applies to its arguments.
import { quoteInput } from '@x/url-parser/internal';
import type { URLPatternComponentResult } from './component';
import { comparePartLists } from './compare-component';
import { generateComponent } from './generate';
import { COMPONENTS, toURLPatternInit, toUSVString, type ComponentName, type URLPatternInit } from './init';
import { createURLPattern, hasRegexpGroups, matchURLPattern, type URLPatternRecord, type URLPatternResult } from './url-pattern';

/** https://urlpattern.spec.whatwg.org/#typedefdef-urlpatterninput */
export type URLPatternInput = string | URLPatternInit;

/** https://urlpattern.spec.whatwg.org/#dictdef-urlpatternoptions */
export interface URLPatternOptions {
  ignoreCase?: boolean;
}

/** WebIDL (USVString or URLPatternInit): null, undefined and objects are dictionaries. */
function toURLPatternInput(value: unknown): URLPatternInput {
  if (value === undefined || value === null || typeof value === 'object' || typeof value === 'function') {
    return toURLPatternInit(value, 'URLPattern: input');
  }
  return toUSVString(value);
}

/** WebIDL URLPatternOptions: the ignoreCase member, ToBoolean, false by default. */
function toIgnoreCase(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value !== 'object' && typeof value !== 'function') throw new TypeError('URLPattern: options is not an object');
  return Boolean((value as { ignoreCase?: unknown }).ignoreCase);
}

/** WebIDL enumeration URLPatternComponent. */
function toComponentName(value: unknown, fn: string): ComponentName {
  const s = toUSVString(value);
  if (!(COMPONENTS as readonly string[]).includes(s)) throw new TypeError(`${fn}: ${quoteInput(s)} is not a URL pattern component`);
  return s as ComponentName;
}

/** https://urlpattern.spec.whatwg.org/#urlpattern */
export class URLPattern {
  /** https://urlpattern.spec.whatwg.org/#urlpattern-associated-url-pattern */
  readonly #urlPattern: URLPatternRecord;

  /**
   * `new URLPattern(input, baseURL, options)` or `new URLPattern(input, options)`: input is a
   * pattern string (relative only with a base URL) or a URLPatternInit dictionary.
   * https://urlpattern.spec.whatwg.org/#dom-urlpattern-urlpattern
   */
  constructor(input?: URLPatternInput, baseURL?: string, options?: URLPatternOptions);
  constructor(input?: URLPatternInput, options?: URLPatternOptions);
  constructor(input?: URLPatternInput, baseURLOrOptions?: string | URLPatternOptions, options?: URLPatternOptions) {
    // Overload resolution: three arguments, or a second one that is neither undefined,
    // null nor an object, select (input, baseURL, options).
    const second: unknown = baseURLOrOptions;
    const withBase =
      arguments.length >= 3 || (arguments.length === 2 && second !== undefined && second !== null && typeof second !== 'object' && typeof second !== 'function');
    const convertedInput = toURLPatternInput(input);
    if (withBase) {
      const baseURL = toUSVString(second);
      this.#urlPattern = createURLPattern(convertedInput, baseURL, toIgnoreCase(options));
    } else {
      this.#urlPattern = createURLPattern(convertedInput, null, toIgnoreCase(second));
    }
  }

  /** https://urlpattern.spec.whatwg.org/#dom-urlpattern-test */
  test(input?: URLPatternInput, baseURL?: string): boolean {
    return this.#match(input, baseURL, arguments.length, false) !== null;
  }

  /** https://urlpattern.spec.whatwg.org/#dom-urlpattern-exec */
  exec(input?: URLPatternInput, baseURL?: string): URLPatternResult | null {
    return this.#match(input, baseURL, arguments.length, true);
  }

  #match(input: unknown, baseURL: unknown, argc: number, resultWanted: boolean): URLPatternResult | null {
    const urlPattern = this.#urlPattern;
    const converted = toURLPatternInput(input);
    const base = argc >= 2 && baseURL !== undefined ? toUSVString(baseURL) : undefined;
    return matchURLPattern(urlPattern, converted, base, resultWanted);
  }

  /** https://urlpattern.spec.whatwg.org/#dom-urlpattern-protocol */
  get protocol(): string {
    return this.#urlPattern.protocol.patternString;
  }

  /** https://urlpattern.spec.whatwg.org/#dom-urlpattern-username */
  get username(): string {
    return this.#urlPattern.username.patternString;
  }

  /** https://urlpattern.spec.whatwg.org/#dom-urlpattern-password */
  get password(): string {
    return this.#urlPattern.password.patternString;
  }

  /** https://urlpattern.spec.whatwg.org/#dom-urlpattern-hostname */
  get hostname(): string {
    return this.#urlPattern.hostname.patternString;
  }

  /** https://urlpattern.spec.whatwg.org/#dom-urlpattern-port */
  get port(): string {
    return this.#urlPattern.port.patternString;
  }

  /** https://urlpattern.spec.whatwg.org/#dom-urlpattern-pathname */
  get pathname(): string {
    return this.#urlPattern.pathname.patternString;
  }

  /** https://urlpattern.spec.whatwg.org/#dom-urlpattern-search */
  get search(): string {
    return this.#urlPattern.search.patternString;
  }

  /** https://urlpattern.spec.whatwg.org/#dom-urlpattern-hash */
  get hash(): string {
    return this.#urlPattern.hash.patternString;
  }

  /** https://urlpattern.spec.whatwg.org/#dom-urlpattern-hasregexpgroups */
  get hasRegExpGroups(): boolean {
    return hasRegexpGroups(this.#urlPattern);
  }

  /**
   * The component's string with each named group replaced by its value from `groups`
   * (encoded as the component encodes text); a TypeError when the pattern has no single
   * string for them (see generate.ts). From WPT's urlpattern-generate tests, not yet in
   * urlpattern.bs.
   */
  generate(component: ComponentName, groups: Readonly<Record<string, string>>): string {
    const name = toComponentName(component, 'URLPattern.generate');
    const record: Record<string, string> = {};
    if (groups !== undefined && groups !== null) {
      if (typeof groups !== 'object' && typeof groups !== 'function') throw new TypeError('URLPattern.generate: groups is not an object');
      for (const key of Object.keys(groups)) record[key] = toUSVString(groups[key]);
    }
    return generateComponent(this.#urlPattern[name], name, record);
  }

  /**
   * -1, 0 or 1 as `left`'s pattern for `component` is less specific than, as specific as,
   * or more specific than `right`'s (see compare-component.ts). From WPT's tentative
   * urlpattern-compare tests, not yet in urlpattern.bs.
   */
  static compareComponent(component: ComponentName, left: URLPattern, right: URLPattern): -1 | 0 | 1 {
    const name = toComponentName(component, 'URLPattern.compareComponent');
    if (!(left instanceof URLPattern) || !(#urlPattern in left)) throw new TypeError('URLPattern.compareComponent: left is not a URLPattern');
    if (!(right instanceof URLPattern) || !(#urlPattern in right)) throw new TypeError('URLPattern.compareComponent: right is not a URLPattern');
    return comparePartLists(left.#urlPattern[name].partList, right.#urlPattern[name].partList);
  }

  static {
    // WebIDL: the class string is a data property of the prototype.
    Object.defineProperty(this.prototype, Symbol.toStringTag, { value: 'URLPattern', configurable: true });
  }
}

export type { URLPatternInit, URLPatternResult, URLPatternComponentResult, ComponentName as URLPatternComponent };
