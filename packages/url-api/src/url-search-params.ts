// https://url.spec.whatwg.org/#interface-urlsearchparams
//
// Also the `@x/url-api/url-search-params` entry point: it must not import url.ts (nor the
// URL parser, hosts or tr46). A URL object reaches its query object through the hooks in
// query-object.ts, registered below.
import { parseUrlencodedStringFlat, serializeUnparsed, unparsedNamesInOrder } from '@x/urlencoded/internal';
import { checkSerializedLength, registerQueryObjectHooks, sortLong, type URLObjectLink } from './query-object';
import { serializeList, type SerializationMemo } from './serialization-memo';
import { sortedByName } from './sort-by-name';
import { convertURLSearchParamsInit } from './url-search-params-init';
import { IterationKind, URLSearchParamsIterator as ParamsIterator, type FlatList } from './url-search-params-iterator';
import {
  executeContext,
  finishInterface,
  illegalInvocation,
  INSPECT_CUSTOM,
  isObject,
  inspectOr,
  requireArguments,
  toUSVString,
  type InspectOptionsLike,
} from './webidl';

const NAME = 'URLSearchParams';

/** Error-message prefixes, built once (not on every call). */
const CONTEXT = /* @__PURE__ */ Object.fromEntries(
  (['append', 'delete', 'get', 'getAll', 'has', 'set', 'forEach'] as const).map((operation) => [operation, executeContext(NAME, operation)]),
) as Record<'append' | 'delete' | 'get' | 'getAll' | 'has' | 'set' | 'forEach', string>;

/**
 * The constructor's argument: a query string, a record of names to values, or any
 * iterable of name-value pairs (arrays, a Map, another URLSearchParams — ours or the
 * global one).
 */
export type URLSearchParamsInit = string | Record<string, string> | Iterable<Iterable<string>>;

// Set by the class's static block, which alone can read #list (declared before the class:
// the static block runs while the class definition is evaluated).
let readList: (params: URLSearchParams) => readonly string[];
/**
 * Another URLSearchParams whose iteration is unpatched would be read as a sequence of its
 * pairs; copying its list gives the same result without running the iterator protocol.
 */
let copyIfPristine: (init: object, method: (this: unknown) => unknown) => FlatList | undefined;
let inspectHook: (this: unknown, depth: unknown, options: InspectOptionsLike, inspect: unknown) => string;

/**
 * What `entries()`, `keys()`, `values()` and `[Symbol.iterator]()` return: a Web IDL
 * iterator, whose prototype chain reaches %IteratorPrototype%, so it has the iterator
 * helpers and `[Symbol.dispose]` wherever the engine does. Typed as lib.dom's and
 * @types/node's `URLSearchParamsIterator` are (TypeScript 5.6+), so that our class is
 * assignable where theirs is expected.
 */
export interface URLSearchParamsIterator<T> extends IteratorObject<T, BuiltinIteratorReturn, unknown> {
  [Symbol.iterator](): URLSearchParamsIterator<T>;
}

/**
 * https://url.spec.whatwg.org/#urlsearchparams — a list of name-value pairs that
 * serializes as application/x-www-form-urlencoded, optionally tied to a URL's query.
 */
export class URLSearchParams {
  /**
   * https://url.spec.whatwg.org/#concept-urlsearchparams-list, flat: tuple i is the name
   * at 2i and the value at 2i + 1 (an array per tuple took 64 bytes more each). Null while
   * the list is still #source: see #tuples().
   */
  #list: FlatList | null;
  /**
   * While #list is null, the string the list is the urlencoded parse of ('' once parsed).
   * Parsing is deferred to the first method that needs the tuples: the parse is pure and
   * its input immutable, so when it runs is unobservable, and toString() and the sort of a
   * sorted list answer from the string (@x/urlencoded's unparsed-list.ts). A 100 MB
   * query then takes no list at all: the list costs 16 bytes per "a=b&".
   */
  #source = '';
  /** https://url.spec.whatwg.org/#concept-urlsearchparams-url-object */
  #url: URLObjectLink | null = null;
  /**
   * The serialization of #list that the update steps wrote into the URL's query, or that
   * sort() made (undefined: none since the last change). Every change to #list goes
   * through #update() or the URL hooks, which clear it. toString() reuses it but does not
   * store one of its own: a kept string is one the garbage collector must copy, which cost
   * more (set() then toString() 3× slower) than serializing again on the rare repeated call.
   */
  #serialized: string | undefined;
  /** What each tuple needed at the last serialization (null: never serialized; empty: once). */
  #memo: SerializationMemo | null = null;

