// @ts-check
// Suite 5: the URL API. (a) Setters (pathname, search, hostname, hash, and
// searchParams.set('a', …)), each followed by reading href, on URL objects built before
// the timing; every pass alternates between two values so each set is a real change.
// (b) URLSearchParams parse (new URLSearchParams(string), then .size) and stringify
// (toString() of an object built before the timing, unchanged and after a set(); and
// parse then toString(), the first serialization of a list), 10 and 100 pairs and the real
// queries, vs Node's URLSearchParams, whatwg-url's and fast-querystring.
import whatwgURL from 'whatwg-url';
import fastQuerystring from 'fast-querystring';
import { SETTERS, setterLoop } from '../loops.mjs';
import { compare, config } from '../harness.mjs';
import { urlDatasets, queryDatasets } from '../datasets.mjs';
import { loadOurs, checkContract } from '../ours.mjs';

/** @typedef {{ name: string, C: (new (s: string) => any) | null, skip: string | null }} URLClass */

/**
 * @param {URLClass[]} classes
 * @param {{ name: string, inputs: string[] }[]} sets
 */
function setters(classes, sets) {
  const live = classes.filter((c) => c.C !== null && c.skip === null);
  const limit = Math.min(config.maxInputs, 10_000);
  /** @type {import('../harness.mjs').Dataset[]} */
  const datasets = [];
  for (const [attr, vals] of SETTERS) {
    for (const { name, inputs } of sets) {
      // http(s) URLs that every live implementation parses, so all run the same inputs.
      const urls = inputs
        .filter((s) => (s.startsWith('http:') || s.startsWith('https:')) && live.every((c) => canConstruct(/** @type {any} */ (c.C), s)))
        .slice(0, limit);
      datasets.push({ name: `${attr} · ${name}`, ops: urls.length, data: { attr, vals, urls } });
    }
  }
  /** @type {import('../harness.mjs').Contender[]} */
  const contenders = classes.map((c) => {
    /** @type {Map<string, ReturnType<typeof setterLoop>>} */
    const loops = new Map(SETTERS.map(([attr]) => [attr, setterLoop(c.name, attr)]));
    return {
      name: c.name,
      ...(c.skip !== null ? { skip: c.skip } : {}),
      prepare: (ds) => {
        const d = /** @type {{ attr: string, vals: string[], urls: string[] }} */ (ds.data);
        const C = /** @type {new (s: string) => any} */ (c.C);
        return { loop: loops.get(d.attr), urls: d.urls.map((s) => new C(s)), vals: d.vals, flip: 0 };
      },
      run: (/** @type {{ loop: (u: unknown[], v: readonly string[], f: number) => number, urls: unknown[], vals: string[], flip: number }} */ st) => {
        st.flip ^= 1;
        return st.loop(st.urls, st.vals, st.flip);
      },
    };
  });
  return compare({
    title: 'url-api: URL setters, each followed by reading href',
    unit: 'set',
    datasets,
    contenders,
    ratios: [
      { label: 'ours/node', num: 'ours', den: 'node' },
      { label: 'ours/whatwg-url', num: 'ours', den: 'whatwg-url' },
    ],
    goals: [{ ratio: 'ours/node', max: 1.0, text: 'setters no slower than Node\'s URL' }],
    notes: ['values alternate every pass between a plain one and one that needs encoding: ' + SETTERS.map(([a, v]) => `${a} ${JSON.stringify(v)}`).join('; ')],
  });
}

/** @param {new (s: string) => unknown} C @param {string} s */
function canConstruct(C, s) {
  try {
    new C(s);
    return true;
  } catch {
    return false;
  }
}

