// @ts-check
// The worst-case input shapes of issue 11 ("Exact limits"), each made at about n bytes of
// input (a two-byte code unit counts two).

/** @typedef {{ name: string, kind: 'url' | 'params' | 'pattern', make: (n: number) => string }} Shape */

/** @type {Shape[]} */
export const SHAPES = [
  { name: 'path of "../"', kind: 'url', make: (n) => `http://h/${'../'.repeat(n / 3)}` },
  { name: 'path of "%"', kind: 'url', make: (n) => `http://h/${'%'.repeat(n)}` },
  { name: 'path of ":"', kind: 'url', make: (n) => `http://h/${':'.repeat(n)}` },
  { name: 'userinfo of "a@"', kind: 'url', make: (n) => `http://${'a@'.repeat(n / 2)}h/` },
  { name: 'path of "a\\t"', kind: 'url', make: (n) => `http://h/${'a\t'.repeat(n / 2)}` },
  { name: 'path of " a"', kind: 'url', make: (n) => `http://h/${' a'.repeat(n / 2)}` },
  // "é" is one byte in V8 (Latin-1) and six in the href: past V8's maximum string length at 100 MB.
  { name: 'path of "é"', kind: 'url', make: (n) => `http://h/${'é'.repeat(n)}` },
  { name: 'query of "é"', kind: 'url', make: (n) => `http://h/?${'é'.repeat(n)}` },
  { name: 'path of "€" (two-byte input)', kind: 'url', make: (n) => `http://h/${'€'.repeat(n / 2)}` },
  { name: 'host of "%41"', kind: 'url', make: (n) => `http://${'%41'.repeat(n / 3)}/` },
  { name: 'host of "é"', kind: 'url', make: (n) => `http://${'é'.repeat(n)}/` },
  // Already in order and serialized as it is: answered from the string, never parsed.
  { name: 'URLSearchParams "a=b&", sort, toString', kind: 'params', make: (n) => 'a=b&'.repeat(n / 4) },
  // Out of order: sort() needs the list itself (a pointer per name and per value).
  { name: 'URLSearchParams "b=1&a=2&", sort, toString', kind: 'params', make: (n) => 'b=1&a=2&'.repeat(n / 8) },
  // Every name distinct, in descending order ("n" and six base-36 digits, "=1&"): the sort
  // in passes keeps a start per tuple of each range of names (@x/urlencoded's unparsed-sort.ts).
  { name: 'URLSearchParams of distinct names, sort, toString', kind: 'params', make: distinctNames },
  // A value of "é" after a name out of order: 600 million code units once serialized, past
  // V8's maximum string length. sort() sorts the parsed list; toString() throws.
  { name: 'URLSearchParams "b=&a=é…", sort, toString', kind: 'params', make: (n) => `b=&a=${'é'.repeat(n - 5)}` },
];

/**
 * Issue 46 ("Exact at the extremes"): the shapes of its item 1 (path segments, query pairs,
 * dot segments, backslashes, userinfo, IPv6 pieces, IDN labels, opaque paths), failing IPv6
 * hosts (item 6), and the URLPattern constructor on fixed text (item 3), at 10 and 50 MB.
 * @type {Shape[]}
 */
export const EXTREME_SHAPES = [
  { name: 'path segments "a/"', kind: 'url', make: (n) => `http://h/${'a/'.repeat(n / 2)}` },
  { name: 'query pairs "a=b&"', kind: 'url', make: (n) => `http://h/?${'a=b&'.repeat(n / 4)}` },
  { name: 'dot segments "./"', kind: 'url', make: (n) => `http://h/${'./'.repeat(n / 2)}a` },
  { name: 'backslashes "a\\"', kind: 'url', make: (n) => `http://h/${'a\\'.repeat(n / 2)}` },
  { name: 'userinfo of "a:"', kind: 'url', make: (n) => `http://${'a:'.repeat(n / 2)}@h/` },
  { name: 'IPv6 pieces "1:" (fails)', kind: 'url', make: (n) => `http://[${'1:'.repeat(n / 2)}]/` },
  { name: 'IPv6 of ":" (fails)', kind: 'url', make: (n) => `http://[${':'.repeat(n)}]/` },
  { name: 'IPv6 "::" + "1." (fails)', kind: 'url', make: (n) => `http://[::${'1.'.repeat(n / 2)}]/` },
  { name: 'IDN labels "é."', kind: 'url', make: (n) => `http://${'é.'.repeat(n / 2)}/` },
  { name: 'opaque path of "a "', kind: 'url', make: (n) => `javascript:${'a '.repeat(n / 2)}x` },
  { name: 'URLPattern, fixed text "a"', kind: 'pattern', make: (n) => `https://h/${'a'.repeat(n)}` },
  { name: 'URLPattern, fixed segments "a/"', kind: 'pattern', make: (n) => `https://h/${'a/'.repeat(n / 2)}` },
];

/**
 * About `n` bytes of "n<name>=1&" tuples, every name distinct and each less than the one
 * before, written as bytes and made one string (building it from strings left a peak of
 * garbage larger than the sort's).
 * @param {number} n
 */
function distinctNames(n) {
  const bytes = Buffer.allocUnsafe(n + 16);
  let length = 0;
  for (let i = 0; length < n; i++) length += bytes.write(`n${(0x7fffffff - i).toString(36)}=1&`, length, 'latin1');
  return bytes.toString('latin1', 0, length);
}
