// The Web IDL conversions and checks the URL and URLSearchParams bindings need
// (https://webidl.spec.whatwg.org/), done the way a browser's generated bindings do them.

/**
 * https://webidl.spec.whatwg.org/#es-USVString — ToString (Symbols throw a TypeError),
 * then every lone surrogate becomes U+FFFD (#dfn-obtain-unicode).
 */
export function toUSVString(value: unknown, context: string): string {
  if (typeof value === 'string') return value.toWellFormed();
  if (typeof value === 'symbol') throw new TypeError(`${context}: a Symbol cannot be converted to a string`);
  // String() is ECMAScript ToString for everything but Symbols (ToPrimitive with hint
  // "string" for objects), which is what Web IDL asks for.
  return String(value).toWellFormed();
}

/**
 * A USVString argument that goes only to the URL parser: a string is passed on as it is,
 * without the USV conversion's scan. The parser treats a lone surrogate exactly as the
 * U+FFFD the conversion would put there (it UTF-8 percent-encodes it as %EF%BF%BD, and the
 * domain parser converts first), so the result is the same: test/usv-input.test.ts checks
 * it on generated inputs. Whatever keeps the string (an error's `input`) converts it.
 */
export function toParserInput(value: unknown, context: string): string {
  return typeof value === 'string' ? value : toUSVString(value, context);
}

/** Web IDL's "not enough arguments" TypeError, in the wording browsers use. */
export function requireArguments(given: number, required: number, context: string): void {
  if (given >= required) return;
  const noun = required === 1 ? 'argument' : 'arguments';
  throw new TypeError(`${context}: ${required} ${noun} required, but only ${given} present.`);
}

/** The TypeError a Web IDL operation or attribute throws when `this` is not of its interface. */
export function illegalInvocation(interfaceName: string, member: string): TypeError {
  return new TypeError(`Illegal invocation: ${interfaceName}.prototype.${member} called on an object that is not a ${interfaceName}`);
}

/** The context string of an operation's errors, e.g. "Failed to execute 'append' on 'URLSearchParams'". */
export function executeContext(interfaceName: string, operation: string): string {
  return `Failed to execute '${operation}' on '${interfaceName}'`;
}

/** The context string of a constructor's errors. */
export function constructContext(interfaceName: string): string {
  return `Failed to construct '${interfaceName}'`;
}

/** https://webidl.spec.whatwg.org/#es-type-mapping — Type(V) is Object (functions included). */
export function isObject(value: unknown): value is object {
  return (typeof value === 'object' && value !== null) || typeof value === 'function';
}

/**
 * Makes a class behave like a Web IDL interface where that is cheap: regular operations
 * and attributes on the prototype (and static operations) are enumerable, and
 * `Symbol.toStringTag` is the interface name (#es-interface-prototype-object).
 */
export function finishInterface(cls: { readonly prototype: object; readonly name: string }, name: string, statics: readonly string[] = []): void {
  // The interface object's name is the interface's (#es-interface-call): bundlers rename
  // classes (esbuild emits `var URL = class _URL`, minifiers shorten it), which would show
  // in `URL.name`, util.inspect and error messages.
  Object.defineProperty(cls, 'name', { value: name, writable: false, enumerable: false, configurable: true });
  // A descriptor of `enumerable` alone changes only that attribute of a property that
  // exists (class members are configurable): #sec-validateandapplypropertydescriptor.
  const proto = cls.prototype;
  for (const key of Object.getOwnPropertyNames(proto)) if (key !== 'constructor') Object.defineProperty(proto, key, { enumerable: true });
  for (const key of statics) if (Object.hasOwn(cls, key)) Object.defineProperty(cls, key, { enumerable: true });
  Object.defineProperty(proto, Symbol.toStringTag, { value: name, writable: false, enumerable: false, configurable: true });
}

/** `util.inspect`'s custom hook key; a registered symbol, so no `node:util` import is needed. */
export const INSPECT_CUSTOM: unique symbol = Symbol.for('nodejs.util.inspect.custom');

/** The part of Node's `util.inspect` options an inspect hook reads. */
export interface InspectOptionsLike {
  readonly depth?: number | null | undefined;
  readonly breakLength?: number | undefined;
  readonly [key: string]: unknown;
}

/** Node's `util.inspect` as it is passed to a custom hook (third argument). */
export type InspectFn = (value: unknown, options?: InspectOptionsLike) => string;

/** `inspect` when Node passed it, otherwise a JSON-ish fallback (other runtimes, old Node). */
export function inspectOr(inspect: unknown): InspectFn {
  if (typeof inspect === 'function') return inspect as InspectFn;
  return (value) => (typeof value === 'string' ? `'${value}'` : JSON.stringify(value) ?? String(value));
}
