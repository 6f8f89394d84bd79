// @ts-check
// One measurement of the limits suite, in its own process so that its peak memory is its
// own: node limits-child.mjs <contender> <shape> <megabytes>. Prints one JSON line:
// { ms, outcome, inputMB, outputMB, rssMB, baseMB } (rssMB: peak resident set of the whole
// process, input included; baseMB: the resident set before the input was made; outcome:
// "ok", "failure", or the error's name and message).
import { EXTREME_SHAPES, SHAPES } from './limits-shapes.mjs';

const [contender = '', shapeName = '', mbArg = '100'] = process.argv.slice(2);
const shape = [...SHAPES, ...EXTREME_SHAPES].find((s) => s.name === shapeName);
if (!shape) throw new Error(`limits-child: unknown shape ${shapeName}`);
const n = Math.round(Number(mbArg) * 1e6);

/** @type {(input: string) => string | null} what the contender produces (href, or the serialized query) */
let run;
if (shape.kind === 'url') {
  const C = contender === 'ours' ? (await import('@x/url-api')).URL : globalThis.URL;
  run = (input) => {
    try {
      return new C(input).href;
    } catch (e) {
      if (e instanceof TypeError) return null; // the parser's failure
      throw e;
    }
  };
} else if (shape.kind === 'pattern') {
  const P = contender === 'ours' ? (await import('@x/urlpattern')).URLPattern : /** @type {any} */ (globalThis).URLPattern;
  // The output: the pattern's component strings (its pathname holds the text).
  run = (input) => {
    const p = new P(input);
    return p.protocol + p.hostname + p.pathname;
  };
} else {
  const P = contender === 'ours' ? (await import('@x/url-api')).URLSearchParams : globalThis.URLSearchParams;
  run = (input) => {
    const params = new P(input);
    params.sort();
    return params.toString();
  };
}

const baseMB = process.memoryUsage().rss / 1e6;
const input = shape.make(n);
const t0 = performance.now();
/** @type {string} */
let outcome = 'ok';
let outputLength = 0;
try {
  const out = run(input);
  if (out === null) outcome = 'failure';
  else outputLength = out.length;
} catch (e) {
  const err = /** @type {Error} */ (e);
  outcome = `${err.name}: ${err.message}`.slice(0, 60);
}
const ms = performance.now() - t0;
// Strings of one-byte code units take a byte each, others two (V8's representations).
const bytesPer = (/** @type {string} */ s) => (/[^\u0000-\u00ff]/.test(s.slice(0, 64)) ? 2 : 1);
console.log(
  JSON.stringify({
    ms,
    outcome,
    inputMB: (input.length * bytesPer(input)) / 1e6,
    outputMB: outputLength / 1e6,
    rssMB: process.resourceUsage().maxRSS / 1e3,
    baseMB,
  }),
);
