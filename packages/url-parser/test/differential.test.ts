// Differential property test: parseURL against whatwg-url 17.3 (the JS reference, which
// passes all of urltestdata.json on Node 20) on mutated real URLs,
// component by component, plus idempotence of serialize∘parse. The seed is fixed (printed in the title); set
// X_DIFF_SEED to replay a run and X_DIFF_RUNS to change the count (default 100,000).
import { loadURLList, loadUrlTestData, URL_LISTS, type URLListName } from '@x/wpt';
import { describe, expect, test } from 'vitest';
import * as whatwg from 'whatwg-url';
import { parseURL, toSpecRecord, type URLRecord } from '../src/index';

const RUNS = Number(process.env.X_DIFF_RUNS ?? 100_000);
// A fixed seed, so a failure in CI replays as is; X_DIFF_SEED explores others.
const SEED = Number(process.env.X_DIFF_SEED ?? 20261124);

/** Mulberry32: a small seeded PRNG. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const INSERTS = [
  '\\', '/', '?', '#', '@', ':', '[', ']', '%', '.', '\t', ' ', '\n', '%2e', '%2E', '..', '%41', '%zz', '%', '|',
  'é', 'ß', '💩', '\uFFFD', 'ｗ', '\u0000', '\u001F', '\u00A0', '\uFEFF', '\uD800', 'xn--', 'XN--a', '.%2e',
  '127.0.0.1', '0x7f.1', '1.2.3', '09', '4294967296', '[::1]', '[1:2::3]', '::ffff:1.2.3.4', '[v1.x]', ':80', ':65536',
  'user:pass@', 'a@b@', 'C:', 'C|', '//', '///', '\\\\', 'localhost', 'Ü', '\u200D', 'ا', '٠',
];
const SCHEMES = ['http:', 'https:', 'file:', 'ws:', 'ftp:', 'sc:', 'javascript:', 'mailto:', 'blob:', 'data:', 'HTTP:', 'a+b:'];

function mutate(seed: string, r: () => number): string {
  let s = seed;
  const n = 1 + Math.floor(r() * 3);
  for (let k = 0; k < n; k++) {
    const at = Math.floor(r() * (s.length + 1));
    const op = r();
    if (op < 0.6) {
      const ins = INSERTS[Math.floor(r() * INSERTS.length)] as string;
      s = s.slice(0, at) + ins + s.slice(at);
    } else if (op < 0.8) {
      s = s.slice(0, at) + s.slice(at + 1 + Math.floor(r() * 3));
    } else if (op < 0.9) {
      const colon = s.indexOf(':');
      s = (SCHEMES[Math.floor(r() * SCHEMES.length)] as string) + (colon === -1 ? s : s.slice(colon + 1));
    } else {
      s = s.slice(0, at) + s.slice(at, at + 4).toUpperCase() + s.slice(at + 4);
    }
  }
  return s;
}

function hostOf(h: whatwg.WhatwgURLRecord['host']): string | null {
  return h === null ? null : whatwg.serializeHost(h);
}

function compare(input: string, base: string | null): void {
  const wBase = base === null ? null : whatwg.parseURL(base);
  const oBase = base === null ? null : parseURL(base);
  const w = whatwg.parseURL(input, { baseURL: wBase });
  const o: URLRecord | null = parseURL(input, { base: oBase });
  const ctx = `input ${JSON.stringify(input)} base ${JSON.stringify(base)} (seed ${SEED})`;
  if (w === null || o === null) {
    expect(o === null ? null : o.href, ctx).toBe(w === null ? null : whatwg.serializeURL(w));
    return;
  }
  expect(o.href, ctx).toBe(whatwg.serializeURL(w));
  const spec = toSpecRecord(o);
  expect(
    { scheme: spec.scheme, username: spec.username, password: spec.password, host: spec.host, port: spec.port, path: spec.path, query: spec.query, fragment: spec.fragment },
    ctx,
  ).toEqual({ scheme: w.scheme, username: w.username, password: w.password, host: hostOf(w.host), port: w.port, path: w.path, query: w.query, fragment: w.fragment });
  // The fast path (taken for already-serialized input) agrees with the state machine,
  // which a validation-error callback forces.
  const slow = parseURL(input, { base: oBase, onValidationError: () => undefined });
  expect(slow === null ? null : [slow.href, slow.schemeEnd, slow.usernameEnd, slow.hostStart, slow.hostEnd, slow.port, slow.pathStart, slow.queryStart, slow.fragmentStart, slow.hostKind, slow.flags], `fast/slow: ${ctx}`).toEqual([o.href, o.schemeEnd, o.usernameEnd, o.hostStart, o.hostEnd, o.port, o.pathStart, o.queryStart, o.fragmentStart, o.hostKind, o.flags]);
  // Idempotence: serialize(parse(serialize(parse(x)))) === serialize(parse(x)).
  expect(parseURL(o.href)?.href, `reparse: ${ctx}`).toBe(o.href);
}

async function seeds(wpt: readonly { input: string }[]): Promise<string[]> {
  const out = wpt.map((c) => c.input);
  // Every 37th URL of each real URL list (synced and sha256-checked by @x/wpt).
  for (const name of Object.keys(URL_LISTS) as URLListName[]) {
    const lines = await loadURLList(name);
    for (let i = 0; i < lines.length; i += 37) out.push(lines[i] as string);
  }
  return out;
}

function fields(u: URLRecord | null): unknown {
  return u === null ? null : [u.href, u.schemeEnd, u.usernameEnd, u.hostStart, u.hostEnd, u.port, u.pathStart, u.queryStart, u.fragmentStart, u.hostKind, u.flags];
}

describe('the canonical-input fast path', () => {
  test('gives the state machine\'s record for every seed URL and every serialization', async () => {
    const pool = await seeds(await loadUrlTestData());
    let fast = 0;
    for (const input of pool) {
      const o = parseURL(input);
      const slow = parseURL(input, { onValidationError: () => undefined });
      expect(fields(o), input).toEqual(fields(slow));
      if (o === null) continue;
      if (o.href === input) fast++;
      const again = parseURL(o.href);
      expect(fields(again), o.href).toEqual(fields(parseURL(o.href, { onValidationError: () => undefined })));
    }
    // The seeds are mostly real, already-serialized URLs: most of them hit the fast path.
    expect(fast).toBeGreaterThan(pool.length / 3);
  });
});

describe(`parseURL vs whatwg-url 17.3 on ${RUNS} mutated URLs (seed ${SEED})`, () => {
  test('same result, component by component, and idempotent', async () => {
    const wpt = await loadUrlTestData();
    const pool = await seeds(wpt);
    const bases = ['https://example.org/a/b?c#d', 'file:///C:/dir/file', 'sc://host/p/q', 'about:blank', 'http://[::1]:8080/x/', 'mailto:x@y'];
    const r = rng(SEED);
    for (let i = 0; i < RUNS; i++) {
      const input = mutate(pool[Math.floor(r() * pool.length)] as string, r);
      const base = r() < 0.4 ? (bases[Math.floor(r() * bases.length)] as string) : null;
      compare(input, base);
    }
  });
});
