// relativize(base, target): the string it returns parses against base to exactly target,
// and is never longer than a relative reference known to work. Pairs are generated from
// the real URL lists and the WPT inputs with a fixed seed (generated-inputs.ts; X_DIFF_SEED
// and X_DIFF_RUNS as for the differential test).
import { loadUrlTestData } from '@x/wpt';
import { describe, expect, test } from 'vitest';
import { parseURL, relativize, type URLRecord } from '../src/index';
import { mutate, rng, RUNS, SEED, seeds } from './generated-inputs';

const REFS = [
  '', '#', '#f', '?', '?q', '?q#f', '.', './', '..', '../', '../..', 'x', 'x/', './x', '../x', '../../x/y', 'a/b/c', '/', '/x', '/x/',
  '//h2/p', '//h2', 'x:y', './x:y', './/x', '/.//x', 'x?y#z', '../x?', '%2e/x', 'C:/x', '/C:/x', 'C|', '\\x', '..\\x', 'é', ' x',
];

/** Whether every code unit of `s` is one the parser copies unchanged in a path, query or fragment. */
function isSerializedForm(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    const ok = (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) || (c >= 0x30 && c <= 0x39) || "-._~!$&'()*+,;=:@/?#%".includes(s[i] as string);
    if (!ok) return false;
  }
  return true;
}

describe(`relativize on ${RUNS} generated pairs (seed ${SEED})`, () => {
  test('parses back to the target, never longer than a working reference', async () => {
    const pool = await seeds(await loadUrlTestData());
    const records = pool.map((s) => parseURL(s)).filter((u): u is URLRecord => u !== null);
    const r = rng(SEED);
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)] as T;
    let relative = 0;
    for (let i = 0; i < RUNS; i++) {
      const base = pick(records);
      let target: URLRecord | null;
      let ref: string | null = null;
      let handPicked = false;
      const kind = r();
      if (kind < 0.25) target = pick(records);
      else if (kind < 0.85) {
        handPicked = r() < 0.7;
        ref = handPicked ? pick(REFS) : mutate(pick(REFS), r);
        target = parseURL(ref, { base });
      } else target = parseURL(mutate(base.href, r));
      if (target === null) continue;
      const rel = relativize(base, target);
      const ctx = `base ${JSON.stringify(base.href)} target ${JSON.stringify(target.href)} → ${JSON.stringify(rel)} (seed ${SEED})`;
      expect(parseURL(rel, { base })?.href, ctx).toBe(target.href);
      expect(rel.length, ctx).toBeLessThanOrEqual(target.href.length);
      // Against the hand-picked references already written as URL units (the result is
      // in serialized form: "ß" and spaces come out percent-encoded, so longer than raw).
      if (ref !== null && handPicked && isSerializedForm(ref)) expect(rel.length, `${ctx}; ${JSON.stringify(ref)} works`).toBeLessThanOrEqual(ref.length);
      if (rel !== target.href) relative++;
    }
    // Most pairs share scheme and authority: the relative forms are exercised.
    expect(relative).toBeGreaterThan(RUNS / 3);
  });

  test('examples', () => {
    const cases: Array<[string, string, string]> = [
      ['http://h/a/b?q#f', 'http://h/a/b?q#g', '#g'],
      ['http://h/a/b?q#f', 'http://h/a/b?q', ''],
      ['http://h/a/b?q#f', 'http://h/a/b', 'b'],
      ['http://h/a/b', 'http://h/a/', '.'],
      ['http://h/a/b', 'http://h/a/b:c', './b:c'],
      ['http://h/a/b/c/d', 'http://h/a/x', '/a/x'],
      ['http://h/a/b/c/d', 'http://h/a/b/x', '../x'],
      ['http://h/a/b', 'http://g/a/b', '//g/a/b'],
      ['http://h/a/b', 'https://h/a/b', 'https://h/a/b'],
      ['http://h/a', 'http://h//x', './/x'],
      ['sc:opaque', 'sc:opaque#x', '#x'],
      ['sc:opaque', 'sc:other', 'sc:other'],
      ['file:///C:/a/b', 'file:///C:/a/c', 'c'],
    ];
    for (const [base, target, expected] of cases) expect(relativize(base, target), `${base} → ${target}`).toBe(expected);
    expect(relativize(new URL('http://h/a/b'), parseURL('http://h/a/c') as URLRecord)).toBe('c');
    expect(() => relativize('http://h/', { href: 'http://h/a/c' })).toThrow(TypeError);
    expect(() => relativize('not a url', 'http://h/')).toThrow(TypeError);
    expect(() => relativize(42 as unknown as string, 'http://h/')).toThrow(TypeError);
  });
});
