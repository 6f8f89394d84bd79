// File paths and file: URLs, for either platform's rules whatever the host OS: the
// `windows` option decides (the default follows process.platform where there is one,
// as Node's functions do). The same results as Node 26's url.fileURLToPath and
// url.pathToFileURL where those are right; test/file-path.test.ts lists each difference
// with its reason. Errors are TypeErrors with Node's error codes.
import { domainToUnicode } from '@x/idna';
import { percentDecodeString } from '@x/percent-encoding';
import { codeUnitAt } from './code-unit';
import { parseURL } from './parse-url';
import { urlRecordFrom, type URLObject } from './url-like';
import type { URLRecord } from './url-record';

/** Options of {@link fileURLToPath} and {@link pathToFileURL}. */
export interface FilePathOptions {
  /** Windows path rules (drive letters, UNC); POSIX when false. Default: the host's. */
  readonly windows?: boolean | undefined;
}

/** A TypeError with Node's `code`. */
function fail(fn: string, code: string, message: string): never {
  const e = new TypeError(`${fn}: ${message}`) as TypeError & { code: string };
  e.code = code;
  throw e;
}

function useWindows(fn: string, options: FilePathOptions | undefined): boolean {
  if (options === undefined || options === null) return defaultWindows();
  if (typeof options !== 'object') fail(fn, 'ERR_INVALID_ARG_TYPE', 'options must be an object');
  const w = options.windows;
  if (w === undefined) return defaultWindows();
  if (typeof w !== 'boolean') fail(fn, 'ERR_INVALID_ARG_TYPE', 'options.windows must be a boolean');
  return w;
}

function defaultWindows(): boolean {
  const p = (globalThis as { process?: { platform?: unknown } }).process;
  return p?.platform === 'win32';
}

/** Percent-decodes a path, requiring UTF-8: a path that is not UTF-8 has no faithful string. */
function decodePath(fn: string, path: string): string {
  if (path.indexOf('%') === -1) return path;
  const bytes = percentDecodeString(path);
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return fail(fn, 'ERR_INVALID_FILE_URL_PATH', 'File URL path must be UTF-8 once percent-decoded');
  }
}

/** Whether `path` has "%2F" or "%2f" (and "%5C"/"%5c" when `backslash`). */
function hasEncodedSeparator(path: string, backslash: boolean): boolean {
  for (let i = path.indexOf('%'); i !== -1 && i + 2 < path.length; i = path.indexOf('%', i + 1)) {
    const a = codeUnitAt(path, i + 1);
    const b = codeUnitAt(path, i + 2) | 0x20;
    if ((a === 0x32 && b === 0x66) || (backslash && a === 0x35 && b === 0x63)) return true;
  }
  return false;
}

/**
 * The file path a `file:` URL names: Windows rules give "C:\dir\file" or a UNC path
 * "\\server\share\file" (the host through domain to Unicode); POSIX rules give
 * "/dir/file" and reject a host. Percent-encoded "/" (and "\" on Windows) is rejected,
 * as is a path that is not UTF-8 once decoded. Node's `url.fileURLToPath` with a
 * `windows` option that works the same on every OS.
 */
export function fileURLToPath(url: string | URLRecord | URLObject, options?: FilePathOptions): string {
  const fn = 'fileURLToPath';
  const windows = useWindows(fn, options);
  const record = urlRecordFrom(fn, 'url', url);
  if (record.scheme !== 'file') fail(fn, 'ERR_INVALID_URL_SCHEME', 'The URL must be of scheme file');
  const host = record.host ?? '';
  const path = record.path;
  if (windows) {
    if (hasEncodedSeparator(path, true)) fail(fn, 'ERR_INVALID_FILE_URL_PATH', 'File URL path must not include encoded \\ or / characters');
    const decoded = decodePath(fn, path.replaceAll('/', '\\'));
    if (host !== '') return `\\\\${domainToUnicode(host)}${decoded}`;
    const letter = codeUnitAt(decoded, 1) | 0x20;
    if (!(letter >= 0x61 && letter <= 0x7a) || codeUnitAt(decoded, 2) !== 0x3a) {
      fail(fn, 'ERR_INVALID_FILE_URL_PATH', 'File URL path must be absolute');
    }
    return decoded.slice(1);
  }
  if (host !== '') fail(fn, 'ERR_INVALID_FILE_URL_HOST', 'File URL host must be "localhost" or empty on POSIX');
  if (hasEncodedSeparator(path, false)) fail(fn, 'ERR_INVALID_FILE_URL_PATH', 'File URL path must not include encoded / characters');
  return decodePath(fn, path);
}

/**
 * Code points a path keeps as they are but a URL would read as syntax, or drop: "%"
 * (else read as an escape), "?" and "#" (query, fragment), tab and newlines (removed by
 * the URL parser), "\" on POSIX (a separator in special URLs); and "|", "[", "]", "^",
 * "`", "{", "}", which are not URL code points (so the href is a valid URL string, and
 * "C|" never reads as a drive letter), and "~", as Node encodes them. The URL parser's
 * path set encodes the rest (space, quotes, "<", ">", controls, non-ASCII).
 */
