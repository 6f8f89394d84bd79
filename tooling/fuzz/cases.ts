// What the fuzzer tries: a URL case (parse an input against an optional base, then a
// sequence of setters, reading every attribute after each step) or a URLSearchParams case
// (construct from a string, then a sequence of operations). Generated from real URLs
// (WPT's urltestdata inputs and the real URL lists) mutated by a seeded PRNG, so a seed
// replays a run exactly.

import { mutate, pick, rng, URL_INSERTS } from '../random.mjs';

export const SETTERS = ['href', 'protocol', 'username', 'password', 'host', 'hostname', 'port', 'pathname', 'search', 'hash'] as const;
export type Setter = (typeof SETTERS)[number];

export interface URLCase {
  readonly kind: 'url';
  readonly input: string;
  readonly base: string | null;
  readonly sets: ReadonlyArray<readonly [Setter | 'searchParams.set' | 'searchParams.append' | 'searchParams.delete' | 'searchParams.sort', string]>;
}

export type ParamsOp =
  | readonly ['append' | 'set', string, string]
  | readonly ['delete' | 'get' | 'getAll' | 'has', string]
  | readonly ['sort'];

export interface ParamsCase {
  readonly kind: 'params';
  readonly init: string;
  readonly ops: readonly ParamsOp[];
}

export type Case = URLCase | ParamsCase;

export { rng, mutate };



/**
 * Pieces repeated to lengthen an input: hosts, labels, userinfo and paths past the 64 code
 * units that the authority state, the host parser and IDNA read one at a time before their
 * native searches and scans take over (one-byte and two-byte, plain and not).
 */
const LONG_PIECES = ['a', 'é', 'ü', 'ж', '例', 'A', 'a-', '-', 'xn--', 'a.', 'é.', '%41', 'a@', ':', '0', '\u0301', 'ß'];

/** `s` with a piece repeated 20 to 100 times at a random place. */
function lengthen(s: string, r: () => number): string {
  const at = Math.floor(r() * (s.length + 1));
  const piece = r() < 0.7 ? pick(r, LONG_PIECES) : pick(r, URL_INSERTS);
  return s.slice(0, at) + piece.repeat(20 + Math.floor(r() * 81)) + s.slice(at);
}

/** A setter's value: a piece of a mutated URL, an insert, or the empty string. */
function value(pool: readonly string[], r: () => number): string {
  const x = r();
  if (x < 0.1) return '';
  if (x < 0.3) return pick(r, URL_INSERTS) + (r() < 0.5 ? pick(r, URL_INSERTS) : '');
  const s = mutate(pick(r, pool), r);
  if (x < 0.33) return lengthen(s, r);
  if (x < 0.4) return s;
  const from = Math.floor(r() * s.length);
  return s.slice(from, from + 1 + Math.floor(r() * 20));
}

const BASES = ['https://example.org/a/b?c#d', 'file:///C:/dir/file', 'sc://host/p/q', 'about:blank', 'http://[::1]:8080/x/', 'mailto:x@y', 'http://u:p@h/'];

const REFERENCE_STARTS = ['', '/', '../', '../../', './', '?', '#', '//', '\\'];

/** What follows a URL's authority ("a/b?q#f" of "https://h/a/b?q#f"), or the string itself. */
function pathOnward(s: string): string {
  const authority = s.indexOf('//');
  const path = authority === -1 ? -1 : s.indexOf('/', authority + 2);
  return path === -1 ? s : s.slice(path + 1);
}

/** The case number `i` of a run with PRNG `r` over the seed URLs `pool`. */
export function generate(pool: readonly string[], r: () => number): Case {
  if (r() < 0.2) {
    const pieces = 1 + Math.floor(r() * 4);
    const init: string[] = [];
    for (let k = 0; k < pieces; k++) init.push(`${value(pool, r)}=${value(pool, r)}`);
    const ops: ParamsOp[] = [];
    const nOps = Math.floor(r() * 4);
    for (let k = 0; k < nOps; k++) {
      const which = r();
      if (which < 0.3) ops.push([r() < 0.5 ? 'append' : 'set', value(pool, r), value(pool, r)]);
      else if (which < 0.8) ops.push([pick(r, ['delete', 'get', 'getAll', 'has'] as const), r() < 0.5 ? (init[0] ?? '').split('=')[0] ?? '' : value(pool, r)]);
      else ops.push(['sort']);
    }
    return { kind: 'params', init: init.join(pick(r, ['&', '&&', ';', '&amp;'])), ops };
  }
  let input = r() < 0.85 ? mutate(pick(r, pool), r) : pick(r, pool);
  if (r() < 0.05) input = lengthen(input, r);
  let base = r() < 0.3 ? pick(r, BASES) : null;
  if (r() < 0.15) {
    // A link on a page: another URL's path, query and fragment from one of a reference's
    // starts, against a real URL (the parser resolves most of these as a slice of the base).
    input = pick(r, REFERENCE_STARTS) + pathOnward(pick(r, pool));
    if (r() < 0.3) input = mutate(input, r);
    base = pick(r, pool);
  }
  const sets: Array<URLCase['sets'][number]> = [];
  const nSets = Math.floor(r() * 4);
  for (let k = 0; k < nSets; k++) {
    const which = r() < 0.85 ? pick(r, SETTERS) : pick(r, ['searchParams.set', 'searchParams.append', 'searchParams.delete', 'searchParams.sort'] as const);
    sets.push([which, value(pool, r)]);
  }
  return { kind: 'url', input, base, sets };
}
