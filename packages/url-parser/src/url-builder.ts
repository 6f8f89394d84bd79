// The mutable URL the basic URL parser works on (#concept-basic-url-parser's `url`).
// A list path is an array of segments (push and pop are O(1), so ".." runs stay
// linear); an opaque path is a string. build() turns it into an immutable URLRecord
// (href + offsets).
import { codeUnitAt } from './code-unit';
import { SchemeType, schemeTypeOfRange } from './special-scheme';
import { anchorShape } from './shape-anchor';
import { FLAG_OPAQUE_PATH, HostKind, NONE, RECORD_TOKEN, URLRecord } from './url-record';

export class URLBuilder {
  scheme = '';
  schemeType: SchemeType = SchemeType.NotSpecial;
  username = '';
  password = '';
  /** Serialized host, or null. */
  host: string | null = null;
  hostKind: HostKind = HostKind.Null;
  /** NONE for null. */
  port = NONE;
  /** The path's segments when it is a list (#concept-url-path). */
  segments: string[] = [];
  /** The opaque path, or null when the path is a list. */
  opaquePath: string | null = null;
  query: string | null = null;
  fragment: string | null = null;

  /** A builder holding the components of `record` (for state-override parses). */
  static from(record: URLRecord): URLBuilder {
    const b = new URLBuilder();
    b.setScheme(record.scheme);
    b.username = record.username;
    b.password = record.password;
    b.host = record.host;
    b.hostKind = record.hostKind;
    b.port = record.port;
    if (record.hasOpaquePath) b.opaquePath = record.path;
    else b.setPathSerialization(record.path);
    b.query = record.query;
    b.fragment = record.fragment;
    return b;
  }

  setScheme(scheme: string): void {
    this.scheme = scheme;
    this.schemeType = schemeTypeOfRange(scheme, 0, scheme.length);
  }

  /** https://url.spec.whatwg.org/#is-special */
  get special(): boolean {
    return this.schemeType !== SchemeType.NotSpecial;
  }

  /** https://url.spec.whatwg.org/#include-credentials */
  get includesCredentials(): boolean {
    return this.username !== '' || this.password !== '';
  }

  /** Sets the list path from its serialization ("" is the empty list, "/a/" is « a, "" »). */
  setPathSerialization(path: string): void {
    this.opaquePath = null;
    this.segments = path === '' ? [] : path.slice(1).split('/');
  }

  /** Copies the path of `base` (a clone of a list, or the opaque path). */
  copyPath(base: URLRecord): void {
    if (base.hasOpaquePath) {
      this.opaquePath = base.path;
      this.segments = [];
    } else {
      this.setPathSerialization(base.path);
    }
  }

  /** Copies the username, password, host and port of `base`. */
  copyAuthority(base: URLRecord): void {
    this.username = base.username;
    this.password = base.password;
    this.host = base.host;
    this.hostKind = base.hostKind;
    this.port = base.port;
  }

  /**
   * https://url.spec.whatwg.org/#shorten-a-urls-path — the path is a list here (the
   * parser never shortens an opaque path).
   */
  shortenPath(): void {
    const segments = this.segments;
    if (
      this.schemeType === SchemeType.File &&
      segments.length === 1 &&
      (segments[0] as string).length === 2 &&
      isNormalizedDriveLetterAt(segments[0] as string, 0)
    ) {
      return;
    }
    segments.pop();
  }

  /** https://url.spec.whatwg.org/#url-path-serializer */
  serializePath(): string {
    if (this.opaquePath !== null) return this.opaquePath;
    const segments = this.segments;
    const n = segments.length;
    // A few segments are joined with `+` (Array#join costs about 40 ns more per call in
    // V8); many with join, which writes one flat string instead of a cons string per
    // segment (a long "a/a/…" path would otherwise hold millions of them).
    if (n > 16) return '/' + segments.join('/');
    let path = '';
    for (let i = 0; i < n; i++) path += '/' + (segments[i] as string);
    return path;
  }

  /** The URL serializer (#concept-url-serializer) fused with recording the offsets. */
  build(): URLRecord {
    const scheme = this.scheme;
    let href = scheme + ':';
    const schemeEnd = scheme.length;
    let usernameEnd: number;
    let hostStart: number;
    let hostEnd: number;
    // A port without a host cannot be serialized; only a direct basicURLParse with the
    // port state override on a host-less URL can set one (the API's port setter guards
    // with "cannot have a username/password/port"), and the record keeps href and port
    // in agreement by dropping it.
    const port = this.host === null ? NONE : this.port;
    if (this.host !== null) {
      href += '//';
      if (this.username !== '' || this.password !== '') {
        href += this.username;
        usernameEnd = href.length;
        if (this.password !== '') href += ':' + this.password;
        href += '@';
      } else {
        usernameEnd = href.length;
      }
      hostStart = href.length;
      href += this.host;
      hostEnd = href.length;
      if (port !== NONE) href += ':' + port;
    } else {
      usernameEnd = hostStart = hostEnd = schemeEnd + 1;
      // Step 3: a list path whose first segment is empty would read as a host.
      if (this.opaquePath === null && this.segments.length > 1 && this.segments[0] === '') href += '/.';
    }
    const pathStart = href.length;
    href += this.serializePath();
    let queryStart = NONE;
    if (this.query !== null) {
      queryStart = href.length;
      href += '?' + this.query;
    }
    let fragmentStart = NONE;
    if (this.fragment !== null) {
      fragmentStart = href.length;
      href += '#' + this.fragment;
    }
    return new URLRecord(
      RECORD_TOKEN,
      href,
      schemeEnd,
      usernameEnd,
      hostStart,
      hostEnd,
      port,
      pathStart,
      queryStart,
      fragmentStart,
      this.hostKind,
      this.schemeType | (this.opaquePath !== null ? FLAG_OPAQUE_PATH : 0),
    );
  }
}

// A builder in its final shape, held so that major collections keep its hidden class
// (see shape-anchor.ts): every field is initialized in the class body.
anchorShape(new URLBuilder());

/** Whether `s[i]` is an ASCII alpha and `s[i + 1]` is ":" (#normalized-windows-drive-letter). */
export function isNormalizedDriveLetterAt(s: string, i: number): boolean {
  const c = codeUnitAt(s, i) | 0x20;
  return c >= 0x61 && c <= 0x7a && codeUnitAt(s, i + 1) === 0x3a;
}

/** Whether `s[i]` is an ASCII alpha and `s[i + 1]` is ":" or "|" (#windows-drive-letter). */
export function isDriveLetterAt(s: string, i: number): boolean {
  const c = codeUnitAt(s, i) | 0x20;
  const d = codeUnitAt(s, i + 1);
  return c >= 0x61 && c <= 0x7a && (d === 0x3a || d === 0x7c);
}

