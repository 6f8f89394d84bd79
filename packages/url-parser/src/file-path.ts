// File paths and file: URLs, for either platform's rules whatever the host OS: the
// `windows` option decides (the default follows process.platform where there is one,
// as Node's functions do). The same results as Node 26's url.fileURLToPath and
// url.pathToFileURL where those are right; test/file-path.test.ts lists each difference
// with its reason. Errors are TypeErrors with Node's error codes.
import { domainToUnicode } from '@x/idna';
import { percentDecodeString } from '@x/percent-encoding';
import { codeUnitAt } from './code-unit';
import { parseURL } from './parse-url';
import { quoteInput } from './quote-input';
import { urlRecordFrom, type URLObject } from './url-like';
import type { URLRecord } from './url-record';

/** Options of {@link fileURLToPath} and {@link pathToFileURL}. */
export interface FilePathOptions {
  /** Windows path rules (drive letters, UNC); POSIX when false. Default: the host's. */
  readonly windows?: boolean | undefined;
}

/** A TypeError with Node's `code`, and the path or URL it is about on `input` when given. */
function fail(fn: string, code: string, message: string, input?: string): never {
  const e = new TypeError(`${fn}: ${message}`) as TypeError & { code: string; input?: string };
  e.code = code;
  if (input !== undefined) e.input = input;
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
 * (else read as an escape), "?" and "#" (query, fragment), C0 controls and space (the
 * URL parser removes tab and newlines and trims the others at either end: "/a " would
 * name "/a"), "\" on POSIX (a separator in special URLs); and "|", "[", "]", "^", "`",
 * "{", "}", which are not URL code points (so the href is a valid URL string, and "C|"
 * never reads as a drive letter), and "~", as Node encodes them. The URL parser's path
 * set encodes the rest (quotes, "<", ">", non-ASCII) exactly as escaping them here
 * would.
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
  t.fill(1, 0, 0x21);
  for (const c of '%?#~|[]^`{}\\') t[codeUnitAt(c, 0)] = 1;
  return t;
})();

/** The error for a path no file: URL names: converting it back would give another file. */
function unrepresentable(path: string, why: string): never {
  return fail('pathToFileURL', 'ERR_INVALID_ARG_VALUE', `${why}, so no file: URL names ${quoteInput(path)}`, path);
}


/**
 * Segments of `rest` (after a root) with "." and ".." resolved (".." at the root stays
 * at the root) and empty segments dropped, as Win32 and POSIX path resolution do; a
 * trailing separator is kept as a final empty segment (none at the root itself).
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
  // Node's path.normalize.
  if (parts.length > 1 && parts[parts.length - 1] === '' && out.length > 0) out.push('');
  return out;
}

/**
 * The segments of `rest`, after a root, normalized: none when `rest` is empty, one empty
 * segment (the root as a directory) when only separators and dot segments are left.
 */
function belowRoot(rest: string): string[] {
  if (rest === '') return [];
  const segments = normalizeSegments(rest);
  return segments.length === 0 ? [''] : segments;
}

/**
 * Segments of an extended-length path's `rest` ("\\?\" skips Win32's normalization, so
 * each segment is a name as it stands): taken as they are, where the same names without
 * the prefix name the same file. A "/" (no separator there), "." or ".." (a name, not a
 * step), an empty segment, or a name ending in "." or " " (which Win32 trims once the
 * prefix is gone) would not.
 */
function extendedSegments(path: string, rest: string): string[] {
  if (rest.indexOf('/') !== -1) unrepresentable(path, 'a "\\\\?\\" path takes "/" as part of a name');
  const parts = rest.split('\\');
  // parts[0] is the root's (empty); a final empty part is a trailing separator.
  for (let i = 1; i < parts.length; i++) {
    const part = parts[i] as string;
    if (part === '' ? i !== parts.length - 1 : part === '.' || part === '..' || /* trailing "." or " " */ isTrimmedByWin32(part)) {
      unrepresentable(path, `the name ${quoteInput(part)} in a "\\\\?\\" path means something else without the prefix`);
    }
  }
  return parts.slice(1);
}

function isTrimmedByWin32(name: string): boolean {
  const last = codeUnitAt(name, name.length - 1);
  return last === 0x2e || last === 0x20;
}

/** "\" or "/": a Win32 path separator. */
function isWin32Separator(c: number): boolean {
  return c === 0x5c || c === 0x2f;
}

