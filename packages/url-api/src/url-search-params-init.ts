// The Web IDL conversion of URLSearchParams's constructor argument
// `optional (sequence<sequence<USVString>> or record<USVString, USVString> or USVString) init = ""`
// (https://webidl.spec.whatwg.org/#es-union), and the sequence half of
// https://url.spec.whatwg.org/#concept-urlsearchparams-initialize step 1.
import type { FlatList } from './url-search-params-iterator';
import { isObject, toUSVString } from './webidl';

const CONTEXT = "Failed to construct 'URLSearchParams'";

/** ES GetMethod(V, @@iterator): undefined when absent, TypeError when not callable. */
function iteratorMethod(value: object, what: string): ((this: unknown) => unknown) | undefined {
  const method: unknown = (value as { [Symbol.iterator]?: unknown })[Symbol.iterator];
  if (method === undefined || method === null) return undefined;
  if (typeof method !== 'function') throw new TypeError(`${CONTEXT}: ${what} has a Symbol.iterator that is not callable`);
  return method as (this: unknown) => unknown;
}

/**
 * https://webidl.spec.whatwg.org/#create-sequence-from-iterable — GetIteratorFromMethod,
 * then IteratorStepValue until done, converting each value. Like Web IDL, an error while
 * converting does not close the iterator.
 */
function sequenceFrom<T>(iterable: object, method: (this: unknown) => unknown, convert: (item: unknown) => T): T[] {
  const iterator: unknown = method.call(iterable);
  if (!isObject(iterator)) throw new TypeError(`${CONTEXT}: the iterator is not an object`);
  const next: unknown = (iterator as { next?: unknown }).next;
  if (typeof next !== 'function') throw new TypeError(`${CONTEXT}: the iterator has no callable next method`);
  const out: T[] = [];
  for (;;) {
    const result: unknown = next.call(iterator);
    if (!isObject(result)) throw new TypeError(`${CONTEXT}: the iterator result is not an object`);
    if ((result as { done?: unknown }).done) return out;
    out.push(convert((result as { value?: unknown }).value));
  }
}

function toInnerSequence(item: unknown): string[] {
  const method = isObject(item) ? iteratorMethod(item, 'a name-value pair') : undefined;
  if (method === undefined || !isObject(item)) {
    throw new TypeError(`${CONTEXT}: each name-value pair must be a sequence of two strings`);
  }
  return sequenceFrom(item, method, (s) => toUSVString(s, CONTEXT));
}

/**
 * https://webidl.spec.whatwg.org/#es-record — own enumerable keys in [[OwnPropertyKeys]]
 * order; a key that converts to a USVString already seen overwrites that entry's value
 * in place (an ordered map's set). A Map, never a plain object, so "__proto__" is just a key.
 */
function recordFrom(object: object): FlatList {
  const map = new Map<string, string>();
  for (const key of Reflect.ownKeys(object)) {
    const desc = Reflect.getOwnPropertyDescriptor(object, key);
    if (desc === undefined || desc.enumerable !== true) continue;
    const typedKey = toUSVString(key, CONTEXT);
    const value: unknown = Reflect.get(object, key);
    map.set(typedKey, toUSVString(value, CONTEXT));
  }
  const list: FlatList = [];
  for (const [name, value] of map) list.push(name, value);
  return list;
}

/**
 * A shortcut for a sequence whose result is known without iterating (another
 * URLSearchParams with its original iterator); undefined when it does not apply.
 */
export type SequenceShortcut = (init: object, method: (this: unknown) => unknown) => FlatList | undefined;

/**
 * Converts `init` as Web IDL does for the union: an object with an @@iterator method is a
 * sequence of sequences, any other object is a record, anything else a USVString.
 * Returns the string (still to be parsed) or the flat list, with each pair checked (step 1.1).
 * @@iterator is read once, as GetMethod does, and `shortcut` gets that method.
 */
export function convertURLSearchParamsInit(init: unknown, shortcut?: SequenceShortcut): string | FlatList {
  if (init === undefined) return '';
  if (!isObject(init)) return toUSVString(init, CONTEXT);
  const method = iteratorMethod(init, 'init');
  if (method === undefined) return recordFrom(init);
  const copied = shortcut === undefined ? undefined : shortcut(init, method);
  if (copied !== undefined) return copied;
  const inner = sequenceFrom(init, method, toInnerSequence);
  // https://url.spec.whatwg.org/#concept-urlsearchparams-initialize Step 1.1, after the
  // whole conversion, as in the spec: each inner sequence must have exactly two items.
  const list: FlatList = [];
  for (const seq of inner) {
    if (seq.length !== 2) {
      throw new TypeError(`${CONTEXT}: each name-value pair must have exactly 2 items, got ${seq.length}`);
    }
    list.push(seq[0] as string, seq[1] as string);
  }
  return list;
}
