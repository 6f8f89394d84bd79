// @ts-check
// Suite 6: application/x-www-form-urlencoded. parseUrlencodedString(string) (a list of
// [name, value]) vs fast-querystring.parse and Node's new URLSearchParams(string);
// serializeUrlencoded(tuples) vs fast-querystring.stringify(object) and Node's
// URLSearchParams#toString() on an object built before the timing (Node has no bare
// serializer). Same query datasets as the url-api suite.
import fastQuerystring from 'fast-querystring';
import { compare } from '../harness.mjs';
import { queryDatasets, syncURLListsOnce } from '../datasets.mjs';
import { loadOurs, checkContract } from '../ours.mjs';

export async function main() {
  const ours = await loadOurs('@x/urlencoded', ['parseUrlencodedString']);
  /** @type {(s: string) => [string, string][]} */
  const parse = ours.mod?.parseUrlencodedString;
  const parseSkip =
    ours.why ??
    checkContract('parseUrlencodedString', () => JSON.stringify(parse('a=b&&c=d+e%21&f')) === '[["a","b"],["c","d e!"],["f",""]]');
  const ser = await loadOurs('@x/urlencoded', ['serializeUrlencoded']);
  /** @type {(t: Iterable<readonly [string, string]>) => string} */
  const serialize = ser.mod?.serializeUrlencoded;
  const serSkip =
    ser.why ?? checkContract('serializeUrlencoded', () => serialize([['a b', 'c&d'], ['é', '*~']]) === 'a+b=c%26d&%C3%A9=*%7E');

  const NodeUSP = globalThis.URLSearchParams;
  const fqParse = fastQuerystring.parse;
  const fqStringify = fastQuerystring.stringify;
  await syncURLListsOnce();
  const datasets = queryDatasets().map(({ name, inputs }) => ({
    name,
    ops: inputs.length,
    data: inputs,
    info: { 'avg chars': (inputs.reduce((a, s) => a + s.length, 0) / Math.max(1, inputs.length)).toFixed(0) },
  }));
  const ratios = [
    { label: 'ours/node', num: 'ours', den: 'node' },
    { label: 'ours/fast-qs', num: 'ours', den: 'fast-querystring' },
  ];

  const results = [];
  results.push(
    compare({
      title: 'urlencoded: parse a query string',
      unit: 'query',
      units: 'queries',
      datasets,
      contenders: [
        {
          name: 'ours',
          ...(parseSkip !== null ? { skip: parseSkip } : {}),
          run: (/** @type {string[]} */ inputs) => {
            let n = 0;
            for (let i = 0; i < inputs.length; i++) n += parse(/** @type {string} */ (inputs[i])).length;
            return n;
          },
        },
        {
          name: 'node',
          run: (/** @type {string[]} */ inputs) => {
            let n = 0;
            for (let i = 0; i < inputs.length; i++) n += new NodeUSP(inputs[i]).size;
            return n;
          },
        },
        {
          name: 'fast-querystring',
          run: (/** @type {string[]} */ inputs) => {
            let n = 0;
            for (let i = 0; i < inputs.length; i++) n += fqParse(/** @type {string} */ (inputs[i])) === null ? 0 : 1;
            return n;
          },
        },
      ],
      ratios,
      notes: ['node = new URLSearchParams(string).size (the only public urlencoded parser Node has); fast-querystring builds an object, not an ordered list'],
    }),
  );

  // Serializer inputs, built before the timing from the same strings: tuples for ours, a
  // URLSearchParams for Node, an object for fast-querystring.
  /** @param {string} s @returns {[string, string][]} */
  const tuplesOf = (s) => [...new NodeUSP(s)];
  results.push(
    compare({
      title: 'urlencoded: serialize name/value pairs',
      unit: 'query',
      units: 'queries',
      datasets,
      contenders: [
        {
          name: 'ours',
          ...(serSkip !== null ? { skip: serSkip } : {}),
          prepare: (ds) => /** @type {string[]} */ (ds.data).map(tuplesOf),
          run: (/** @type {[string, string][][]} */ lists) => {
            let n = 0;
            for (let i = 0; i < lists.length; i++) n += serialize(/** @type {[string, string][]} */ (lists[i])).length;
            return n;
          },
        },
        {
          name: 'node',
          prepare: (ds) => /** @type {string[]} */ (ds.data).map((s) => new NodeUSP(s)),
          run: (/** @type {URLSearchParams[]} */ ps) => {
            let n = 0;
            for (let i = 0; i < ps.length; i++) n += /** @type {URLSearchParams} */ (ps[i]).toString().length;
            return n;
          },
        },
        {
          name: 'fast-querystring',
          prepare: (ds) =>
            /** @type {string[]} */ (ds.data).map((s) => {
              /** @type {Record<string, string | string[]>} */
              const o = {};
              for (const [k, v] of tuplesOf(s)) {
                const prev = o[k];
                o[k] = prev === undefined ? v : Array.isArray(prev) ? [...prev, v] : [prev, v];
              }
              return o;
            }),
          run: (/** @type {Record<string, string | string[]>[]} */ objs) => {
            let n = 0;
            for (let i = 0; i < objs.length; i++) n += fqStringify(/** @type {Record<string, string | string[]>} */ (objs[i])).length;
            return n;
          },
        },
      ],
      ratios,
      notes: [
        'the pairs are the decoded pairs of each query (as URLSearchParams parses them); ours gets them as an array of [name, value] tuples',
        'fast-querystring.stringify escapes with encodeURIComponent rules (space as %20) from an object; ours and Node use the urlencoded set (space as +)',
      ],
    }),
  );
  return results;
}
