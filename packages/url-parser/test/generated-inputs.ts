// Generated inputs for the differential tests: real URLs (WPT's urltestdata inputs and
// every 37th URL of each real URL list, synced and sha256-checked by @x/wpt) mutated by
// a seeded PRNG. The seed is fixed, so a failure in CI replays as is; X_DIFF_SEED
// explores others and X_DIFF_RUNS changes the count (default 100,000).
import { loadURLList, URL_LISTS, type URLListName } from '@x/wpt';

export const RUNS = Number(process.env.X_DIFF_RUNS ?? 100_000);
// A fixed seed, so a failure in CI replays as is; X_DIFF_SEED explores others.
export const SEED = Number(process.env.X_DIFF_SEED ?? 20261124);

/** Mulberry32: a small seeded PRNG. */
export function rng(seed: number): () => number {
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

export function mutate(seed: string, r: () => number): string {
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

export async function seeds(wpt: readonly { input: string }[]): Promise<string[]> {
  const out = wpt.map((c) => c.input);
  // Every 37th URL of each real URL list (synced and sha256-checked by @x/wpt).
  for (const name of Object.keys(URL_LISTS) as URLListName[]) {
    const lines = await loadURLList(name);
    for (let i = 0; i < lines.length; i += 37) out.push(lines[i] as string);
  }
  return out;
}

