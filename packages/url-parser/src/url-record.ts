// https://url.spec.whatwg.org/#concept-url
//
// A URL record is its ASCII serialization plus integer offsets (rust-url's `Url`, ada's
// url_aggregator). `href` is free, getters are slices, and there is one object and one
// string per URL. The spec-shaped record is a derived view (see spec-record.ts).
//
//   https://user:pass@example.com:1234/foo/bar?baz#quux
//        |  |   |    |          |   |       |   |
//        |  |   |    hostStart  |   |       |   fragmentStart
//        |  |   usernameEnd     |   |       queryStart
//        |  schemeEnd+3         |   pathStart
//        schemeEnd              hostEnd (":" + port follows when port !== NONE)
//
// Without a host, usernameEnd === hostStart === hostEnd === schemeEnd + 1, and pathStart
// is schemeEnd + 1, or schemeEnd + 3 after the "/." that keeps a path starting with "//"
// from reading as a host (#url-serializing step 3).
import { codeUnitAt } from './code-unit';
import { anchorShape } from './shape-anchor';
import type { SchemeType } from './special-scheme';

/** Sentinel for an absent offset or port: every field stays a small integer. */
export const NONE = -1;

/** https://url.spec.whatwg.org/#concept-host — the kind of the URL's host, or Null. */
// Frozen: the parser reads these codes on every parse, so no code in the process may change them.
export const HostKind = /* @__PURE__ */ Object.freeze({ Null: 0, Domain: 1, IPv4: 2, IPv6: 3, Opaque: 4, Empty: 5 } as const);
/** One of the `HostKind` values. */
export type HostKind = (typeof HostKind)[keyof typeof HostKind];

/** `flags` bits: the low three bits are the SchemeType. */
export const FLAG_SCHEME_TYPE_MASK = 0b0111;
export const FLAG_OPAQUE_PATH = 0b1000;
/** Where the record keeps its flags, host kind and port (see URLRecord's #bits). */
const FLAGS_MASK = FLAG_SCHEME_TYPE_MASK | FLAG_OPAQUE_PATH;
const HOST_KIND_SHIFT = 4;
const HOST_KIND_MASK = 0b111; // HostKind.Null to HostKind.Empty
const PORT_SHIFT = HOST_KIND_SHIFT + 3;

/**
 * Passed by the parser's own modules to the URLRecord constructor. Not exported from the
 * package: records come only from the parser and its checked operations, so a record's
 * offsets always describe its href (no forged record whose host says one thing and whose
 * href another).
 */
export const RECORD_TOKEN: unique symbol = Symbol('URLRecord');

/**
 * An immutable URL record. Every instance gets the same fields in the same order, so V8
 * gives all records one hidden class and property reads stay monomorphic.
 */
export class URLRecord {
  /** The href; private, so that `#href in value` is the brand check (isURLRecord). */
  readonly #href: string;
  /** Index of the ":" after the scheme. */
  readonly schemeEnd: number;
  /** End of the username (=== schemeEnd + 3 when there are no credentials). */
  readonly usernameEnd: number;
  /** Index where the serialized host starts (after "@" when there are credentials). */
  readonly hostStart: number;
  /** Index just past the serialized host (a ":" and the port may follow). */
  readonly hostEnd: number;
  /**
   * The port, host kind and flags in one small integer (fewer fields: a record is 16 bytes
   * smaller): (port + 1) << PORT_SHIFT | hostKind << HOST_KIND_SHIFT | flags.
   */
  readonly #bits: number;
  /** Index where the serialized path starts. */
  readonly pathStart: number;
  /** Index of "?", or NONE when the query is null. */
  readonly queryStart: number;
  /** Index of "#", or NONE when the fragment is null. */
  readonly fragmentStart: number;

  constructor(
    token: symbol,
    href: string,
    schemeEnd: number,
    usernameEnd: number,
    hostStart: number,
    hostEnd: number,
    port: number,
    pathStart: number,
    queryStart: number,
    fragmentStart: number,
    hostKind: HostKind,
    flags: number,
  ) {
    if (token !== RECORD_TOKEN) {
      throw new TypeError('URLRecord: records are made by parseURL and the other functions of @x/url-parser; the constructor is not public');
    }
    this.#href = href;
    this.schemeEnd = schemeEnd;
    this.usernameEnd = usernameEnd;
    this.hostStart = hostStart;
    this.hostEnd = hostEnd;
    this.#bits = ((port + 1) << PORT_SHIFT) | (hostKind << HOST_KIND_SHIFT) | flags;
    this.pathStart = pathStart;
    this.queryStart = queryStart;
    this.fragmentStart = fragmentStart;
  }

