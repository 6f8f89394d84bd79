// The mutable URL the basic URL parser works on (#concept-basic-url-parser's `url`).
// A list path is a serialized prefix (a base's path, kept as a range of the base's href,
// never split or copied) followed by an array of segments appended since (push and pop
// are O(1); a pop past them moves the prefix's end to its last "/", which reads only the
// removed segment, so ".." runs stay linear); an opaque path is a string. build() turns
// it into an immutable URLRecord (href + offsets).
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
  /**
   * The first segments of a list path in serialized form, prefixSource[prefixStart,
   * prefixEnd) ("" for none, "/" for one empty segment, "/a/b" for « a, b »): a base's
   * path or a record's, as a range of its href.
   */
  prefixSource = '';
  prefixStart = 0;
  prefixEnd = 0;
  /** The list path's segments after the prefix's (#concept-url-path). */
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
    else b.setPathRange(record.href, record.pathStart, record.pathEnd);
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
    this.setPathRange(path, 0, path.length);
  }

  /** Sets the list path from its serialization source[from, to). */
  setPathRange(source: string, from: number, to: number): void {
    this.opaquePath = null;
    this.prefixSource = source;
    this.prefixStart = from;
    this.prefixEnd = to;
    this.segments = [];
  }

  /** Copies the path of `base` (a clone of a list, or the opaque path). */
  copyPath(base: URLRecord): void {
    if (base.hasOpaquePath) {
      this.opaquePath = base.path;
      this.prefixEnd = this.prefixStart;
      this.segments = [];
    } else {
      this.setPathRange(base.href, base.pathStart, base.pathEnd);
    }
  }

  /** Sets the list path to the empty list. */
  emptyPath(): void {
    this.prefixEnd = this.prefixStart;
    this.segments = [];
  }

  /** Whether the list path is the empty list. */
  get pathIsEmpty(): boolean {
    return this.segments.length === 0 && this.prefixEnd === this.prefixStart;
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
    const start = this.prefixStart;
    const end = this.prefixEnd;
    // Step 2: a file URL's path that is one normalized Windows drive letter stays. Its one
    // segment is either in the list or the whole prefix ("/C:").
    if (this.schemeType === SchemeType.File) {
      const only = end === start ? (segments.length === 1 ? (segments[0] as string) : '') : segments.length === 0 && end - start === 3 ? this.prefixSource.slice(start + 1, end) : '';
      if (only.length === 2 && isNormalizedDriveLetterAt(only, 0)) return;
    }
    // Step 3: remove the last item.
    if (segments.length > 0) segments.pop();
    else if (end !== start) this.prefixEnd = this.prefixSource.lastIndexOf('/', end - 1);
  }

  /** https://url.spec.whatwg.org/#url-path-serializer */
  serializePath(): string {
    if (this.opaquePath !== null) return this.opaquePath;
    const segments = this.segments;
    const n = segments.length;
    // A few segments are joined with `+` (Array#join costs about 40 ns more per call in
    // V8); many with join, which writes one flat string instead of a cons string per
    // segment (a long "a/a/…" path would otherwise hold millions of them).
    const prefix = this.prefixEnd === this.prefixStart ? '' : this.prefixSource.slice(this.prefixStart, this.prefixEnd);
    if (n > 16) return prefix + '/' + segments.join('/');
    let path = prefix;
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
    }
    const path = this.serializePath();
    // Step 3: a list path of more than one segment, the first empty, would read as a
    // host: its serialization is exactly the one that starts with "//".
    if (this.host === null && this.opaquePath === null && path.length > 1 && codeUnitAt(path, 0) === 0x2f && codeUnitAt(path, 1) === 0x2f) href += '/.';
    const pathStart = href.length;
    href += path;
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

/**
 * Whether the path serialized in s[from, to) starts with a segment that is a normalized
 * Windows drive letter ("/C:", "/C:/…"): a file URL's path[0] that #shorten-a-path keeps
 * and #file-slash-state copies from the base.
 */
export function startsWithDriveLetterSegment(s: string, from: number, to: number): boolean {
  return to - from >= 3 && isNormalizedDriveLetterAt(s, from + 1) && (to - from === 3 || codeUnitAt(s, from + 3) === 0x2f);
}

/** Whether `s[i]` is an ASCII alpha and `s[i + 1]` is ":" or "|" (#windows-drive-letter). */
export function isDriveLetterAt(s: string, i: number): boolean {
  const c = codeUnitAt(s, i) | 0x20;
  const d = codeUnitAt(s, i + 1);
  return c >= 0x61 && c <= 0x7a && (d === 0x3a || d === 0x7c);
}

