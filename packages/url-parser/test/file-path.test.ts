// fileURLToPath and pathToFileURL against Node 26's url functions, recorded for both
// platforms' rules in fixtures/file-paths-node.json (scripts/record-node-file-paths.mjs).
// Every case agrees, except the ones listed in DIFFERENCES with the reason and our result.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { fileURLToPath, parseURL, pathToFileURL } from '../src/index';

interface Outcome {
  readonly ok?: string | undefined;
  readonly error?: string | undefined;
}
const node = JSON.parse(readFileSync(new URL('fixtures/file-paths-node.json', import.meta.url), 'utf8')) as {
  node: string;
  pathToFileURL: Record<'posix' | 'windows', Array<Outcome & { path: string }>>;
  fileURLToPath: Record<'posix' | 'windows', Array<Outcome & { url: string }>>;
};

/** Our outcome in the fixture's shape. */
function ours(f: () => string): Outcome {
  try {
    return { ok: f() };
  } catch (e) {
    expect(e).toBeInstanceOf(TypeError);
    return { error: (e as { code?: string }).code ?? 'TypeError' };
  }
}

/** Where we differ from Node 26, keyed "function platform input": our outcome and why. */
const DIFFERENCES: Record<string, { readonly ours: Outcome; readonly why: string }> = {
  'pathToFileURL windows "C:\\\\"': { ours: { ok: 'file:///C:/' }, why: 'Node adds a second "/" after the root ("file:///C://"), which names a different path' },
  'pathToFileURL windows "C:/"': { ours: { ok: 'file:///C:/' }, why: 'as "C:\\": Node gives "file:///C://"' },
  'pathToFileURL windows "C:a"': { ours: { error: 'ERR_INVALID_ARG_VALUE' }, why: "relative to drive C's current directory: resolving it would depend on the process's state" },
  'pathToFileURL windows "C:"': { ours: { error: 'ERR_INVALID_ARG_VALUE' }, why: "drive C's current directory, as above" },
  'pathToFileURL windows "a\\\\b"': { ours: { error: 'ERR_INVALID_ARG_VALUE' }, why: 'a relative path: Node resolves it against process.cwd()' },
  'pathToFileURL windows "\\\\a"': { ours: { error: 'ERR_INVALID_ARG_VALUE' }, why: "rooted on the current drive: Node resolves it against process.cwd()'s drive" },
  // Issue 46: Node's URL names another file (a trim, a query, a climb out of the share, a
  // decoded server) or a path Win32 would read differently; ours names the same file or
  // is an error.
  'pathToFileURL posix "/a\\u0001"': { ours: { ok: 'file:///a%01' }, why: 'Node lets the URL parser trim the trailing U+0001: "file:///a" names "/a"' },
  'pathToFileURL posix "/a\\u001f"': { ours: { ok: 'file:///a%1F' }, why: 'as U+0001: Node\'s URL names "/a"' },
  'pathToFileURL windows "C:\\\\a\\u0001"': { ours: { ok: 'file:///C:/a%01' }, why: 'as on POSIX: Node\'s URL names "C:\\a"' },
  'pathToFileURL posix "/a\\ud800"': { ours: { error: 'ERR_INVALID_ARG_VALUE' }, why: 'a lone surrogate: Node writes U+FFFD, another name' },
  'pathToFileURL windows "C:\\\\a\\ud800"': { ours: { error: 'ERR_INVALID_ARG_VALUE' }, why: 'as on POSIX (Win32 names may hold lone surrogates; no URL does)' },
  'pathToFileURL windows "\\\\\\\\server/share\\\\x"': { ours: { ok: 'file://server/share/x' }, why: 'Win32 takes "/" as a separator after the server too; Node reads the server as "server/share" and names "\\\\server\\x"' },
  'pathToFileURL windows "\\\\\\\\a?b\\\\share\\\\x"': { ours: { error: 'ERR_INVALID_ARG_VALUE' }, why: 'the "?" would start a query: Node names the server "a"' },
  'pathToFileURL windows "\\\\\\\\a#b\\\\share\\\\x"': { ours: { error: 'ERR_INVALID_ARG_VALUE' }, why: 'the "#" would start a fragment: Node names the server "a"' },
  'pathToFileURL windows "\\\\\\\\srv/../a%41\\\\x"': { ours: { error: 'ERR_INVALID_ARG_VALUE' }, why: 'the share is "..": no share to name; Node names "\\\\srv\\x"' },
  'pathToFileURL windows "\\\\\\\\server\\\\share\\\\x\\\\..\\\\..\\\\y"': { ours: { ok: 'file://server/share/y' }, why: 'Win32 never climbs above the share (path.win32.resolve keeps it); Node names "\\\\server\\y"' },
  'pathToFileURL windows "\\\\\\\\h%41\\\\s\\\\x"': { ours: { error: 'ERR_INVALID_ARG_VALUE' }, why: 'the host parser percent-decodes the server: Node names the server "ha"' },
  'pathToFileURL windows "\\\\\\\\server\\\\share\\\\\\\\x"': { ours: { ok: 'file://server/share/x' }, why: 'an empty segment is dropped, as on POSIX and in drive paths (path.win32.normalize): the same file' },
  'pathToFileURL windows "\\\\\\\\server\\\\\\\\share"': { ours: { error: 'ERR_INVALID_ARG_VALUE' }, why: 'an empty share: which share Win32 would open is not clear, so no URL is guessed' },
  'pathToFileURL windows "\\\\\\\\localhost\\\\share\\\\x"': { ours: { error: 'ERR_INVALID_ARG_VALUE' }, why: 'a file URL\'s host "localhost" is the empty host: Node\'s "file:///share/x" does not convert back' },
  'pathToFileURL windows "\\\\\\\\?\\\\C:\\\\a\\\\..\\\\b"': { ours: { error: 'ERR_INVALID_ARG_VALUE' }, why: '"\\\\?\\" paths are not normalized: ".." is a name there, not a step up' },
  'pathToFileURL windows "\\\\\\\\?\\\\C:\\\\a."': { ours: { error: 'ERR_INVALID_ARG_VALUE' }, why: '"a." names "a." only behind "\\\\?\\": Win32 trims "C:\\a." to "C:\\a"' },
  'pathToFileURL windows "\\\\\\\\?\\\\C:\\\\a/b"': { ours: { error: 'ERR_INVALID_ARG_VALUE' }, why: '"/" is no separator behind "\\\\?\\"' },
  'fileURLToPath posix "file:///%FF"': { ours: { error: 'ERR_INVALID_FILE_URL_PATH' }, why: 'Node throws a URIError; here a path that is not UTF-8 once decoded is a TypeError with the path error code' },
  'fileURLToPath windows "file:///%FF"': { ours: { error: 'ERR_INVALID_FILE_URL_PATH' }, why: 'as on POSIX' },
  'fileURLToPath windows "file:///%zz"': { ours: { error: 'ERR_INVALID_FILE_URL_PATH' }, why: 'Node throws a URIError while decoding; the path has no drive letter, so it is not absolute on Windows' },
  'fileURLToPath posix "file:///%zz"': { ours: { ok: '/%zz' }, why: 'url.bs percent-decode leaves "%" not followed by two hex digits as it is; Node throws a URIError (decodeURIComponent)' },
};

