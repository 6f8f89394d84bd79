// Issue 46: a file path's URL always names the same file. For generated POSIX and Win32
// paths (a fixed seed), path → URL → path gives the normalized path (Node's path.posix
// and path.win32 normalize, the reference for how each platform resolves "." and "..",
// repeated separators and "/" on Windows), the server in the form its host reads back;
// or a TypeError, and only for the paths no file: URL can name: a lone surrogate, a
// server the host parser would change, an empty, "." or ".." share, and the
// extended-length ("\\?\") names that mean something else without the prefix.
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { pick, rng } from '@x/tooling/random';
import { fileURLToPath, parseURL, pathToFileURL } from '../src/index';

const RUNS = Number(process.env.X_DIFF_RUNS ?? 100_000);
const SEED = 20261202;

/** Pieces of a name: URL syntax, what the parser trims or drops, percent signs, non-ASCII. */
const NAME_PIECES = [
  'a', 'B', 'z9', '-', '_', 'é', '€', '😀', '\u200b', ' ', '\0', '\u0001', '\u001f', '\t', '\n', '\r', '\u007f',
  '?', '#', '%', '%41', '%2F', '%5C', '%2e', '.', '..', '~', '|', ':', 'C:', '[', ']', '"', '<', '^', '`', '{', '@', ';', '=', '&', '+',
];
/** Each: a server, and what its host reads back as (null: no URL keeps it). */
const SERVERS: ReadonlyArray<readonly [string, string | null]> = [
  ['server', 'server'], ['SERVER', 'server'], ['srv-1.example', 'srv-1.example'], ['bücher', 'bücher'], ['BÜCHER', 'bücher'],
  ['xn--bcher-kva', 'bücher'], ['例え', '例え'], ['127.0.0.1', '127.0.0.1'], ['0x7f.1', '127.0.0.1'], ['.', '.'],
  ['h%41', null], ['a?b', null], ['a#b', null], ['localhost', null], ['LOCALHOST', null], ['a b', null], ['a<b', null], ['a@b', null], ['a:1', null],
];
const SHARES = ['share', 'C:', 'c$', 'a b', 'x%41', 'é', 'a.', 'a ', '.', '..'];

function name(r: () => number): string {
  let s = '';
  for (let k = 1 + Math.floor(r() * 4); k > 0; k--) s += pick(r, NAME_PIECES);
  return s;
}

/** A lone surrogate, rarely. */
function maybeSurrogate(r: () => number, s: string): string {
  return r() < 0.005 ? `${s}\ud800` : s;
}

/** "/" or "\\" (Windows), sometimes doubled, between names. */
function joined(r: () => number, separators: readonly string[], names: number): string {
  let s = '';
  for (let k = 0; k < names; k++) s += pick(r, separators) + (r() < 0.05 ? pick(r, separators) : '') + name(r);
  if (r() < 0.2) s += pick(r, separators);
  return s;
}

type Outcome = { readonly ok: string } | { readonly error: unknown };

function outcome(p: string, windows: boolean): Outcome {
  let url;
  try {
    url = pathToFileURL(p, { windows });
  } catch (e) {
    return { error: e };
  }
  // Every URL made is valid and canonical: its own serialization.
  if (parseURL(url.href)?.href !== url.href) return { ok: `not canonical: ${url.href}` };
  return { ok: fileURLToPath(url, { windows }) };
}

/** The mismatches of a run, the first few kept (an expect per case would be most of its time). */
class Mismatches {
  readonly first: string[] = [];
  count = 0;
  add(p: string, o: Outcome, expected: string | null): void {
    const ok =
      expected === null
        ? 'error' in o && o.error instanceof TypeError && (o.error as { code?: string }).code === 'ERR_INVALID_ARG_VALUE'
        : 'ok' in o && o.ok === expected;
    if (ok) return;
    if (++this.count <= 5) {
      const got = 'ok' in o ? JSON.stringify(o.ok) : String(o.error);
      this.first.push(`${JSON.stringify(p)}: expected ${expected === null ? 'a TypeError' : JSON.stringify(expected)}, got ${got}`);
    }
  }
  check(): void {
    expect(this.first, `${this.count} mismatches`).toEqual([]);
  }
}

