// The mutable URL the basic URL parser works on (#concept-basic-url-parser's `url`),
// with the path kept as its serialization: a list path « "a", "" » is "/a/", an empty
// list is "", so list operations are string operations and the form is lossless.
// build() turns it into an immutable URLRecord (href + offsets).
import { SchemeType, schemeTypeOfRange } from './special-scheme';
import { FLAG_OPAQUE_PATH, HostKind, NONE, URLRecord } from './url-record';

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
  /** The path serialization (list form) or the opaque path. */
  path = '';
  opaquePath = false;
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
    b.path = record.path;
    b.opaquePath = record.hasOpaquePath;
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
    const path = this.path;
    if (
      this.schemeType === SchemeType.File &&
      path.length === 3 &&
      isNormalizedDriveLetterAt(path, 1)
    ) {
      return;
    }
    if (path !== '') this.path = path.slice(0, path.lastIndexOf('/'));
  }

  /** The URL serializer (#concept-url-serializer) fused with recording the offsets. */
  build(): URLRecord {
    const scheme = this.scheme;
    let href = scheme + ':';
    const schemeEnd = scheme.length;
    let usernameEnd: number;
    let hostStart: number;
    let hostEnd: number;
    const port = this.port;
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
      const path = this.path;
      if (!this.opaquePath && path.length > 1 && path.charCodeAt(1) === 0x2f) href += '/.';
    }
    const pathStart = href.length;
    href += this.path;
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
      this.schemeType | (this.opaquePath ? FLAG_OPAQUE_PATH : 0),
    );
  }
}

/** Whether `s[i]` is an ASCII alpha and `s[i + 1]` is ":" (#normalized-windows-drive-letter). */
export function isNormalizedDriveLetterAt(s: string, i: number): boolean {
  const c = s.charCodeAt(i) | 0x20;
  return c >= 0x61 && c <= 0x7a && s.charCodeAt(i + 1) === 0x3a;
}

/** Whether `s[i]` is an ASCII alpha and `s[i + 1]` is ":" or "|" (#windows-drive-letter). */
export function isDriveLetterAt(s: string, i: number): boolean {
  const c = s.charCodeAt(i) | 0x20;
  const d = s.charCodeAt(i + 1);
  return c >= 0x61 && c <= 0x7a && (d === 0x3a || d === 0x7c);
}

