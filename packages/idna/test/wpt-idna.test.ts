// IdnaTestV2.json, IdnaTestV2-removed.json and toascii.json through the domain parser.
//
// WPT runs these through `new URL("https://" + input + "/x")`, so the URL's host parser
// (percent-decoding, then the domain parser, then ends-in-a-number → IPv4) sits between
// the data and the domain parser. Here they run through `domainToASCII(input, false)`
// directly: output null ⇔ failure, otherwise the ASCII domain equals output. Cases where
// the host parser's extra steps decide the outcome are listed, with the reason, in
// test/expected-failures.json (the full host-level run lives in @x/host).
import { expect } from 'vitest';
import { loadIdnaTestV2, loadIdnaTestV2Removed, loadToASCII, readExpectedFailures, wptSuite, caseName } from '@x/wpt';
import type { IdnaTestCase, ToASCIICase } from '@x/wpt';
import { domainToASCII } from '../src/index';

const expected = readExpectedFailures(new URL('./expected-failures.json', import.meta.url));

/**
 * Test-side ends-in-a-number checker (url.bs #ends-in-a-number-checker), written from
 * the spec text independently of @x/host: a toascii.json case whose domain ends in a
 * number would be handed to the IPv4 parser by the host parser, so it is not a domain
 * parser case.
 */
function endsInANumber(domain: string): boolean {
  const parts = domain.split('.');
  if (parts.length > 1 && parts[parts.length - 1] === '') parts.pop();
  const last = parts[parts.length - 1] ?? '';
  if (last === '') return false;
  let digits = true;
  for (const ch of last) if (ch < '0' || ch > '9') digits = false;
  if (digits) return true;
  if (last.length >= 2 && last[0] === '0' && (last[1] === 'x' || last[1] === 'X')) {
    for (const ch of last.slice(2)) if (!'0123456789abcdefABCDEF'.includes(ch)) return false;
    return true;
  }
  return false;
}

const run = (c: { readonly input: string; readonly output: string | null }): void => {
  expect(domainToASCII(c.input, false)).toBe(c.output);
};

const idna = (await loadIdnaTestV2()).filter((c) => c.input !== '');
const removed = (await loadIdnaTestV2Removed()).filter((c) => c.input !== '');
const toascii = (await loadToASCII()).filter((c) => !endsInANumber(c.input.toLowerCase()));

wptSuite<IdnaTestCase>({ file: 'IdnaTestV2.json', via: 'domainToASCII', cases: idna, name: (c) => caseName(c.input), expected, run });
wptSuite<IdnaTestCase>({
  file: 'IdnaTestV2-removed.json',
  via: 'domainToASCII',
  cases: removed,
  name: (c) => caseName(c.input),
  expected,
  run,
});
wptSuite<ToASCIICase>({ file: 'toascii.json', via: 'domainToASCII', cases: toascii, name: (c) => caseName(c.input), expected, run });