function escapePathSegment(segment: string, windows: boolean): string {
  let out = '';
  let from = 0;
  for (let i = 0; i < segment.length; i++) {
    const c = codeUnitAt(segment, i);
    if (c >= 0x80 || PATH_ESCAPES[c] === 0 || (c === 0x5c && windows)) continue;
    out += `${segment.slice(from, i)}%${(c < 0x10 ? '0' : '') + c.toString(16).toUpperCase()}`;
    from = i + 1;
  }
  return from === 0 ? segment : out + segment.slice(from);
}

/** The code units escapePathSegment encodes (1), by code unit: "\\" only on POSIX. */
const PATH_ESCAPES: Uint8Array = /* @__PURE__ */ (() => {
  const t = new Uint8Array(0x80);
  for (const c of '%?#\t\n\r~|[]^`{}\\') t[codeUnitAt(c, 0)] = 1;
  return t;
})();

/**
 * Segments of an absolute path after its root, with "." and ".." resolved (".." at the
 * root stays at the root) and empty segments dropped; a trailing separator is kept as a
 * final empty segment (none at the root itself).
 */
function normalizeSegments(rest: string): string[] {
  const out: string[] = [];
  const parts = rest.split('/');
  for (const part of parts) {
    if (part === '' || part === '.') continue;
    if (part === '..') out.pop();
    else out.push(part);
  }
  // A separator at the end stays (a directory); a final "." or ".." leaves none, as in
  // Node's path.resolve.
  if (parts.length > 1 && parts[parts.length - 1] === '' && out.length > 0) out.push('');
  return out;
}

/**
 * The `file:` URL record of an absolute file path: POSIX ("/dir/file") or, with Windows
 * rules, a drive path ("C:\dir\file", "C:/dir/file"), a UNC path ("\\server\share\file",
 * "\\?\UNC\server\share\file") or an extended-length drive path ("\\?\C:\file"). "." and
 * ".." segments are resolved, a trailing separator kept, and code points a URL would
 * read as syntax percent-encoded. A relative path is a TypeError: resolving it would
 * depend on a current directory. Node's `url.pathToFileURL` (which returns a URL object:
 * `new URL(record.href)` gives one).
 */
export function pathToFileURL(path: string, options?: FilePathOptions): URLRecord {
  const fn = 'pathToFileURL';
  const windows = useWindows(fn, options);
  if (typeof path !== 'string') fail(fn, 'ERR_INVALID_ARG_TYPE', `path must be a string, got ${path === null ? 'null' : typeof path}`);
  let host = '';
  let rest: string;
  let drive = '';
  if (windows) {
    let p = path;
    // An extended-length drive path is its drive path.
    if (p.startsWith('\\\\?\\') && !p.startsWith('\\\\?\\UNC\\')) p = p.slice(4);
    if (p.startsWith('\\\\')) {
      const prefix = p.startsWith('\\\\?\\UNC\\') ? 8 : 2;
      const end = p.indexOf('\\', prefix);
      if (end === -1) fail(fn, 'ERR_INVALID_ARG_VALUE', `Missing UNC resource path in ${JSON.stringify(path)}`);
      if (end === prefix) fail(fn, 'ERR_INVALID_ARG_VALUE', `Empty UNC servername in ${JSON.stringify(path)}`);
      host = p.slice(prefix, end);
      rest = p.slice(end);
    } else {
      const letter = codeUnitAt(p, 0) | 0x20;
      const sep = codeUnitAt(p, 2);
      // "C:" alone, or "C:file", is relative to the drive's current directory.
      if (!(letter >= 0x61 && letter <= 0x7a) || codeUnitAt(p, 1) !== 0x3a || (sep !== 0x5c && sep !== 0x2f)) {
        fail(fn, 'ERR_INVALID_ARG_VALUE', `path must be absolute (a drive or UNC path), got ${JSON.stringify(path)}`);
      }
      drive = `/${p.slice(0, 2)}`;
      rest = p.slice(2);
    }
  } else {
    if (codeUnitAt(path, 0) !== 0x2f) fail(fn, 'ERR_INVALID_ARG_VALUE', `path must be absolute, got ${JSON.stringify(path)}`);
    rest = path;
  }
  // Windows rules take "/" as a separator too.
  const segments = normalizeSegments(windows ? rest.replaceAll('\\', '/') : rest);
  let encoded = drive;
  for (const s of segments) encoded += `/${escapePathSegment(s, windows)}`;
  if (segments.length === 0) encoded += '/';
  const record = parseURL(`file://${host}${encoded}`);
  if (record === null || (host !== '' && record.host === null)) fail(fn, 'ERR_INVALID_ARG_VALUE', `Invalid UNC hostname in ${JSON.stringify(path)}`);
  return record;
}
