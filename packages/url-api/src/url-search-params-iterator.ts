// https://webidl.spec.whatwg.org/#es-default-iterator — URLSearchParams's pair iterator
// (#interface-urlsearchparams: `iterable<USVString, USVString>`).
//
// A default iterator object holds its target, a kind and an index; each next() reads the
// target's list as it is at that moment, so iterators are live: entries appended during
// iteration are visited, and deleting an entry before the index shifts the rest.
import { finishInterface, illegalInvocation, INSPECT_CUSTOM, inspectOr, isObject, type InspectOptionsLike } from './webidl';

/** A name-value tuple of a URLSearchParams list (#concept-urlsearchparams-list). */
export type Pair = [name: string, value: string];

/** https://webidl.spec.whatwg.org/#dfn-iterator-kind */
export const enum IterationKind {
  Key,
  Value,
  KeyValue,
}

/**
 * A URLSearchParams list, flat: each name followed by its value (`[n0, v0, n1, v1, …]`),
 * so a tuple costs two slots and no array of its own.
 */
export type FlatList = string[];

/** Reads a target's current list; one shared function, so iterators need no closure. */
export type ListReader<T> = (target: T) => readonly string[];

/** ES's %IteratorPrototype%, the [[Prototype]] of every Web IDL iterator prototype object. */
const IteratorPrototype: object = Object.getPrototypeOf(Object.getPrototypeOf([][Symbol.iterator]())) as object;

/** https://webidl.spec.whatwg.org/#es-iterator-prototype-object */
export class URLSearchParamsIterator<T = unknown> {
  readonly #target: T;
  readonly #read: ListReader<T>;
  readonly #kind: IterationKind;
  #index = 0;

  /** @internal Not a Web IDL constructor: only URLSearchParams's iteration methods create these. */
  constructor(target: T, read: ListReader<T>, kind: IterationKind) {
    this.#target = target;
    this.#read = read;
    this.#kind = kind;
  }

  /** https://webidl.spec.whatwg.org/#es-iterator-prototype-object — the `next` method. */
  next(): IteratorResult<string | Pair, undefined> {
    if (!URLSearchParamsIterator.is(this)) throw illegalInvocation('URLSearchParams Iterator', 'next');
    const list = this.#read(this.#target);
    const index = this.#index;
    if (2 * index >= list.length) return { value: undefined, done: true };
    this.#index = index + 1;
    return { value: valueAt(list, index, this.#kind), done: false };
  }

  /** The entries still ahead of the index, for util.inspect. */
  static remaining(it: URLSearchParamsIterator): Array<string | Pair> {
    const list = it.#read(it.#target);
    const out: Array<string | Pair> = [];
    for (let i = it.#index; 2 * i < list.length; i++) out.push(valueAt(list, i, it.#kind));
    return out;
  }

  /** Brand check without exposing the private field to other modules. */
  static is(value: unknown): value is URLSearchParamsIterator {
    return isObject(value) && #index in value;
  }
}

/** What iteration of `kind` gives for tuple `index` of a flat list (an entry is a new array). */
function valueAt(list: readonly string[], index: number, kind: IterationKind): string | Pair {
  const name = list[2 * index] as string;
  const value = list[2 * index + 1] as string;
  return kind === IterationKind.Key ? name : kind === IterationKind.Value ? value : [name, value];
}

// The prototype object looks like Web IDL's: [[Prototype]] is %IteratorPrototype%, its own
// properties are `next` (enumerable) and @@toStringTag; no `constructor` of its own and
// no statics reachable from it.
const proto = URLSearchParamsIterator.prototype;
Object.setPrototypeOf(proto, IteratorPrototype);
finishInterface(URLSearchParamsIterator, 'URLSearchParams Iterator');
delete (proto as { constructor?: unknown }).constructor;
Object.defineProperty(proto, INSPECT_CUSTOM, {
  value(this: unknown, depth: unknown, options: InspectOptionsLike, inspect: unknown): string {
    if (!URLSearchParamsIterator.is(this)) return '[URLSearchParams Iterator]';
    if (typeof depth === 'number' && depth < 0) return '[URLSearchParams Iterator]';
    const show = inspectOr(inspect);
    const items = URLSearchParamsIterator.remaining(this).map((v) => show(v, options));
    return items.length === 0 ? 'URLSearchParams Iterator {  }' : `URLSearchParams Iterator { ${items.join(', ')} }`;
  },
  writable: true,
  enumerable: false,
  configurable: true,
});
