// @ts-check
// Seeded randomness shared by the generated-input tests (url-parser's differential tests,
// urlpattern's regexp-form test, url-api's USV test) and `pnpm fuzz`: one PRNG and one
// URL mutator, so a seed means the same inputs everywhere it is printed.

/**
 * Mulberry32: a small seeded PRNG, uniform in [0, 1).
 * @param {number} seed
 * @returns {() => number}
 */
export function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * One element of `xs`, uniformly.
 * @template T
 * @param {() => number} r
 * @param {readonly T[]} xs
 * @returns {T}
 */
export const pick = (r, xs) => /** @type {T} */ (xs[Math.floor(r() * xs.length)]);

/**
 * A string of fewer than `most` pieces drawn from `pieces` (the count drawn first).
 * @param {() => number} r
 * @param {readonly string[]} pieces
 * @param {number} most
 * @returns {string}
 */
export function joinedPieces(r, pieces, most) {
  let s = '';
  for (let k = Math.floor(r() * most); k > 0; k--) s += pick(r, pieces);
  return s;
}

/** What URL edits insert: delimiters, percent-escapes, hosts, non-ASCII and lone surrogates. */
export const URL_INSERTS = Object.freeze([
  '\\', '/', '?', '#', '@', ':', '[', ']', '%', '.', '\t', ' ', '\n', '%2e', '%2E', '..', '%41', '%zz', '%', '|', '&', '=', '+',
  'é', 'ß', '💩', '\uFFFD', 'ｗ', '\u0000', '\u001F', '\u00A0', '\uFEFF', '\uD800', '\uDC00', 'xn--', 'XN--a', '.%2e',
  '127.0.0.1', '0x7f.1', '1.2.3', '09', '4294967296', '[::1]', '[1:2::3]', '::ffff:1.2.3.4', '[v1.x]', ':80', ':65536',
  'user:pass@', 'a@b@', 'C:', 'C|', '//', '///', '\\\\', 'localhost', 'Ü', '\u200D', 'ا', '٠', '%00', '%C3%A9', '%FF',
]);

/** The schemes an edit may swap in ('' removes the scheme). */
export const URL_SCHEMES = Object.freeze(['http:', 'https:', 'file:', 'ws:', 'wss:', 'ftp:', 'sc:', 'javascript:', 'mailto:', 'blob:', 'data:', 'HTTP:', 'a+b:', '']);

/**
 * A real URL with one to three edits: insertions, deletions, a new scheme, upper case.
 * @param {string} seed
 * @param {() => number} r
 * @returns {string}
 */
export function mutate(seed, r) {
  let s = seed;
  const n = 1 + Math.floor(r() * 3);
  for (let k = 0; k < n; k++) {
    const at = Math.floor(r() * (s.length + 1));
    const op = r();
    if (op < 0.6) s = s.slice(0, at) + pick(r, URL_INSERTS) + s.slice(at);
    else if (op < 0.8) s = s.slice(0, at) + s.slice(at + 1 + Math.floor(r() * 3));
    else if (op < 0.9) {
      const colon = s.indexOf(':');
      s = pick(r, URL_SCHEMES) + (colon === -1 ? s : s.slice(colon + 1));
    } else s = s.slice(0, at) + s.slice(at, at + 4).toUpperCase() + s.slice(at + 4);
  }
  return s;
}
