// Issue 46 item 4: an error about a string quotes at most about 200 code units of it (its
// start, then its length) and carries the whole string on `input`, so a 10 MB input never
// makes a 10 MB message.
import { describe, expect, test } from 'vitest';
import { URL } from '@x/url-api';
import { URLPattern } from '@x/urlpattern';
import { fileURLToPath, relativize, renderURL } from '@x/url-parser';
import { quoteInput, QUOTED_LENGTH } from '@x/url-parser/internal';

const MB10 = 10 * 1024 * 1024;
/** A message quotes at most QUOTED_LENGTH code units, plus its own words. */
const MAX_MESSAGE = QUOTED_LENGTH + 200;

/** The error `run` throws. */
function thrown(run: () => unknown): Error & { input?: unknown } {
  try {
    run();
  } catch (e) {
    return e as Error & { input?: unknown };
  }
  throw new Error('did not throw');
}

describe('quoteInput', () => {
  test('a short string is its JSON literal', () => {
    expect(quoteInput('a"b')).toBe('"a\\"b"');
    expect(quoteInput('x'.repeat(QUOTED_LENGTH))).toBe(JSON.stringify('x'.repeat(QUOTED_LENGTH)));
  });
  test('a long string is its start and its length', () => {
    expect(quoteInput('x'.repeat(QUOTED_LENGTH + 1))).toBe(`"${'x'.repeat(QUOTED_LENGTH)}…" (${QUOTED_LENGTH + 1} code units)`);
  });
  test('never half a surrogate pair', () => {
    const s = `${'x'.repeat(QUOTED_LENGTH - 1)}😀tail`;
    expect(quoteInput(s)).toBe(`"${'x'.repeat(QUOTED_LENGTH - 1)}…" (${s.length} code units)`);
  });
});

describe('10 MB inputs: a short message, the whole input on `input`', () => {
  const cases: ReadonlyArray<readonly [string, string, (s: string) => unknown]> = [
    ['new URL', `http://h:${'9'.repeat(MB10)}/`, (s) => new URL(s)],
    ['new URL, base', 'x'.repeat(MB10), (s) => new URL('a', s)],
    ['href setter', `http://h:${'9'.repeat(MB10)}/`, (s) => { new URL('http://h/').href = s; }],
    ['URLPattern string', `${'a'.repeat(MB10)}(`, (s) => new URLPattern(s, 'https://h/')],
    ['URLPattern relative string', 'a'.repeat(MB10), (s) => new URLPattern(s)],
    ['URLPattern regexp group', `/(${'['.repeat(MB10)})`, (s) => new URLPattern({ pathname: s })],
    ['URLPattern hostname', `a${' '.repeat(MB10)}`, (s) => new URLPattern({ hostname: s })],
    ['URLPattern baseURL', `${'x'.repeat(MB10)}`, (s) => new URLPattern({ baseURL: s })],
    ['fileURLToPath', `x${'y'.repeat(MB10)}`, (s) => fileURLToPath(s)],
    ['relativize', `x${'y'.repeat(MB10)}`, (s) => relativize(s, 'http://h/')],
    ['renderURL', `x${'y'.repeat(MB10)}`, (s) => renderURL(s)],
  ];
  for (const [name, input, run] of cases) {
    test(name, () => {
      const e = thrown(() => run(input));
      expect(e).toBeInstanceOf(TypeError);
      expect(e.message.length).toBeLessThan(MAX_MESSAGE);
      expect(e.message).toContain('code units)');
      // The string the error is about: the input, the base when the base failed, or the
      // component pattern the input made (URLPattern's "/" + pathname, resolved on the base).
      const about = String((e as { base?: unknown }).base === input ? input : e.input);
      expect(about.includes(input)).toBe(true);
    });
  }
});
