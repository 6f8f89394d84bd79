// Every code point as a one-label host, "https://" + code point + "/", through parseURL
// and through whatwg-url 17.3 (its tr46 7.0.0 is on Unicode 18.0.0, as @x/idna is): the
// two agree on every one, failure or href. A lone surrogate is given to whatwg-url as
// U+FFFD (its parseURL expects a scalar value string; ours converts it itself). One test
// per plane, so each reports on its own; whatwg-url's tr46 takes most of the time.
import { expect, test } from 'vitest';
import * as whatwg from 'whatwg-url';
import { parseURL } from '../src/index';

const accepted: number[] = [];

for (let plane = 0; plane < 17; plane++) {
  test(`plane ${plane}: every code point as a one-label host, parseURL agrees with whatwg-url 17.3`, { timeout: 600_000 }, () => {
    const disagreements: string[] = [];
    let count = 0;
    for (let cp = plane * 0x10000; cp < (plane + 1) * 0x10000; cp++) {
      const input = `https://${String.fromCodePoint(cp)}/`;
      const w = whatwg.parseURL(cp >= 0xd800 && cp <= 0xdfff ? input.toWellFormed() : input);
      const theirs = w === null ? null : whatwg.serializeURL(w);
      const ours = parseURL(input)?.href ?? null;
      if (ours !== null) count++;
      if (ours !== theirs && disagreements.push(`U+${cp.toString(16).toUpperCase()}: ours ${String(ours)}, whatwg-url ${String(theirs)}`) >= 20) break;
    }
    accepted[plane] = count;
    expect(disagreements).toEqual([]);
  });
}

test('not vacuous: the hosts accepted include Unicode 18.0.0 additions', () => {
  // The Seal block (U+3D000..U+3FC3F, plane 3) is new in Unicode 18.0.0: 11,328 code points
  // that @x/idna rejected while it was on Unicode 17.0.0.
  expect(accepted[3]).toBeGreaterThan(11_328);
  expect(accepted.reduce((a, b) => a + b, 0)).toBeGreaterThan(150_000);
  expect(parseURL('https://\u{3D000}/')).not.toBeNull();
});
