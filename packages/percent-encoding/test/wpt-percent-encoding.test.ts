// WPT url/resources/percent-encoding.json (percent-encoding.window.js): for every encoding
// column, what the URL query state produces with that document encoding, i.e. percent-encode
// after encoding with the special-query percent-encode set.
import { loadPercentEncoding, readExpectedFailures, wptSuite } from '@x/wpt';
import { expect } from 'vitest';
import { SPECIAL_QUERY_PERCENT_ENCODE_SET, percentEncodeAfterEncoding } from '../src/index';
import { getEncoder } from '../src/encodings';

const cases = await loadPercentEncoding();
const runs = cases.flatMap((c) => Object.entries(c.output).map(([label, output]) => ({ input: c.input, label, output })));

wptSuite({
  file: 'percent-encoding.json',
  via: 'percentEncodeAfterEncoding',
  cases: runs,
  name: (r) => `${JSON.stringify(r.input)} in ${r.label}`,
  expected: readExpectedFailures(new URL('./expected-failures.json', import.meta.url)),
  run: (r) => {
    expect(percentEncodeAfterEncoding(getEncoder(r.label), r.input, SPECIAL_QUERY_PERCENT_ENCODE_SET)).toBe(r.output);
  },
});
