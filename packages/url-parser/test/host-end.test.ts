// hostEnd (states/authority.ts) reads a host's first LOOPED (64) code units one at a time
// and goes on by native searches for ":", "[", "]" and the authority's terminators (issue
// 46 item 6: a 50 MB failing IPv6 host took three times Node's time one code unit at a
// time). Both halves against the host state's rule read one code unit at a time, on
// strings of those code units with the boundary anywhere, brackets nested or unclosed.
import { expect, test } from 'vitest';
import { hostEnd } from '../src/states/authority';

/** The first ":" outside brackets, "/", "?", "#" or (special) "\", read one at a time; or `end`. */
function reference(s: string, from: number, end: number, special: boolean): number {
  let inside = false;
  for (let i = from; i < end; i++) {
    const c = s[i];
    if (c === ':' && !inside) return i;
    if (c === '/' || c === '?' || c === '#' || (c === '\\' && special)) return i;
    if (c === '[') inside = true;
    else if (c === ']') inside = false;
  }
  return end;
}

/** A fixed-seed generator (mulberry32), so a failure names an input that can be rerun. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

test('hostEnd agrees with the one-at-a-time rule on 20,000 strings (seed 46)', () => {
  const next = random(46);
  const alphabet = ['a', '1', ':', '[', ']', '/', '?', '#', '\\', '.', 'é'];
  for (let n = 0; n < 20_000; n++) {
    // Mostly plain text with the interesting code units sparse, so that they fall past 64.
    const length = Math.floor(next() * 300);
    let s = '';
    for (let i = 0; i < length; i++) s += next() < 0.9 ? 'a' : (alphabet[Math.floor(next() * alphabet.length)] as string);
    const from = Math.floor(next() * Math.min(length + 1, 8));
    const end = from + Math.floor(next() * (length - from + 1));
    const special = next() < 0.5;
    expect(hostEnd(s, from, end, special), JSON.stringify([s, from, end, special])).toBe(reference(s, from, end, special));
  }
});

test('a long IPv6 host: the end is the terminator, the colons inside brackets are not it', () => {
  const host = `[${'1:'.repeat(100_000)}]`;
  expect(hostEnd(`${host}:80/`, 0, host.length + 4, true)).toBe(host.length);
  expect(hostEnd(`${host}/`, 0, host.length + 1, true)).toBe(host.length);
  const unclosed = `[${'1:'.repeat(100_000)}/x`;
  expect(hostEnd(unclosed, 0, unclosed.length, true)).toBe(unclosed.length - 2);
  expect(hostEnd(`${'[]'.repeat(100_000)}:1`, 0, 200_002, false)).toBe(200_000);
});