describe(`path → URL → path names the same file (${RUNS} generated paths per platform, seed ${SEED})`, () => {
  test('POSIX: the normalized path itself', () => {
    const r = rng(SEED);
    const m = new Mismatches();
    for (let i = 0; i < RUNS; i++) {
      const p = maybeSurrogate(r, joined(r, ['/'], Math.floor(r() * 5)) || '/');
      m.add(p, outcome(p, false), p.isWellFormed() ? path.posix.normalize(p) : null);
    }
    m.check();
  });

  test('Win32 drive paths, "/" or "\\" as separators: the normalized path itself', () => {
    const r = rng(SEED + 1);
    const m = new Mismatches();
    for (let i = 0; i < RUNS; i++) {
      const p = maybeSurrogate(r, `${pick(r, ['C:', 'c:', 'Z:'])}${joined(r, ['\\', '/'], Math.floor(r() * 5)) || '\\'}`);
      m.add(p, outcome(p, true), p.isWellFormed() ? path.win32.normalize(p) : null);
    }
    m.check();
  });

  test('UNC paths, either separator: the normalized path, never above the share, the server as its host reads', () => {
    const r = rng(SEED + 2);
    const m = new Mismatches();
    for (let i = 0; i < RUNS; i++) {
      const [server, readsAs] = pick(r, SERVERS);
      const share = pick(r, SHARES);
      const sep = () => pick(r, ['\\', '/']);
      const p = maybeSurrogate(r, `${sep()}${sep()}${server}${sep()}${share}${joined(r, ['\\', '/'], Math.floor(r() * 4))}`);
      if (!p.isWellFormed() || readsAs === null || ((share === '.' || share === '..') && server !== '.')) {
        m.add(p, outcome(p, true), null);
        continue;
      }
      // path.win32.normalize keeps the root "\\server\share" (the device namespace's is
      // "\\.\") and adds a separator to it alone; the URL keeps the path's own (none there:
      // "\\server\share" stays).
      let expected = path.win32.normalize(p);
      const root = server === '.' ? '\\\\.' : `\\\\${server}\\${share}`;
      if (!expected.startsWith(root)) throw new Error(`${JSON.stringify(p)}: normalize gave ${JSON.stringify(expected)}`);
      if (expected === `${root}\\` && server !== '.' && !/[\\/]/.test(p.slice(root.length))) expected = root;
      m.add(p, outcome(p, true), `\\\\${readsAs}${expected.slice(2 + server.length)}`);
    }
    m.check();
  });

  test('extended-length paths ("\\\\?\\"): the same names without the prefix, or an error where those mean another file', () => {
    const r = rng(SEED + 3);
    const m = new Mismatches();
    for (let i = 0; i < RUNS; i++) {
      const unc = r() < 0.4;
      const [server, readsAs] = pick(r, SERVERS.filter(([s]) => s !== '.'));
      const share = pick(r, SHARES);
      const rest = joined(r, r() < 0.1 ? ['\\', '/'] : ['\\'], Math.floor(r() * 4));
      const p = maybeSurrogate(r, unc ? `\\\\?\\UNC\\${server}\\${share}${rest}` : `\\\\?\\C:${rest || '\\'}`);
      // Every name after the prefix's root: the share, then those after it (the last may be
      // empty: a trailing separator).
      const names = [...(unc ? [share] : []), ...rest.split('\\').slice(1)];
      const bad = rest.includes('/') || names.some((n, k) => (n === '' ? k !== names.length - 1 : n === '.' || n === '..' || n.endsWith('.') || n.endsWith(' ')));
      if (!p.isWellFormed() || bad || (unc && readsAs === null)) m.add(p, outcome(p, true), null);
      else m.add(p, outcome(p, true), unc ? `\\\\${readsAs}\\${share}${rest}` : `C:${rest || '\\'}`);
    }
    m.check();
  });

  test('device paths ("\\\\.\\") are UNC paths of the server ".", as Win32 reads them', () => {
    expect(pathToFileURL('\\\\.\\C:\\x', { windows: true }).href).toBe('file://./C:/x');
    expect(fileURLToPath(pathToFileURL('\\\\.\\COM1', { windows: true }), { windows: true })).toBe('\\\\.\\COM1');
  });

  test("the issue's minimal inputs", () => {
    const w = { windows: true };
    expect(pathToFileURL('/a ', { windows: false }).href).toBe('file:///a%20');
    expect(pathToFileURL('/ ', { windows: false }).href).toBe('file:///%20');
    expect(pathToFileURL('/a\0', { windows: false }).href).toBe('file:///a%00');
    expect(pathToFileURL('C:\\a. ', w).href).toBe('file:///C:/a.%20');
    expect(pathToFileURL('//server/share/x', w).href).toBe('file://server/share/x');
    expect(() => pathToFileURL('\\\\a?b\\share\\x', w)).toThrow(TypeError);
    expect(() => pathToFileURL('\\\\srv/../a%41\\x', w)).toThrow(TypeError);
    expect(pathToFileURL('\\\\server\\share\\x\\..\\..\\y', w).href).toBe('file://server/share/y');
    expect(() => pathToFileURL('\\\\h%41\\s\\x', w)).toThrow(TypeError);
    // A long path's message quotes its start, not all of it.
    const long = `\\\\h%41\\${'a'.repeat(1_000_000)}`;
    expect(() => pathToFileURL(long, w)).toThrow(expect.objectContaining({ message: expect.stringMatching(/^.{0,400}$/s) as string }) as Error);
  });
});
