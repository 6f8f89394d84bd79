// The real URL lists (ada-url/url-various-datasets, pinned in datasets.json), synced into
// wpt/data/url-lists/ first: for differential and property tests that need URLs as
// people write them, not only the WPT edge cases.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { syncURLLists, urlListsDir } from '../scripts/sync.mjs';

/** The lists of datasets.json, by the names the benchmarks use. */
export const URL_LISTS = {
  kasztp: 'others/kasztp.txt',
  userbait: 'others/userbait.txt',
  node_files: 'files/node_files.txt',
  isaacs_files: 'files/isaacs_files.txt',
} as const;

/** One of the pinned URL lists. */
export type URLListName = keyof typeof URL_LISTS;

function isASCIIWhitespace(c: number): boolean {
  return c === 0x09 || c === 0x0a || c === 0x0c || c === 0x0d || c === 0x20;
}

/**
 * The URLs of one list, one per line: ASCII whitespace trimmed (not String#trim, which
 * would also drop the U+FEFF that starts kasztp.txt and that every WHATWG parser must
 * see), empty lines skipped, invalid URLs kept.
 */
export async function loadURLList(name: URLListName): Promise<string[]> {
  await syncURLLists();
  const out: string[] = [];
  for (const line of readFileSync(join(urlListsDir, URL_LISTS[name]), 'utf8').split('\n')) {
    let a = 0;
    let b = line.length;
    while (a < b && isASCIIWhitespace(line.charCodeAt(a))) a++;
    while (b > a && isASCIIWhitespace(line.charCodeAt(b - 1))) b--;
    if (b > a) out.push(line.slice(a, b));
  }
  return out;
}