function check(fn: 'pathToFileURL' | 'fileURLToPath', platform: 'posix' | 'windows', input: string, expected: Outcome, actual: Outcome): void {
  const key = `${fn} ${platform} ${JSON.stringify(input)}`;
  const difference = DIFFERENCES[key];
  expect(actual, `${key} (Node ${node.node}: ${JSON.stringify(expected)})${difference === undefined ? '' : `; listed difference: ${difference.why}`}`).toEqual(
    difference === undefined ? expected : difference.ours,
  );
}

describe(`pathToFileURL = Node ${node.node}'s, on both platforms' rules`, () => {
  test(`POSIX: ${node.pathToFileURL.posix.length} paths`, () => {
    for (const c of node.pathToFileURL.posix) check('pathToFileURL', 'posix', c.path, { ok: c.ok, error: c.error }, ours(() => pathToFileURL(c.path, { windows: false }).href));
  });
  test(`Windows: ${node.pathToFileURL.windows.length} paths`, () => {
    for (const c of node.pathToFileURL.windows) check('pathToFileURL', 'windows', c.path, { ok: c.ok, error: c.error }, ours(() => pathToFileURL(c.path, { windows: true }).href));
  });
});

describe(`fileURLToPath = Node ${node.node}'s, on both platforms' rules`, () => {
  for (const platform of ['posix', 'windows'] as const) {
    test(`${platform}: ${node.fileURLToPath[platform].length} URLs`, () => {
      for (const c of node.fileURLToPath[platform]) {
        check('fileURLToPath', platform, c.url, { ok: c.ok, error: c.error }, ours(() => fileURLToPath(c.url, { windows: platform === 'windows' })));
      }
    });
  }
});

