// @ts-check
// Suite: the URL class as users call it. `new URL(s).href` (try/catch), `URL.parse(s)`
// and `URL.canParse(s)`: @x/url-api's URL against Node's built-in URL (ada) and
// whatwg-url's, on the real URL lists and the WPT inputs (null base); and
// `new URL(ref, base).href`, links resolved against the page they are on, as a crawler
// or a browser does (references made from the real lists: see relativeReferences).
import whatwgURL from 'whatwg-url';
import { operations } from '../loops.mjs';
import { compare } from '../harness.mjs';
import { urlDatasets } from '../datasets.mjs';
import { loadOurs, checkContract } from '../ours.mjs';

/** @typedef {import('../loops.mjs').URLClass} URLClass */

/**
 * Links as pages hold them, from one real list: the URLs that Node's URL parses, each
 * the base of a reference made from another's path and query (a fixed stride, so the
 * pairs are the same every run), in turn "/path?q", "path?q" and "../path?q" (absolute
 * path, path-relative, up one level). Flat: reference, base, reference, base, ….
 * @param {string[]} inputs
 * @returns {string[]}
 */
function relativeReferences(inputs) {
  const urls = [];
  for (const s of inputs) {
    try {
      const u = new URL(s);
      if (u.protocol === 'http:' || u.protocol === 'https:') urls.push(u);
    } catch {
      // Not a URL (the lists keep invalid lines): not a page with links.
    }
  }
  const out = [];
  for (let i = 0; i < urls.length; i++) {
    const other = /** @type {URL} */ (urls[(i * 7919) % urls.length]);
    const path = other.pathname + other.search;
    const ref = i % 3 === 0 ? path : i % 3 === 1 ? path.slice(1) : `../${path.slice(1)}`;
    // Copies: flat strings, as read from a file (not slices of the URL objects' hrefs).
    out.push(JSON.parse(JSON.stringify(ref)), JSON.parse(JSON.stringify(/** @type {URL} */ (urls[i]).href)));
  }
  return out;
}

/**
 * Module specifiers as an ES module loader resolves them: from a list of file URLs, each
 * the base (the importing module) of a specifier made from another's file name, in turn
 * "./name", "../dir/name" and "name" (same directory, a sibling directory, a bare
 * relative name). Flat: specifier, base, specifier, base, ….
 * @param {string[]} inputs
 * @returns {string[]}
 */
function moduleSpecifiers(inputs) {
  const urls = inputs.filter((s) => s.startsWith('file:') && URL.canParse(s)).map((s) => new URL(s));
  const out = [];
  for (let i = 0; i < urls.length; i++) {
    const segments = /** @type {URL} */ (urls[(i * 7919) % urls.length]).pathname.split('/');
    const name = segments[segments.length - 1] ?? '';
    const dir = segments[segments.length - 2] ?? 'x';
    const ref = i % 3 === 0 ? `./${name}` : i % 3 === 1 ? `../${dir}/${name}` : name;
    out.push(JSON.parse(JSON.stringify(ref)), JSON.parse(JSON.stringify(/** @type {URL} */ (urls[i]).href)));
  }
  return out;
}

export async function main() {
  const sets = await urlDatasets();
  const ours = await loadOurs('@x/url-api', ['URL']);
  /** @type {URLClass} */
  const OurURL = ours.mod?.URL;
  const skip =
    ours.why ??
    checkContract('URL', () => new OurURL('HTTP://EXAMPLE.com/a b').href === 'http://example.com/a%20b' && !OurURL.canParse('http://['));
  const NodeURL = /** @type {URLClass} */ (/** @type {unknown} */ (globalThis.URL));
  const WURL = /** @type {URLClass} */ (/** @type {unknown} */ (whatwgURL.URL));
  const datasets = sets.map(({ name, inputs }) => ({ name, ops: inputs.length, data: inputs }));
  const ourOps = skip === null ? operations(OurURL, 'ours') : null;
  const nodeOps = operations(NodeURL, 'node');
  const wOps = operations(WURL, 'whatwg-url');
  const hasParse = typeof NodeURL.parse === 'function';

  const NODE_NOTE = 'node = the built-in URL of the Node running the suite (ada); goals over the four real lists (geometric mean)';
  /**
   * @param {'href' | 'parse' | 'canParse' | 'relative'} op @param {string} title
   * @param {number | null} max the goal on ours/node (issue 10), or null for none
   * @param {number | null} wptMax the goal on ours/node for the WPT inputs alone, or null
   */
  const table = (op, title, max, wptMax = null, sets = datasets, note = NODE_NOTE) =>
    compare({
      title,
      unit: 'URL',
      datasets: sets,
      contenders: [
        { name: 'ours', ...(ourOps === null ? { skip: /** @type {string} */ (skip) } : {}), run: ourOps?.[op] ?? (() => 0) },
        { name: 'node', ...(op === 'parse' && !hasParse ? { skip: 'this Node has no URL.parse' } : {}), run: nodeOps[op] },
        { name: 'whatwg-url', ...(op === 'parse' && typeof WURL.parse !== 'function' ? { skip: 'no URL.parse' } : {}), run: wOps[op] },
      ],
      ratios: [
        { label: 'ours/node', num: 'ours', den: 'node' },
        { label: 'ours/whatwg-url', num: 'ours', den: 'whatwg-url' },
      ],
      goals: [
        ...(max === null ? [] : [{ ratio: 'ours/node', max, text: `${title} at most ${max}× Node's built-in (issue 10)`, datasets: (/** @type {string} */ n) => n !== 'wpt_urltestdata' }]),
        // The WPT inputs are the state machine's edge cases: issue 10 gives them a goal of
        // their own, read on that row alone.
        ...(wptMax === null ? [] : [{ ratio: 'ours/node', max: wptMax, text: `${title} on the WPT inputs at most ${wptMax}× Node's built-in (issue 10)`, datasets: (/** @type {string} */ n) => n === 'wpt_urltestdata' }]),
      ],
      notes: [note],
    });
  const results = [
    table('href', 'URL class: new URL(s).href', 1.0, 1.5),
    table('parse', 'URL class: URL.parse(s)?.href', 1.0),
    table('canParse', 'URL class: URL.canParse(s)', 0.8),
  ];
  // Made only now, so that the tables above run in the heap and with the JIT state they
  // had before this table existed (the references are 120,000 more strings).
  const refs = sets
    .filter(({ name }) => name === 'kasztp' || name === 'userbait' || name === 'node_files')
    .map(({ name, inputs }) => {
      const data = name === 'node_files' ? moduleSpecifiers(inputs) : relativeReferences(inputs);
      return { name: `${name} ${name === 'node_files' ? 'imports' : 'links'}`, ops: data.length / 2, data };
    });
  const refsNote =
    'references: links from kasztp\'s and userbait\'s http(s) URLs, each the base of another\'s path and query as "/p?q", "p?q" and "../p?q" in turn; imports from node_files, each file URL the base of another\'s file name as "./name", "../dir/name" and "name"; both strings parsed per call, as new URL(ref, base) does';
  if (refs.length > 0) results.push(table('relative', 'URL class: new URL(ref, base).href', null, null, refs, refsNote));
  return results;
}