/** A file path split for its file: URL. */
interface PathParts {
  /** The UNC server, or "" (no host). */
  readonly server: string;
  /** The path's root in the URL ("", "/C:", or "/" and the escaped share), without its final "/". */
  readonly root: string;
  /** The segments after the root, in the path's own form (not escaped). */
  readonly segments: readonly string[];
  /** The path the URL converts back to, in its own form (the server as given). */
  readonly back: string;
}

/** The parts of an absolute POSIX path. */
function posixParts(path: string): PathParts {
  if (codeUnitAt(path, 0) !== 0x2f) fail('pathToFileURL', 'ERR_INVALID_ARG_VALUE', `path must be absolute, got ${quoteInput(path)}`, path);
  const segments = belowRoot(path);
  return { server: '', root: '', segments, back: `/${segments.join('/')}` };
}

/**
 * The parts of an absolute Win32 path: a drive path ("C:\dir", "C:/dir") or a UNC path
 * ("\\server\share\dir", either separator; the device namespace, "\\.\C:\dir" and
 * "\\.\COM1", is the server "." to file: URLs as to Node), or either behind the
 * extended-length prefix "\\?\" ("\\?\C:\dir", "\\?\UNC\server\share\dir"), which Win32
 * takes as it stands: see extendedSegments.
 */
function windowsParts(path: string): PathParts {
  let p = path;
  let extended = false;
  if (p.startsWith('\\\\?\\')) {
    extended = true;
    p = p.slice(4);
    if (isUNCPrefix(p)) return uncParts(path, p.slice(4), true);
    if (!isDrivePath(p)) unrepresentable(path, 'a "\\\\?\\" path names a file: URL only when a drive or "UNC\\" follows the prefix');
  } else if (isWin32Separator(codeUnitAt(p, 0)) && isWin32Separator(codeUnitAt(p, 1))) {
    return uncParts(path, p.slice(2), false);
  } else if (!isDrivePath(p)) {
    // "C:" alone or "C:file" is relative to the drive's current directory, "\dir" to the
    // current drive: resolving either would depend on the process's state.
    fail('pathToFileURL', 'ERR_INVALID_ARG_VALUE', `path must be absolute (a drive or UNC path), got ${quoteInput(path)}`, path);
  }
  const drive = p.slice(0, 2);
  const rest = p.slice(2);
  const segments = extended ? extendedSegments(path, rest) : belowRoot(rest.replaceAll('\\', '/'));
  return { server: '', root: `/${drive}`, segments, back: `${drive}\\${segments.join('\\')}` };
}

/** Whether `p` starts with "UNC\\" ("UNC" in any case). */
function isUNCPrefix(p: string): boolean {
  return (codeUnitAt(p, 0) | 0x20) === 0x75 && (codeUnitAt(p, 1) | 0x20) === 0x6e && (codeUnitAt(p, 2) | 0x20) === 0x63 && codeUnitAt(p, 3) === 0x5c;
}

/** Whether `p` starts with a drive letter, ":" and a separator. */
function isDrivePath(p: string): boolean {
  const letter = codeUnitAt(p, 0) | 0x20;
  return letter >= 0x61 && letter <= 0x7a && codeUnitAt(p, 1) === 0x3a && isWin32Separator(codeUnitAt(p, 2));
}

/** Where the name at `from` ends: the next separator ("\\" alone when `extended`), or the end. */
function nameEnd(p: string, from: number, extended: boolean): number {
  let i = from;
  while (i < p.length && !(extended ? codeUnitAt(p, i) === 0x5c : isWin32Separator(codeUnitAt(p, i)))) i++;
  return i;
}

/**
 * The parts of a UNC path from its server on: "server\share" and the rest below the
 * share, which is the path's root ("..", as in Win32, never climbs above it). An
 * extended-length one takes only "\" as a separator.
 */
