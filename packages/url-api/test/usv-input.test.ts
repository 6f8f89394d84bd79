// The URL class passes string arguments to the parser without the USV conversion's scan
// (webidl.ts toParserInput): the parser must treat each lone surrogate exactly as the
// U+FFFD the conversion would have put there. Checked here on every WPT input with lone
// surrogates put at generated places (fixed seed), through the constructor, URL.parse and
// URL.canParse, with and without a base.
import { rng } from '@x/tooling/random';
import { loadUrlTestData } from '@x/wpt';
import { describe, expect, test } from 'vitest';
import { URL } from '../src/index';

const SEED = Number(process.env.X_DIFF_SEED ?? 20261124);
const LONE = ['\uD800', '\uDBFF', '\uDC00', '\uDFFF', '\uD83D', '\uDE00'];

/** `input` with one to three lone surrogates inserted (or replacing a code unit). */
function withLoneSurrogates(input: string, random: () => number): string {
  let s = input;
  const count = 1 + Math.floor(random() * 3);
  for (let k = 0; k < count; k++) {
    const at = Math.floor(random() * (s.length + 1));
    const lone = LONE[Math.floor(random() * LONE.length)] as string;
    s = random() < 0.5 ? s.slice(0, at) + lone + s.slice(at) : s.slice(0, at) + lone + s.slice(at + 1);
  }
  return s;
}

function hrefOrError(make: () => URL): string {
  try {
    return make().href;
  } catch (e) {
    const error = e as TypeError & { input: string; base?: string };
    expect(error.input.isWellFormed()).toBe(true);
    if (error.base !== undefined) expect(error.base.isWellFormed()).toBe(true);
    return `failure: ${error.input}`;
  }
}

describe('lone surrogates in string arguments act as U+FFFD', () => {
  test(`every WPT input, four variants each (seed ${SEED})`, async () => {
    const random = rng(SEED);
    const cases = await loadUrlTestData();
    let checked = 0;
    for (const c of cases) {
      for (let v = 0; v < 4; v++) {
        const input = withLoneSurrogates(c.input, random);
        const base = c.base === null ? undefined : v % 2 === 0 ? c.base : withLoneSurrogates(c.base, random);
        const usvInput = input.toWellFormed();
        const usvBase = base?.toWellFormed();
        expect(hrefOrError(() => new URL(input, base)), JSON.stringify([input, base])).toBe(hrefOrError(() => new URL(usvInput, usvBase)));
        expect(URL.parse(input, base)?.href).toBe(URL.parse(usvInput, usvBase)?.href);
        expect(URL.canParse(input, base)).toBe(URL.canParse(usvInput, usvBase));
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(3000);
  });
  test('a failing input keeps the converted string in the error', () => {
    expect(() => new URL('\uD800')).toThrow(expect.objectContaining({ input: '\uFFFD' }));
    expect(() => new URL('a', 'x\uDC00')).toThrow(expect.objectContaining({ input: 'a', base: 'x\uFFFD' }));
  });
});