  /** https://url.spec.whatwg.org/#dom-urlsearchparams-urlsearchparams */
  // `= undefined` keeps the constructor's `length` 0, as Web IDL gives an optional argument.
  constructor(init: URLSearchParamsInit | undefined = undefined) {
    const converted = convertURLSearchParamsInit(init, copyIfPristine);
    if (typeof converted === 'string') {
      // Step 1: one leading "?" is dropped; then initialize with the string.
      this.#list = null;
      this.#source = converted.charCodeAt(0) === 0x3f ? converted.slice(1) : converted;
    } else {
      this.#list = converted;
    }
  }

  /** The list, parsed from #source on first use. */
  #tuples(): FlatList {
    const list = this.#list;
    if (list !== null) return list;
    const parsed = (this.#list = parseUrlencodedStringFlat(this.#source));
    this.#source = '';
    return parsed;
  }

  /**
   * https://url.spec.whatwg.org/#concept-urlsearchparams-update. `known`: the list's
   * serialization when the caller already has it (sort()'s from sortLong), not made again.
   */
  #update(known?: string): void {
    this.#serialized = known;
    const url = this.#url;
    if (url === null) return;
    const serialized = (this.#serialized = known ?? this.#serialize());
    url.updateQuery(serialized === '' ? null : serialized);
  }

  /**
   * https://url.spec.whatwg.org/#concept-urlencoded-serializer of #list. A list still
   * unparsed whose tuples all serialize as written is its #source (serializeUnparsed);
   * otherwise, a list serialized once keeps nothing; from its second serialization on, it
   * remembers what each tuple needed (see serialization-memo.ts) and later ones encode only
   * the tuples that changed. A RangeError, before any of that, when it would be longer than
   * the maximum string length (checkSerializedLength).
   */
  #serialize(): string {
    if (this.#list === null) {
      const unparsed = serializeUnparsed(this.#source);
      if (unparsed !== null) return unparsed;
    }
    const list = this.#tuples();
    checkSerializedLength(list);
    let memo = this.#memo;
    if (memo === null) {
      this.#memo = [];
      return serializeList(list, null);
    }
    // Sized once for the list (growing one element at a time leaves up to half unused).
    if (memo.length === 0 && list.length !== 0) memo = this.#memo = new Array<null>((3 * list.length) / 2);
    return serializeList(list, memo);
  }