describe('round trips and inputs', () => {
  test('path → URL → path gives the normalized path back, on both rules', () => {
    for (const c of node.pathToFileURL.posix) {
      if (c.ok === undefined || DIFFERENCES[`pathToFileURL posix ${JSON.stringify(c.path)}`] !== undefined) continue;
      const url = pathToFileURL(c.path, { windows: false });
      expect(pathToFileURL(fileURLToPath(url, { windows: false }), { windows: false }).href, c.path).toBe(url.href);
    }
    for (const c of node.pathToFileURL.windows) {
      if (c.ok === undefined || DIFFERENCES[`pathToFileURL windows ${JSON.stringify(c.path)}`] !== undefined) continue;
      const url = pathToFileURL(c.path, { windows: true });
      expect(pathToFileURL(fileURLToPath(url, { windows: true }), { windows: true }).href, c.path).toBe(url.href);
    }
  });
  test('every href pathToFileURL makes is its own serialization (a valid, canonical URL)', () => {
    for (const c of [...node.pathToFileURL.posix, ...node.pathToFileURL.windows]) {
      const windows = node.pathToFileURL.windows.includes(c);
      let href: string;
      try {
        href = pathToFileURL(c.path, { windows }).href;
      } catch {
        continue;
      }
      expect(parseURL(href)?.href, c.path).toBe(href);
    }
  });
  test('fileURLToPath takes a string, a record, or a URL object (not any object with an href)', () => {
    const record = parseURL('file:///C:/a%20b') as NonNullable<ReturnType<typeof parseURL>>;
    expect(fileURLToPath(record, { windows: true })).toBe('C:\\a b');
    expect(fileURLToPath(new URL('file:///a%20b'), { windows: false })).toBe('/a b');
    // A plain object's getters never run: only URL objects (Symbol.toStringTag "URL").
    expect(() => fileURLToPath({ href: 'file:///x' }, { windows: false })).toThrow(expect.objectContaining({ code: 'ERR_INVALID_ARG_TYPE' }) as Error);
    expect(() => fileURLToPath(42 as unknown as string)).toThrow(TypeError);
    expect(() => fileURLToPath('not a url')).toThrow(expect.objectContaining({ code: 'ERR_INVALID_URL' }) as Error);
    expect(() => pathToFileURL('/x', { windows: 'yes' as unknown as boolean })).toThrow(TypeError);
  });
  test('without the option, the rules are the host platform\'s', () => {
    const windows = process.platform === 'win32';
    expect(pathToFileURL(windows ? 'C:\\x' : '/x').href).toBe(windows ? 'file:///C:/x' : 'file:///x');
  });
});
