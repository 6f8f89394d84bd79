// Route 1 for references against a base (serialized-reference.ts) against the state
// machine alone and against whatwg-url 17.3: a grid of bases × reference shapes, then
// references generated from real URLs (fixed seed, X_DIFF_SEED and X_DIFF_RUNS as in
// differential.test.ts). Where resolveSerializedReference answers, its record is the
// machine's; parseURL always is.
import { loadUrlTestData } from '@x/wpt';
import { describe, expect, test } from 'vitest';
import * as whatwg from 'whatwg-url';
import { parseURL, type URLRecord } from '../src/index';
import { basicURLParseVia } from '../src/internal';
import { tryFastParse } from '../src/fast-path';
import { resolveSerializedReference } from '../src/serialized-reference';
import { mutate, rng, RUNS, SEED, seeds } from './generated-inputs';
import { fields } from './helpers';

/** Compares the routes on `input` against `base`; true when the reference route answered. */
function check(input: string, base: URLRecord): boolean {
  const ctx = `${JSON.stringify(input)} against ${base.href} (seed ${SEED})`;
  const machine = fields(basicURLParseVia(input, { base }, 'machine'));
  const parsed = parseURL(input, { base });
  expect(fields(parsed), ctx).toEqual(machine);
  // An oracle of its own: the route and the machine share predicates (the drive letter's).
  const w = whatwg.parseURL(input.toWellFormed(), { baseURL: whatwg.parseURL(base.href) });
  expect(parsed?.href ?? null, `whatwg-url: ${ctx}`).toBe(w === null ? null : whatwg.serializeURL(w));
  // Its caller's precondition: the recognizer found no scheme and ":" at the start.
  if (tryFastParse(input) !== -1) return false;
  const direct = resolveSerializedReference(input, base);
  if (direct === undefined) return false;
  expect(fields(direct), `direct: ${ctx}`).toEqual(machine);
  return true;
}

const BASES = [
  'http://h/',
  'https://example.org/a',
  'https://example.org/a/',
  'https://u:p@example.org:8080/a/b/c?q=1#f',
  'http://1.2.3.4/a//b/?x',
  'http://[::1]/a/b#frag',
  'ws://h/a/b.html',
  'ftp://h/%2e/x/',
  'http://h/a/b?q/r#s/t',
  'file:///home/u/app/src/index.js',
  'file:///',
  'file:///a',
  'file:////a/b',
  'file://host/share/a/b?q#f',
  'file:///C:/dir/file',
  'file:///C:',
  'file:///C:/',
  'file:///C:/a/b/',
  'file://host/C:/a',
  'file:///C:x/a',
  // Not taken (the machine decides): non-special and opaque-path bases.
  'sc://h/a/b',
  'sc:/a/b',
  'mailto:x@y',
];

const PREFIXES = ['', '/', '../', '../../', '../../../../', './', '././', '.././', './../', '.', '..', '//', '/\\', '\\', '?', '#', '/./', '/../', '..%2f', '%2e%2e/', '.%2e/'];
const BODIES = ['', 'x', 'x/y', 'x/', 'x/../y', 'x/./y', 'x/%2e%2e/y', '.x', '..x', 'a b', 'é', 'x?q', 'x?q r', "x?'", 'x#f', 'x#f g', '?', '#', 'C|/x', 'C:/x', 'c|', 'D:', 'C|x', 'x:y', 'x\t', ' x', 'x\\y', '%41', '%zz'];

describe('references resolved as a slice of the base (route 1)', () => {
  test('agree with the state machine on every base × prefix × body', () => {
    let taken = 0;
    let checked = 0;
    for (const b of BASES) {
      const base = parseURL(b) as URLRecord;
      for (const prefix of PREFIXES) {
        for (const body of BODIES) {
          if (check(prefix + body, base)) taken++;
          checked++;
        }
      }
    }
    expect(checked).toBe(BASES.length * PREFIXES.length * BODIES.length);
    // The grid exercises the route, not only the machine.
    expect(taken).toBeGreaterThan(checked / 4);
  });

  test(`agree with the state machine and whatwg-url on ${RUNS / 5} references from real URLs (seed ${SEED})`, async () => {
    const pool = await seeds(await loadUrlTestData());
    const urls = pool.map((s) => parseURL(s)).filter((u): u is URLRecord => u !== null);
    const r = rng(SEED);
    const pick = (): URLRecord => urls[Math.floor(r() * urls.length)] as URLRecord;
    let taken = 0;
    for (let k = 0; k < RUNS / 5; k++) {
      const base = pick();
      // A link as a page holds it: another URL's path, query and fragment, from one of
      // the reference's starts, sometimes mutated.
      const other = pick();
      const tail = other.href.slice(other.pathStart);
      const start = PREFIXES[Math.floor(r() * PREFIXES.length)] as string;
      let input = start + (r() < 0.5 ? tail.slice(1) : tail);
      if (r() < 0.3) input = mutate(input, r);
      if (check(input, base)) taken++;
    }
    expect(taken).toBeGreaterThan(RUNS / 50);
  });
});
