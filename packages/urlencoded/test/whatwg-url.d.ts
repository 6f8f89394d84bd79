// Types for the part of whatwg-url (a test oracle, dev only) these tests use.
declare module 'whatwg-url' {
  export class URLSearchParams implements Iterable<[string, string]> {
    constructor(init?: string | Iterable<readonly [string, string]> | Record<string, string>);
    toString(): string;
    [Symbol.iterator](): IterableIterator<[string, string]>;
  }
}
