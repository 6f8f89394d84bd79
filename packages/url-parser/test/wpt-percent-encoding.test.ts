// percent-encoding.json through the parser, as percent-encoding.window.js does in a
// document of each encoding: the query uses the encoding, the fragment stays UTF-8.
import { getEncoder } from '@x/percent-encoding/encodings';
import { loadPercentEncoding, readExpectedFailures, wptSuite, type PercentEncodingCase } from '@x/wpt';
import { expect } from 'vitest';
import { parseURL } from '../src/index';
import { getters } from './helpers';

const expected = readExpectedFailures(new URL('./expected-failures.json', import.meta.url));
const cases = await loadPercentEncoding();
const perEncoding: { input: string; label: string; output: string; utf8: string }[] = [];
for (const c of cases as PercentEncodingCase[]) {
  const utf8 = c.output['utf-8'] as string;
  for (const [label, output] of Object.entries(c.output)) perEncoding.push({ input: c.input, label, output, utf8 });
}

wptSuite({
  file: 'percent-encoding.json',
  via: 'parseURL query with encoding',
  cases: perEncoding,
  name: (c) => `${JSON.stringify(c.input)} in ${c.label}`,
  expected,
  run: (c) => {
    const url = parseURL(`https://doesnotmatter.invalid/?${c.input}#${c.input}`, { encoding: getEncoder(c.label) });
    expect(url).not.toBeNull();
    if (url === null) return;
    const g = getters(url);
    expect(g.search).toBe(`?${c.output}`);
    expect(g.hash).toBe(`#${c.utf8}`);
  },
});

wptSuite({
  file: 'percent-encoding.json',
  via: 'parseURL non-special and ws (always UTF-8)',
  cases: perEncoding,
  name: (c) => `${JSON.stringify(c.input)} in ${c.label}`,
  expected,
  run: (c) => {
    for (const prefix of ['sc://doesnotmatter.invalid/', 'wss://doesnotmatter.invalid/']) {
      const url = parseURL(`${prefix}?${c.input}#${c.input}`, { encoding: getEncoder(c.label) });
      const utf8 = parseURL(`${prefix}?${c.input}#${c.input}`);
      expect(url?.href).toBe(utf8?.href);
    }
  },
});
