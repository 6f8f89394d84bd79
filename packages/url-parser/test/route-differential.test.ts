// The setters' route (override-splice.ts: the machine on a partial builder, its component
// spliced into href) against the machine building the whole record (the internal route
// 'machine'), on generated values: real URLs as the URL to modify, mutated real URLs and
// pieces of them as the value, every override the route covers, with and without a
// validation-error callback (the errors must agree too). Fixed seed, printed in the
// title (X_DIFF_SEED, X_DIFF_RUNS as in differential.test.ts).
import { loadUrlTestData } from '@x/wpt';
import { describe, expect, test } from 'vitest';
import { parseURL, type StateOverride, type URLRecord, type ValidationError } from '../src/index';
import { basicURLParseVia, parseIntoComponent, updateURL } from '../src/internal';
import { mutate, rng, RUNS, SEED, seeds } from './generated-inputs';
import { fields } from './helpers';

const OVERRIDES: readonly StateOverride[] = ['host', 'hostname', 'port', 'path start', 'query', 'fragment'];

/** A value a setter might get: a mutated URL, or a piece of one. */
function value(pool: readonly string[], r: () => number): string {
  const s = mutate(pool[Math.floor(r() * pool.length)] as string, r);
  if (r() < 0.5) return s;
  const from = Math.floor(r() * s.length);
  return s.slice(from, from + 1 + Math.floor(r() * 24));
}

describe(`the setters' splice route = the machine, on ${RUNS / 5} generated values (seed ${SEED})`, () => {
  test('same record and same validation errors for every override', async () => {
    const pool = await seeds(await loadUrlTestData());
    const urls = pool.map((s) => parseURL(s)).filter((u): u is URLRecord => u !== null);
    const r = rng(SEED);
    let spliced = 0;
    for (let k = 0; k < RUNS / 5; k++) {
      const url = urls[Math.floor(r() * urls.length)] as URLRecord;
      const input = value(pool, r);
      const stateOverride = OVERRIDES[Math.floor(r() * OVERRIDES.length)] as StateOverride;
      const ctx = `${url.href} ${stateOverride} ← ${JSON.stringify(input)} (seed ${SEED})`;
      const viaSplice = basicURLParseVia(input, { url, stateOverride }, 'auto');
      const viaMachine = basicURLParseVia(input, { url, stateOverride }, 'machine');
      expect(fields(viaSplice), ctx).toEqual(fields(viaMachine));
      if (viaSplice?.href !== url.href) spliced++;
      if (k % 4 === 0) {
        const a: ValidationError[] = [];
        const b: ValidationError[] = [];
        const withErrors = basicURLParseVia(input, { url, stateOverride, onValidationError: (e) => a.push(e) }, 'auto');
        basicURLParseVia(input, { url, stateOverride, onValidationError: (e) => b.push(e) }, 'machine');
        expect(fields(withErrors), ctx).toEqual(fields(viaMachine));
        expect(a, ctx).toEqual(b);
      }
      // The URL API's form: the component emptied first, then the override.
      if (stateOverride === 'query' || stateOverride === 'fragment' || (stateOverride === 'path start' && !url.hasOpaquePath)) {
        const component = stateOverride === 'path start' ? 'path' : stateOverride;
        const emptied = updateURL(url, component === 'path' ? { path: '' } : { [component]: '' });
        expect(fields(parseIntoComponent(url, input, component)), `emptied: ${ctx}`).toEqual(
          fields(basicURLParseVia(input, { url: emptied, stateOverride }, 'machine')),
        );
      }
    }
    // The values change most URLs: the route is exercised, not skipped.
    expect(spliced).toBeGreaterThan(RUNS / 10);
  });
});
