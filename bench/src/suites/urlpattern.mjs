// @ts-check
// Suite: URLPattern on a router table. 50 route patterns built from the real URL lists
// (the most common first path segments, as "/<segment>/:id" and "/<segment>/*", then
// "/:a/:b" and "/*"), and each list's URLs routed through them: for each URL, test() (or
// exec()) pattern by pattern until the first match, as a router does. Construction of
// the 50 patterns is timed too. Against Node's global URLPattern (ada; Node 24+) and
// urlpattern-polyfill.
import { URLPattern as PolyfillURLPattern } from 'urlpattern-polyfill/urlpattern';
import { ROUTES, ROUTE_LOOPS, routeTable } from '../loops.mjs';
import { compare } from '../harness.mjs';
import { urlDatasets } from '../datasets.mjs';
import { loadOurs, checkContract } from '../ours.mjs';

const URLS_PER_DATASET = 2_000;

/** @typedef {{ name: string, P: any, skip?: string }} Impl */

/** @param {Impl[]} impls @param {{ name: string, inputs: string[] }[]} sets @param {'test' | 'exec'} method */
function routing(impls, sets, method) {
  const datasets = sets.map(({ name, inputs }) => {
    const table = routeTable(inputs);
    // URLs every implementation parses (the polyfill parses with the platform's URL).
    const urls = inputs.filter((s) => URL.canParse(s) && (s.startsWith('http:') || s.startsWith('https:'))).slice(0, URLS_PER_DATASET);
    return { name, ops: urls.length, data: { table, urls } };
  });
  /** @type {import('../harness.mjs').Contender[]} */
  const contenders = impls.map((impl) => ({
    name: impl.name,
    ...(impl.skip !== undefined ? { skip: impl.skip } : {}),
    prepare: (ds) => {
      const d = /** @type {{ table: object[], urls: string[] }} */ (ds.data);
      return { patterns: d.table.map((init) => new impl.P(init)), urls: d.urls };
    },
    run: ROUTE_LOOPS[method],
  }));
  return compare({
    title: `urlpattern: route each URL through ${ROUTES} patterns with ${method}() until the first match`,
    unit: 'URL',
    datasets,
    contenders,
    ratios: [
      { label: 'ours/node', num: 'ours', den: 'node' },
      { label: 'ours/polyfill', num: 'ours', den: 'polyfill' },
    ],
    goals: [
      { ratio: 'ours/node', max: 1.0, text: `${method}() no slower than Node's URLPattern` },
      { ratio: 'ours/polyfill', max: 1 / 3, text: `${method}() at least 3× faster than urlpattern-polyfill` },
    ],
  });
}

/** @param {Impl[]} impls @param {{ name: string, inputs: string[] }[]} sets */
function construction(impls, sets) {
  const datasets = sets.map(({ name, inputs }) => ({ name, ops: ROUTES, data: routeTable(inputs) }));
  /** @type {import('../harness.mjs').Contender[]} */
  const contenders = impls.map((impl) => ({
    name: impl.name,
    ...(impl.skip !== undefined ? { skip: impl.skip } : {}),
    run: /** @type {(table: object[]) => number} */ ((table) => {
      let n = 0;
      for (const init of table) n += new impl.P(init).pathname.length;
      return n;
    }),
  }));
  return compare({
    title: `urlpattern: new URLPattern(init) for the ${ROUTES} routes`,
    unit: 'pattern',
    datasets,
    contenders,
    ratios: [
      { label: 'ours/node', num: 'ours', den: 'node' },
      { label: 'ours/polyfill', num: 'ours', den: 'polyfill' },
    ],
  });
}

export async function main() {
  const load = await loadOurs('@x/urlpattern', ['URLPattern']);
  /** @type {any} */
  const Ours = load.mod?.URLPattern;
  let skip = load.why;
  if (skip === null) {
    skip = checkContract('URLPattern', () => {
      const r = new Ours({ pathname: '/books/:id' }).exec('https://example.com/books/7');
      return r !== null && r.pathname.groups.id === '7';
    });
  }
  const NodeURLPattern = /** @type {any} */ (globalThis).URLPattern;
  /** @type {Impl[]} */
  const impls = [
    { name: 'ours', P: Ours, ...(skip !== null ? { skip } : {}) },
    { name: 'node', P: NodeURLPattern, ...(NodeURLPattern === undefined ? { skip: `Node ${process.version} has no global URLPattern (Node 24+)` } : {}) },
    { name: 'polyfill', P: PolyfillURLPattern },
  ];
  // The lists of web URLs (node_files and isaacs_files hold file paths: nothing to route).
  const sets = (await urlDatasets()).filter((s) => s.name !== 'wpt_urltestdata' && s.inputs.filter((u) => u.startsWith('http')).length >= 1000);
  return [construction(impls, sets), routing(impls, sets, 'test'), routing(impls, sets, 'exec')];
}