  /** 0..65535, or NONE for null. */
  get port(): number {
    return (this.#bits >> PORT_SHIFT) - 1;
  }

  /** What the host is (HostKind.Null when the URL has none). */
  get hostKind(): HostKind {
    return ((this.#bits >> HOST_KIND_SHIFT) & HOST_KIND_MASK) as HostKind;
  }

  /** SchemeType in the low bits, FLAG_OPAQUE_PATH. */
  get flags(): number {
    return this.#bits & FLAGS_MASK;
  }

  /** The URL serializer's output (#concept-url-serializer): always ASCII. */
  get href(): string {
    return this.#href;
  }

  /** Whether `value` is a record made by this package (not a look-alike or a prototype copy). */
  static isRecord(value: unknown): value is URLRecord {
    return typeof value === 'object' && value !== null && #href in value;
  }

  /** The scheme type (0 when not special). */
  get schemeType(): SchemeType {
    return (this.flags & FLAG_SCHEME_TYPE_MASK) as SchemeType;
  }

  /** https://url.spec.whatwg.org/#url-opaque-path */
  get hasOpaquePath(): boolean {
    return (this.flags & FLAG_OPAQUE_PATH) !== 0;
  }

  /** https://url.spec.whatwg.org/#concept-url-scheme */
  get scheme(): string {
    return this.href.slice(0, this.schemeEnd);
  }

  /** https://url.spec.whatwg.org/#concept-url-username */
  get username(): string {
    return this.hostKind === HostKind.Null ? '' : this.href.slice(this.schemeEnd + 3, this.usernameEnd);
  }

  /** https://url.spec.whatwg.org/#concept-url-password */
  get password(): string {
    return this.usernameEnd < this.hostStart && codeUnitAt(this.href, this.usernameEnd) === 0x3a
      ? this.href.slice(this.usernameEnd + 1, this.hostStart - 1)
      : '';
  }

  /** The serialized host (#concept-host-serializer), or null. */
  get host(): string | null {
    return this.hostKind === HostKind.Null ? null : this.href.slice(this.hostStart, this.hostEnd);
  }

  /** End of the path: the query or fragment start, or the end of href. */
  get pathEnd(): number {
    return this.queryStart !== NONE ? this.queryStart : this.fragmentStart !== NONE ? this.fragmentStart : this.href.length;
  }

  /** https://url.spec.whatwg.org/#url-path-serializer */
  get path(): string {
    return this.href.slice(this.pathStart, this.pathEnd);
  }

  /** https://url.spec.whatwg.org/#concept-url-query */
  get query(): string | null {
    if (this.queryStart === NONE) return null;
    return this.href.slice(this.queryStart + 1, this.fragmentStart !== NONE ? this.fragmentStart : this.href.length);
  }

  /** https://url.spec.whatwg.org/#concept-url-fragment */
  get fragment(): string | null {
    return this.fragmentStart === NONE ? null : this.href.slice(this.fragmentStart + 1);
  }

  /**
   * What `JSON.stringify(record)` writes: the href and the URL's components
   * (https://url.spec.whatwg.org/#concept-url), not the offsets they are sliced by.
   */
  toJSON(): URLRecordJSON {
    const { href, scheme, username, password, host, port, path, query, fragment } = this;
    return { href, scheme, username, password, host, port: port === NONE ? null : port, path, query, fragment };
  }

  /** What `console.log(record)` (Node's util.inspect) shows: `URLRecord { href: '…', scheme: '…', … }`. */
  [Symbol.for('nodejs.util.inspect.custom')](_depth: number, options: unknown, inspect: unknown): string {
    const fields = this.toJSON();
    if (typeof inspect !== 'function') return `URLRecord ${JSON.stringify(fields)}`;
    return `URLRecord ${(inspect as (value: unknown, options: unknown) => string)(fields, options)}`;
  }
}

/** A record as JSON: its href and components (`port` null when the URL has none). */
export interface URLRecordJSON {
  /** https://url.spec.whatwg.org/#concept-url-serializer */
  readonly href: string;
  /** https://url.spec.whatwg.org/#concept-url-scheme */
  readonly scheme: string;
  /** https://url.spec.whatwg.org/#concept-url-username */
  readonly username: string;
  /** https://url.spec.whatwg.org/#concept-url-password */
  readonly password: string;
  /** The serialized host (https://url.spec.whatwg.org/#concept-host-serializer), or null. */
  readonly host: string | null;
  /** https://url.spec.whatwg.org/#concept-url-port */
  readonly port: number | null;
  /** The serialized path (https://url.spec.whatwg.org/#url-path-serializer). */
  readonly path: string;
  /** https://url.spec.whatwg.org/#concept-url-query */
  readonly query: string | null;
  /** https://url.spec.whatwg.org/#concept-url-fragment */
  readonly fragment: string | null;
}

// A record in its final shape, held so that major collections never free its hidden class
// (see shape-anchor.ts). Every field holds a small integer, as in real records.
anchorShape(new URLRecord(RECORD_TOKEN, '', 0, 0, 0, 0, NONE, 0, NONE, NONE, HostKind.Null, 0));

/** Whether `value` is a URL record made by @x/url-parser (a brand check, not `instanceof`). */
export const isURLRecord = (value: unknown): value is URLRecord => URLRecord.isRecord(value);