function uncParts(path: string, p: string, extended: boolean): PathParts {
  const serverEnd = nameEnd(p, 0, extended);
  if (serverEnd === p.length) fail('pathToFileURL', 'ERR_INVALID_ARG_VALUE', `Missing UNC resource path in ${quoteInput(path)}`, path);
  if (serverEnd === 0) fail('pathToFileURL', 'ERR_INVALID_ARG_VALUE', `Empty UNC servername in ${quoteInput(path)}`, path);
  const server = p.slice(0, serverEnd);
  // "\\server\" alone: the server's root, "file://server/".
  if (serverEnd + 1 === p.length) return { server, root: '', segments: [''], back: `\\\\${server}\\` };
  // The device namespace ("\\.\C:\dir", "\\.\COM1"): Win32's root is "\\.\" itself, and
  // ".." climbs out of a device name as out of any name.
  if (server === '.' && !extended) {
    const segments = belowRoot(p.slice(serverEnd).replaceAll('\\', '/'));
    return { server, root: '', segments, back: `\\\\.\\${segments.join('\\')}` };
  }
  const shareEnd = nameEnd(p, serverEnd + 1, extended);
  const share = p.slice(serverEnd + 1, shareEnd);
  if (share === '' || share === '.' || share === '..') unrepresentable(path, `a UNC share cannot be ${share === '' ? 'empty' : `"${share}"`}`);
  if (extended && (share.indexOf('/') !== -1 || isTrimmedByWin32(share))) {
    unrepresentable(path, `the share ${quoteInput(share)} in a "\\\\?\\" path means something else without the prefix`);
  }
  const rest = p.slice(shareEnd);
  const segments = extended ? extendedSegments(path, rest) : belowRoot(rest.replaceAll('\\', '/'));
  // The share is the root: "\\server\share" and "\\server\share\" stay as they are.
  const back = `\\\\${server}\\${share}`;
  return { server, root: `/${escapePathSegment(share, true)}`, segments, back: segments.length === 0 ? back : `${back}\\${segments.join('\\')}` };
}

/**
 * The `file:` URL record of an absolute file path: POSIX ("/dir/file") or, with Windows
 * rules, a drive path ("C:\dir\file", "C:/dir/file"), a UNC path ("\\server\share\file",
 * either separator) or either behind a device prefix ("\\?\C:\file", "\\?\UNC\server\share\file",
 * "\\.\C:\file"). "." and ".." segments are resolved (never above a drive or a share),
 * empty segments dropped, a trailing separator kept, and code points a URL would read as
 * syntax percent-encoded. The URL always converts back (fileURLToPath) to the same file:
 * to the normalized path itself, its server in lower case. Where no URL can (a relative
 * path, a lone surrogate, a server the host parser would change, such as "h%41" or
 * "a?b"), a TypeError. Node's `url.pathToFileURL` (which returns a URL object:
 * `new URL(record.href)` gives one).
 */
export function pathToFileURL(path: string, options?: FilePathOptions): URLRecord {
  const fn = 'pathToFileURL';
  const windows = useWindows(fn, options);
  if (typeof path !== 'string') fail(fn, 'ERR_INVALID_ARG_TYPE', `path must be a string, got ${path === null ? 'null' : typeof path}`);
  // A lone surrogate would be written as U+FFFD's bytes, another name.
  if (!path.isWellFormed()) unrepresentable(path, 'the path has a lone surrogate');
  const parts = windows ? windowsParts(path) : posixParts(path);
  let encoded = parts.root;
  for (const s of parts.segments) encoded += `/${escapePathSegment(s, windows)}`;
  const server = parts.server;
  // The server is the one part the URL parser may change on its way to a host. Where it
  // names the same server (IDNA's mapping and punycode, IPv4's number forms, upper case),
  // the URL keeps it; percent-decoding ("h%41" is "ha"), "?" and "#" (a query or fragment
  // from there), and "localhost" (made the empty host) would name another.
  if (server.indexOf('%') !== -1 || server.indexOf('?') !== -1 || server.indexOf('#') !== -1) {
    unrepresentable(path, `the server ${quoteInput(server)} would be read as another host`);
  }
  const record = parseURL(`file://${server}${encoded}`);
  if (record === null || record.host === null) unrepresentable(path, `the server ${quoteInput(server)} is not a host`);
  if ((server === '') !== (record.host === '')) unrepresentable(path, `the server ${quoteInput(server)} would be written as the empty host`);
  // By construction the URL converts back to the normalized path (its server as the host
  // reads, in Unicode); checked, since a file: URL that named another file would be worse
  // than an error.
  const expected = server === '' ? parts.back : `\\\\${domainToUnicode(record.host)}${parts.back.slice(2 + server.length)}`;
  if (fileURLToPath(record, { windows }) !== expected) unrepresentable(path, 'the URL would convert back to another path');
  return record;
}
