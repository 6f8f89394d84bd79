// The part of vitest's `expect` that the API suites use, for runtimes vitest does not run
// on (Bun, Deno, a browser): see run-api-suites.ts. Same meanings: toBe is Object.is,
// toEqual compares recursively (undefined properties ignored), toThrow takes a class, a
// RegExp or a substring of the message; toStrictEqual also counts undefined properties and
// compares constructors.

function isObject(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null;
}

/** `strict` (toStrictEqual): undefined properties count, and both sides have the same constructor. */
function equal(a: unknown, b: unknown, strict = false): boolean {
  if (Object.is(a, b)) return true;
  if (!isObject(a) || !isObject(b)) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (strict && a.constructor !== b.constructor) return false;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => equal(x, b[i], strict));
  const keys = (o: Record<string, unknown>): string[] => Object.keys(o).filter((k) => strict || o[k] !== undefined);
  const ka = keys(a);
  const kb = keys(b);
  return ka.length === kb.length && ka.every((k) => Object.hasOwn(b, k) && equal(a[k], b[k], strict));
}

function matches(actual: unknown, subset: unknown): boolean {
  if (!isObject(subset) || !isObject(actual)) return equal(actual, subset);
  return Object.keys(subset).every((k) => matches(actual[k], subset[k]));
}

/** For failure messages only; never throws (a prototype's getters would). */
function show(x: unknown): string {
  try {
    return typeof x === 'string' ? JSON.stringify(x) : typeof x === 'bigint' ? `${x}n` : (JSON.stringify(x) ?? String(x));
  } catch {
    return Object.prototype.toString.call(x);
  }
}

class Assertion {
  constructor(
    private readonly actual: unknown,
    private readonly message: string | undefined,
    private readonly negated: boolean,
  ) {}

  get not(): Assertion {
    return new Assertion(this.actual, this.message, !this.negated);
  }

  /** `what` is built only on failure. */
  private check(ok: boolean, what: () => string): void {
    if (ok === this.negated) throw new Error(`${this.message === undefined ? '' : `${this.message}: `}expected ${show(this.actual)} ${this.negated ? 'not ' : ''}${what()}`);
  }

  toBe(expected: unknown): void {
    this.check(Object.is(this.actual, expected), () => `to be ${show(expected)}`);
  }

  toEqual(expected: unknown): void {
    this.check(equal(this.actual, expected), () => `to equal ${show(expected)}`);
  }

  toStrictEqual(expected: unknown): void {
    this.check(equal(this.actual, expected, true), () => `to strictly equal ${show(expected)}`);
  }

  toMatchObject(expected: unknown): void {
    this.check(matches(this.actual, expected), () => `to match ${show(expected)}`);
  }

  toBeUndefined(): void {
    this.check(this.actual === undefined, () => 'to be undefined');
  }

  toBeNull(): void {
    this.check(this.actual === null, () => 'to be null');
  }

  toBeTruthy(): void {
    this.check(Boolean(this.actual), () => 'to be truthy');
  }

  toContain(item: unknown): void {
    const a = this.actual;
    this.check(typeof a === 'string' ? a.includes(String(item)) : Array.isArray(a) && a.includes(item), () => `to contain ${show(item)}`);
  }

  toThrow(expected?: (abstract new (...args: never[]) => unknown) | RegExp | string): void {
    let thrown: unknown;
    let threw = false;
    try {
      (this.actual as () => unknown)();
    } catch (e) {
      threw = true;
      thrown = e;
    }
    const message = isObject(thrown) && typeof thrown.message === 'string' ? thrown.message : String(thrown);
    const ok =
      threw &&
      (expected === undefined ||
        (typeof expected === 'function' ? thrown instanceof expected : expected instanceof RegExp ? expected.test(message) : message.includes(expected)));
    this.check(ok, () => `to throw ${expected === undefined ? '' : String(expected)}${threw ? ` (threw ${message})` : ' (did not throw)'}`);
  }
}

export function expect(actual: unknown, message?: string): Assertion {
  return new Assertion(actual, message, false);
}