export async function main() {
  // URL and URLSearchParams may land at different times: each is checked on its own.
  const urlLoad = await loadOurs('@x/url-api', ['URL']);
  const uspLoad = await loadOurs('@x/url-api', ['URLSearchParams']);
  /** @type {any} */
  const URLc = urlLoad.mod?.URL;
  /** @type {any} */
  const USPc = uspLoad.mod?.URLSearchParams;
  let urlSkip = urlLoad.why;
  let uspSkip = uspLoad.why;
  if (urlSkip === null) {
    urlSkip = checkContract('URL', () => {
      const u = new URLc('http://EXAMPLE.com/a?x=1');
      u.pathname = '/b c';
      u.searchParams.set('y', '2');
      return u.href === 'http://example.com/b%20c?x=1&y=2';
    });
  }
  if (uspSkip === null) {
    uspSkip = checkContract('URLSearchParams', () => {
      const p = new USPc('a=1&b=c+d&a=%20');
      return p.size === 3 && p.toString() === 'a=1&b=c+d&a=+' && p.getAll('a').length === 2;
    });
  }

  /** @type {URLClass[]} */
  const classes = [
    { name: 'ours', C: URLc ?? null, skip: urlSkip },
    { name: 'node', C: globalThis.URL, skip: null },
    { name: 'whatwg-url', C: whatwgURL.URL, skip: null },
  ];
  const sets = (await urlDatasets()).filter((s) => s.name === 'kasztp' || s.name === 'userbait' || s.name === 'top100');
  const results = [setters(classes, sets)];

  // URLSearchParams parse and stringify.
  const qsets = queryDatasets();
  const datasets = qsets.map(({ name, inputs }) => ({
    name,
    ops: inputs.length,
    data: inputs,
    info: { 'avg pairs': (inputs.reduce((a, s) => a + s.split('&').length, 0) / Math.max(1, inputs.length)).toFixed(1) },
  }));
  const NodeUSP = globalThis.URLSearchParams;
  const WUSP = whatwgURL.URLSearchParams;
  const fqParse = fastQuerystring.parse;
  const fqStringify = fastQuerystring.stringify;
  const uspSkipProp = uspSkip !== null ? { skip: uspSkip } : {};

  /** @type {import('../harness.mjs').Contender[]} */
  const parsers = [
    {
      name: 'ours',
      ...uspSkipProp,
      run: (/** @type {string[]} */ inputs) => {
        let n = 0;
        for (let i = 0; i < inputs.length; i++) n += new USPc(inputs[i]).size;
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
      name: 'whatwg-url',
      run: (/** @type {string[]} */ inputs) => {
        let n = 0;
        for (let i = 0; i < inputs.length; i++) n += new WUSP(inputs[i]).size;
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
  ];
  const ratios = [
    { label: 'ours/node', num: 'ours', den: 'node' },
    { label: 'ours/whatwg-url', num: 'ours', den: 'whatwg-url' },
    { label: 'ours/fast-qs', num: 'ours', den: 'fast-querystring' },
  ];
  const fqNote = 'fast-querystring builds a plain object (repeated names become arrays), not an ordered list; it does less than URLSearchParams';
  results.push(
    compare({
      title: 'url-api: new URLSearchParams(string), then .size',
      unit: 'query',
      units: 'queries',
      datasets,
      contenders: parsers,
      ratios,
      goals: [{ ratio: 'ours/node', max: 0.8, text: 'URLSearchParams parse at most 0.8× Node' }],
      notes: [fqNote],
    }),
  );

  /** @param {new (s: string) => { toString(): string }} C */
  const build = (C) => (/** @type {import('../harness.mjs').Dataset} */ ds) => /** @type {string[]} */ (ds.data).map((s) => new C(s));
  /** @type {import('../harness.mjs').Contender[]} */
  const stringifiers = [
    {
      name: 'ours',
      ...uspSkipProp,
      prepare: (ds) => build(USPc)(ds),
      run: (/** @type {{ toString(): string }[]} */ ps) => {
        let n = 0;
        for (let i = 0; i < ps.length; i++) n += /** @type {{ toString(): string }} */ (ps[i]).toString().length;
        return n;
      },
    },
    {
      name: 'node',
      prepare: build(NodeUSP),
      run: (/** @type {URLSearchParams[]} */ ps) => {
        let n = 0;
        for (let i = 0; i < ps.length; i++) n += /** @type {URLSearchParams} */ (ps[i]).toString().length;
        return n;
      },
    },
    {
      name: 'whatwg-url',
      prepare: build(WUSP),
      run: (/** @type {URLSearchParams[]} */ ps) => {
        let n = 0;
        for (let i = 0; i < ps.length; i++) n += /** @type {URLSearchParams} */ (ps[i]).toString().length;
        return n;
      },
    },
    {
      name: 'fast-querystring',
      prepare: (ds) => /** @type {string[]} */ (ds.data).map((s) => fqParse(s)),
      run: (/** @type {Record<string, unknown>[]} */ objs) => {
        let n = 0;
        for (let i = 0; i < objs.length; i++) n += fqStringify(/** @type {Record<string, unknown>} */ (objs[i])).length;
        return n;
      },
    },
  ];
  results.push(
    compare({
      title: 'url-api: URLSearchParams#toString() of an unchanged object',
      unit: 'query',
      units: 'queries',
      datasets,
      contenders: stringifiers,
      ratios,
      notes: [
        'toString() runs on objects built before the timing and never changed: an implementation that kept its serialization until the list changed would show a field read here, so the goal is on the set() then toString() table',
        'ours keeps no serialization but, from a list\'s second one on, each tuple\'s encoded "name=value": here it joins them and encodes nothing; the first serialization of a list is the parse-then-toString table',
        'fast-querystring.stringify encodes with encodeURIComponent rules (space as %20), not the application/x-www-form-urlencoded set',
      ],
    }),
  );

  // The serializer itself: each op changes the list (set() of a marker pair, added on the
  // first pass, then replaced in place with a value that alternates every pass), then
  // serializes. Every contender does the same set; nothing can be reused from the last call.
  const MARK = 'bench-mark';
  /** @type {import('../harness.mjs').Contender[]} */
  const changedStringifiers = stringifiers.map((c) => {
    if (c.name === 'fast-querystring') {
      return {
        ...c,
        run: (/** @type {{ objs: Record<string, unknown>[], flip: number }} */ st) => {
          st.flip ^= 1;
          const v = st.flip === 1 ? 'a b' : 'c';
          let n = 0;
          for (let i = 0; i < st.objs.length; i++) {
            const o = /** @type {Record<string, unknown>} */ (st.objs[i]);
            o[MARK] = v;
            n += fqStringify(o).length;
          }
          return n;
        },
        prepare: (/** @type {import('../harness.mjs').Dataset} */ ds) => ({ objs: /** @type {any} */ (c.prepare)(ds), flip: 0 }),
      };
    }
    return {
      ...c,
      prepare: (/** @type {import('../harness.mjs').Dataset} */ ds) => ({ ps: /** @type {any} */ (c.prepare)(ds), flip: 0 }),
      run: /** @type {(st: any) => number} */ (
        new Function(
        'st',
        `// set-then-toString loop: ${c.name}
st.flip ^= 1;
const v = st.flip === 1 ? 'a b' : 'c';
const ps = st.ps;
let n = 0;
for (let i = 0; i < ps.length; i++) {
  const p = ps[i];
  p.set(${JSON.stringify(MARK)}, v);
  n += p.toString().length;
}
return n;`,
      )
      ),
    };
  });
  results.push(
    compare({
      title: 'url-api: URLSearchParams set() then toString()',
      unit: 'query',
      units: 'queries',
      datasets,
      contenders: changedStringifiers,
      ratios,
      goals: [{ ratio: 'ours/node', max: 0.8, text: 'URLSearchParams stringify at most 0.8× Node' }],
      notes: [
        `each op sets a marker pair (${JSON.stringify(MARK)}, alternating "a b" and "c") and serializes: the list changed, so no kept serialization of the whole list applies`,
        'ours encodes only the marker tuple and joins the other tuples\' encodings, kept from the last serialization (as the update steps of a URL\'s searchParams run it after every change); Node encodes every tuple every time',
        'fast-querystring: the same marker property is assigned on its plain object before stringify',
      ],
    }),
  );

  // The first serialization of a list: parse and toString() both timed, so nothing can be
  // kept from an earlier call (the parse alone is the first table).
  /**
   * One loop per contender, compiled from its own source text (own type feedback).
   * @param {string} name @param {unknown} C @returns {(inputs: string[]) => number}
   */
  const roundTrip = (name, C) =>
    /** @type {any} */ (
      new Function(
        'C',
        `// parse-then-toString loop: ${name}
return (inputs) => {
  let n = 0;
  for (let i = 0; i < inputs.length; i++) n += new C(inputs[i]).toString().length;
  return n;
};`,
      )(C)
    );
  /** @type {import('../harness.mjs').Contender[]} */
  const roundTrips = [
    { name: 'ours', ...uspSkipProp, run: roundTrip('ours', USPc) },
    { name: 'node', run: roundTrip('node', NodeUSP) },
    { name: 'whatwg-url', run: roundTrip('whatwg-url', WUSP) },
  ];
  results.push(
    compare({
      title: 'url-api: new URLSearchParams(string).toString(), the first serialization of a list',
      unit: 'query',
      units: 'queries',
      datasets,
      contenders: roundTrips,
      ratios: ratios.slice(0, 2),
      notes: ['parse and serialize, both timed: no contender has anything from an earlier call; ours and Node\'s serializers run the same algorithm here (one scan per name and value)'],
    }),
  );
  return results;
}