  /** https://url.spec.whatwg.org/#dom-urlsearchparams-size */
  get size(): number {
    if (!isObject(this) || !(#list in this)) throw illegalInvocation(NAME, 'size');
    return this.#tuples().length / 2;
  }

  /** https://url.spec.whatwg.org/#dom-urlsearchparams-append */
  append(name: string, value: string): void {
    if (!isObject(this) || !(#list in this)) throw illegalInvocation(NAME, 'append');
    const context = CONTEXT.append;
    requireArguments(arguments.length, 2, context);
    const n = toUSVString(name, context);
    const v = toUSVString(value, context);
    this.#tuples().push(n, v);
    this.#update();
  }

  /** https://url.spec.whatwg.org/#dom-urlsearchparams-delete */
  delete(name: string, value: string | undefined = undefined): void {
    if (!isObject(this) || !(#list in this)) throw illegalInvocation(NAME, 'delete');
    const context = CONTEXT.delete;
    requireArguments(arguments.length, 1, context);
    const n = toUSVString(name, context);
    // An optional argument given as undefined is "not given" (Web IDL).
    const v = value === undefined ? undefined : toUSVString(value, context);
    removeTuples(this.#tuples(), 0, n, v);
    this.#update();
  }

  /** https://url.spec.whatwg.org/#dom-urlsearchparams-get */
  get(name: string): string | null {
    if (!isObject(this) || !(#list in this)) throw illegalInvocation(NAME, 'get');
    const context = CONTEXT.get;
    requireArguments(arguments.length, 1, context);
    const n = toUSVString(name, context);
    const list = this.#tuples();
    for (let i = 0; i < list.length; i += 2) if (list[i] === n) return list[i + 1] as string;
    return null;
  }

  /** https://url.spec.whatwg.org/#dom-urlsearchparams-getall */
  getAll(name: string): string[] {
    if (!isObject(this) || !(#list in this)) throw illegalInvocation(NAME, 'getAll');
    const context = CONTEXT.getAll;
    requireArguments(arguments.length, 1, context);
    const n = toUSVString(name, context);
    const out: string[] = [];
    const list = this.#tuples();
    for (let i = 0; i < list.length; i += 2) if (list[i] === n) out.push(list[i + 1] as string);
    return out;
  }

  /** https://url.spec.whatwg.org/#dom-urlsearchparams-has */
  has(name: string, value: string | undefined = undefined): boolean {
    if (!isObject(this) || !(#list in this)) throw illegalInvocation(NAME, 'has');
    const context = CONTEXT.has;
    requireArguments(arguments.length, 1, context);
    const n = toUSVString(name, context);
    const v = value === undefined ? undefined : toUSVString(value, context);
    const list = this.#tuples();
    for (let i = 0; i < list.length; i += 2) if (list[i] === n && (v === undefined || list[i + 1] === v)) return true;
    return false;
  }

  /** https://url.spec.whatwg.org/#dom-urlsearchparams-set */
  set(name: string, value: string): void {
    if (!isObject(this) || !(#list in this)) throw illegalInvocation(NAME, 'set');
    const context = CONTEXT.set;
    requireArguments(arguments.length, 2, context);
    const n = toUSVString(name, context);
    const v = toUSVString(value, context);
    const list = this.#tuples();
    const length = list.length;
    let i = 0;
    while (i < length && list[i] !== n) i += 2;
    if (i === length) {
      // Step 2:
      list.push(n, v);
    } else {
      // Step 1: the first such tuple takes the value, the others are removed.
      list[i + 1] = v;
      removeTuples(list, i + 2, n, undefined);
    }
    this.#update();
  }

  /** https://url.spec.whatwg.org/#dom-urlsearchparams-sort */
  sort(): void {
    if (!isObject(this) || !(#list in this)) throw illegalInvocation(NAME, 'sort');
    // An unparsed list whose names are already in order stays as it is; a long one out of
    // order may become the serialization of the sorted list (sortLong), which is then also
    // the list's serialization, kept so that toString() does not read it (a rope: reading
    // it would flatten it into a copy).
    if (this.#list === null) {
      if (unparsedNamesInOrder(this.#source)) return this.#update();
      const sorted = sortLong(this.#source);
      if (sorted !== null) return this.#update((this.#source = sorted));
    }
    this.#list = sortedByName(this.#tuples());
    this.#update();
  }

  /** https://webidl.spec.whatwg.org/#es-forEach */
  forEach(callback: (value: string, key: string, parent: URLSearchParams) => void, thisArg: unknown = undefined): void {
    if (!isObject(this) || !(#list in this)) throw illegalInvocation(NAME, 'forEach');
    const context = CONTEXT.forEach;
    requireArguments(arguments.length, 1, context);
    if (typeof callback !== 'function') throw new TypeError(`${context}: parameter 1 is not of type 'Function'.`);
    // Live, like the iterators: the list is re-read on every step.
    for (let i = 0, list; i < (list = this.#tuples()).length; i += 2) callback.call(thisArg, list[i + 1] as string, list[i] as string, this);
  }

  /** https://webidl.spec.whatwg.org/#es-iterable-entries (also `[Symbol.iterator]`) */
  entries(): URLSearchParamsIterator<[string, string]> {
    if (!isObject(this) || !(#list in this)) throw illegalInvocation(NAME, 'entries');
    return new ParamsIterator(this, readList, IterationKind.KeyValue) as unknown as URLSearchParamsIterator<[string, string]>;
  }

  /** https://webidl.spec.whatwg.org/#es-iterable-keys */
  keys(): URLSearchParamsIterator<string> {
    if (!isObject(this) || !(#list in this)) throw illegalInvocation(NAME, 'keys');
    return new ParamsIterator(this, readList, IterationKind.Key) as unknown as URLSearchParamsIterator<string>;
  }

  /** https://webidl.spec.whatwg.org/#es-iterable-values */
  values(): URLSearchParamsIterator<string> {
    if (!isObject(this) || !(#list in this)) throw illegalInvocation(NAME, 'values');
    return new ParamsIterator(this, readList, IterationKind.Value) as unknown as URLSearchParamsIterator<string>;
  }

  /** https://webidl.spec.whatwg.org/#es-iterator — the same function object as `entries`. */
  declare [Symbol.iterator]: () => URLSearchParamsIterator<[string, string]>;

  /** https://url.spec.whatwg.org/#urlsearchparams-stringification-behavior */
  toString(): string {
    if (!isObject(this) || !(#list in this)) throw illegalInvocation(NAME, 'toString');
    return this.#serialized ?? this.#serialize();
  }

  // eslint-disable-next-line no-unused-private-class-members -- held, never read: it keeps the hidden class alive (static block below)
  static #shapeAnchor: URLSearchParams | null = null;

  static {
    // One instance for the life of the class, so that a major collection never frees its
    // hidden class and deoptimizes the constructor and methods (see url.ts; here without
    // @x/url-parser's anchorShape, which this parser-free entry point must not import).
    URLSearchParams.#shapeAnchor ??= new URLSearchParams();
    registerQueryObjectHooks({
      setList(params, query, url) {
        params.#list = null;
        params.#source = query;
        params.#serialized = undefined;
        params.#memo = null;
        if (url !== undefined) params.#url = url;
      },
    });
    readList = (params) => params.#tuples();
    copyIfPristine = (init, method) => {
      if (!(#list in init) || method !== entries || ParamsIterator.prototype.next !== iteratorNext) return undefined;
      return init.#tuples().slice();
    };
    inspectHook = function (this: unknown, depth: unknown, options: InspectOptionsLike, inspect: unknown): string {
      if (!isObject(this) || !(#list in this) || (typeof depth === 'number' && depth < 0)) return `[${NAME}]`;
      const show = inspectOr(inspect);
      // `depth` is how many more levels util.inspect may descend; entries are one level down.
      const inner = { ...options, depth: typeof depth === 'number' ? depth - 1 : options.depth };
      const list = this.#tuples();
      const items: string[] = [];
      for (let i = 0; i < list.length; i += 2) items.push(`${show(list[i], inner)} => ${show(list[i + 1], inner)}`);
      if (items.length === 0) return `${NAME} {}`;
      const line = items.join(', ');
      const breakLength = typeof options.breakLength === 'number' ? options.breakLength : 80;
      return line.length > breakLength ? `${NAME} {\n  ${items.join(',\n  ')} }` : `${NAME} { ${line} }`;
    };
  }
}

/**
 * Removes from the flat `list`, from offset `from` on, every tuple whose name is `name`
 * (and whose value is `value`, when given), keeping the others in order.
 */
function removeTuples(list: FlatList, from: number, name: string, value: string | undefined): void {
  let kept = from;
  for (let i = from; i < list.length; i += 2) {
    const n = list[i] as string;
    const v = list[i + 1] as string;
    if (n === name && (value === undefined || v === value)) continue;
    list[kept++] = n;
    list[kept++] = v;
  }
  if (kept !== list.length) list.length = kept; // a length store costs even when equal
}

const proto = URLSearchParams.prototype;
const entries = proto.entries;
const iteratorNext = ParamsIterator.prototype.next;
finishInterface(URLSearchParams, NAME);
// https://webidl.spec.whatwg.org/#es-iterator: @@iterator is `entries` itself, not enumerable.
Object.defineProperty(proto, Symbol.iterator, { value: entries, writable: true, enumerable: false, configurable: true });
Object.defineProperty(proto, INSPECT_CUSTOM, { value: inspectHook, writable: true, enumerable: false, configurable: true });
