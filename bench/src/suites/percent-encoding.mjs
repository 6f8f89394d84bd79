// @ts-check
// Suite 4: percent-encoding. utf8PercentEncodeString(s, COMPONENT_PERCENT_ENCODE_SET) vs
// encodeURIComponent(s) on pieces of the URL datasets' paths and queries, in three
// classes: plain ASCII (nothing to encode under the component set), ASCII that needs
// encoding, and non-ASCII (raw, or the UTF-8 a piece's %XX sequences decode to: what a
// user typed before it was encoded). On well-formed strings the two must give identical
// output (url.bs, note under the component percent-encode set), so this is a like-for-like
// comparison; lone surrogates are left out because encodeURIComponent throws on them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compare, config } from '../harness.mjs';
import { urlDatasets } from '../datasets.mjs';
import { loadOurs, checkContract } from '../ours.mjs';

// https://url.spec.whatwg.org/#component-percent-encode-set, as a lookup over ASCII.
const COMPONENT = new Uint8Array(128);
for (let c = 0; c < 0x20; c++) COMPONENT[c] = 1;
for (const ch of ' "#<>?`{}/:;=@[\\]^|$%&+,') COMPONENT[ch.charCodeAt(0)] = 1;
COMPONENT[0x7f] = 1;

/** @param {string} s @returns {'plain' | 'encode' | 'nonascii'} */
function classify(s) {
  let encode = false;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c > 0x7f) return 'nonascii';
    if (COMPONENT[c] === 1) encode = true;
  }
  return encode ? 'encode' : 'plain';
}

/**
 * Splits each URL's path and query into pieces (at / ? & #), plus the decoded form of
 * pieces that hold %XX sequences.
 * @param {string[]} inputs
 */
function pieces(inputs) {
  /** @type {Record<'plain' | 'encode' | 'nonascii', string[]>} */
  const out = { plain: [], encode: [], nonascii: [] };
  /** @param {string} p */
  const add = (p) => {
    if (p.length === 0 || !p.isWellFormed()) return; // encodeURIComponent throws on lone surrogates
    out[classify(p)].push(p);
  };
  for (const url of inputs) {
    const schemeEnd = url.indexOf('://');
    if (schemeEnd < 0) continue;
    const pathStart = url.indexOf('/', schemeEnd + 3);
    if (pathStart < 0) continue;
    let start = pathStart + 1;
    for (let i = start; i <= url.length; i++) {
      const c = i < url.length ? url.charCodeAt(i) : 0x2f;
      if (c === 0x2f || c === 0x3f || c === 0x26 || c === 0x23) {
        const p = url.slice(start, i);
        add(p);
        if (p.includes('%')) {
          try {
            const d = decodeURIComponent(p);
            if (d !== p) add(d);
          } catch {
            // not valid UTF-8 percent-encoding: only the raw piece counts
          }
        }
        start = i + 1;
      }
    }
  }
  return out;
}

export async function main() {
  /** @type {Record<'plain' | 'encode' | 'nonascii', string[]>} */
  const pool = { plain: [], encode: [], nonascii: [] };
  for (const { inputs } of await urlDatasets()) {
    const p = pieces(inputs);
    for (const k of /** @type {const} */ (['plain', 'encode', 'nonascii'])) for (const x of p[k]) pool[k].push(x);
  }
  // The URL lists hold little non-ASCII text; IdnaTestV2's inputs add strings in many
  // scripts (what a user types into a search box or a path).
  const { dataDir } = await import('../../../wpt/scripts/sync.mjs');
  for (const c of JSON.parse(readFileSync(join(dataDir, 'IdnaTestV2.json'), 'utf8'))) {
    if (typeof c === 'object' && typeof c.input === 'string' && c.input.isWellFormed() && classify(c.input) === 'nonascii') pool.nonascii.push(c.input);
  }
  const limit = Math.min(config.maxInputs, 50_000);
  const datasets = /** @type {const} */ (['plain', 'encode', 'nonascii']).map((k) => {
    // Every k-th piece, so each class samples all datasets rather than the first one.
    const all = pool[k];
    const step = Math.max(1, Math.floor(all.length / limit));
    const data = all.filter((_, i) => i % step === 0).slice(0, limit);
    const chars = data.reduce((a, s) => a + s.length, 0);
    return {
      name: { plain: 'plain ASCII', encode: 'ASCII needing encoding', nonascii: 'non-ASCII' }[k],
      ops: data.length,
      data,
      info: { 'avg chars': (chars / Math.max(1, data.length)).toFixed(1) },
    };
  });

  const ours = await loadOurs('@x/percent-encoding', ['utf8PercentEncodeString', 'COMPONENT_PERCENT_ENCODE_SET']);
  /** @type {(s: string, set: unknown) => string} */
  const encode = ours.mod?.utf8PercentEncodeString;
  const SET = ours.mod?.COMPONENT_PERCENT_ENCODE_SET;
  const skip = ours.why ?? checkContract('utf8PercentEncodeString', () => encode('a b/é', SET) === 'a%20b%2F%C3%A9' && encode('abc', SET) === 'abc');

  /** @type {import('../harness.mjs').Contender[]} */
  const contenders = [
    {
      name: 'ours',
      ...(skip !== null ? { skip } : {}),
      run: (/** @type {string[]} */ inputs) => {
        let n = 0;
        for (let i = 0; i < inputs.length; i++) n += encode(/** @type {string} */ (inputs[i]), SET).length;
        return n;
      },
    },
    {
      name: 'encodeURIComponent',
      run: (/** @type {string[]} */ inputs) => {
        let n = 0;
        for (let i = 0; i < inputs.length; i++) n += encodeURIComponent(/** @type {string} */ (inputs[i])).length;
        return n;
      },
    },
  ];
  const notes = [
    'pieces = path segments and query parts (split at / ? & #) of every URL dataset, plus the decoded form of pieces with %XX; non-ASCII also takes the non-ASCII IdnaTestV2.json inputs',
    'url.bs: UTF-8 percent-encode with the component set "gives identical results to JavaScript\'s encodeURIComponent()"; outputs are checked equal below',
  ];
  if (skip === null) {
    const diff = datasets.map((d) => `${d.name} ${d.data.filter((s) => encode(s, SET) !== encodeURIComponent(s)).length}`);
    notes.push(`outputs that differ from encodeURIComponent (should be 0): ${diff.join(', ')}`);
  }
  return [
    compare({
      title: 'percent-encoding: UTF-8 percent-encode with the component set',
      unit: 'string',
      datasets,
      contenders,
      ratios: [{ label: 'ours/encodeURIComponent', num: 'ours', den: 'encodeURIComponent' }],
      notes,
    }),
  ];
}
