// match()'s shortcuts (MatchKind: "*" matches every component string, fixed text compares
// strings) and test()'s no-result route, against the regular expressions on every
// component: the WPT patterns × the WPT URL inputs, a sample of the real URL lists and
// the WPT pattern inputs. The shortcut for "*" rests on a fact about URLs (no component
// string holds a line terminator, which "." would not match), so real URLs are the input.
import { loadURLList, loadURLPatternTestData, loadUrlTestData, URL_LISTS, type URLListName } from '@x/wpt';
import { describe, expect, it } from 'vitest';
import { toURLPatternInit } from '../src/init';
import { createURLPattern, matchURLPattern, type URLPatternRecord } from '../src/url-pattern';

const patternCases = await loadURLPatternTestData();
const patterns: URLPatternRecord[] = [];
for (const c of patternCases) {
  const [input, second, third] = c.pattern as [unknown, unknown, unknown];
  try {
    const converted = typeof input === 'string' ? input : toURLPatternInit(input, 'input');
    const base = typeof second === 'string' ? second : null;
    const options = (typeof second === 'object' && second !== null ? second : third) as { ignoreCase?: boolean } | undefined;
    patterns.push(createURLPattern(converted, base, options?.ignoreCase === true));
  } catch {
    // a pattern WPT expects to throw
  }
}

const urls: string[] = (await loadUrlTestData()).map((t) => t.input);
for (const name of Object.keys(URL_LISTS) as URLListName[]) {
  const lines = await loadURLList(name);
  for (let i = 0; i < lines.length; i += 97) urls.push(lines[i] as string);
}
/** A result as text, undefined groups included (JSON alone would drop them). */
const show = (r: unknown): string => JSON.stringify(r, (_k, v: unknown) => (v === undefined ? '<undefined>' : v));

const inits = patternCases.flatMap((c) => (c.inputs ?? []).filter((i): i is object => typeof i === 'object' && i !== null));

describe('match shortcuts ≡ regular expressions', () => {
  it(`${patterns.length} WPT patterns × ${urls.length} URL strings`, () => {
    let matched = 0;
    for (const p of patterns) {
      for (const u of urls) {
        const viaRegexp = matchURLPattern(p, u, undefined, true, 'regexp');
        const auto = show(matchURLPattern(p, u, undefined, true, 'auto'));
        if (auto !== show(viaRegexp)) expect([u, auto]).toEqual([u, show(viaRegexp)]);
        if ((matchURLPattern(p, u, undefined, false, 'auto') !== null) !== (viaRegexp !== null)) expect([u, 'test()']).toBe(false);
        if (viaRegexp !== null) matched++;
      }
    }
    expect(matched).toBeGreaterThan(10_000);
  });

  it(`${patterns.length} WPT patterns × ${inits.length} WPT dictionary inputs`, () => {
    for (const p of patterns) {
      for (const init of inits) {
        const converted = toURLPatternInit(init, 'input');
        const viaRegexp = matchURLPattern(p, converted, undefined, true, 'regexp');
        const auto = show(matchURLPattern(p, converted, undefined, true, 'auto'));
        if (auto !== show(viaRegexp)) expect([init, auto]).toEqual([init, show(viaRegexp)]);
        if ((matchURLPattern(p, converted, undefined, false, 'auto') !== null) !== (viaRegexp !== null)) expect([init, 'test()']).toBe(false);
      }
    }
  });
});
