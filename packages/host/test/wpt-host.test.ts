// toascii.json, IdnaTestV2.json and IdnaTestV2-removed.json through parseHost +
// serializeHost (output null ⇔ parseHost returns null).
//
// WPT runs these as `new URL("https://" + input + "/x")` and compares the URL's host, so
// the URL parser decides which part of `input` reaches the host parser. `urlHostPortion`
// does what the URL parser would: remove ASCII tab or newline, cut the authority at the
// first "/", "\", "?" or "#", drop userinfo up to the last "@", and cut the host at the
// first ":" outside brackets (the port). No case in the current data contains any of
// these (WPT's IdnaTestV2 generator excludes them), so today the portion is the whole
// input; a case where the cut would change the outcome (e.g. an invalid port making the
// URL fail while the host parses) would be listed in test/expected-failures.json.
import { expect } from 'vitest';
import { caseName, loadIdnaTestV2, loadIdnaTestV2Removed, loadToASCII, readExpectedFailures, wptSuite } from '@x/wpt';
import type { IdnaTestCase, ToASCIICase } from '@x/wpt';
import { parseHost, serializeHost } from '../src/index';

const expected = readExpectedFailures(new URL('./expected-failures.json', import.meta.url));

function urlHostPortion(input: string): string {
  let s = '';
  for (const ch of input) if (ch !== '\t' && ch !== '\n' && ch !== '\r') s += ch;
  let end = s.length;
  for (let i = 0; i < s.length; i++) {
    if ('/\\?#'.includes(s.charAt(i))) {
      end = i;
      break;
    }
  }
  let authority = s.slice(0, end);
  const at = authority.lastIndexOf('@');
  if (at !== -1) authority = authority.slice(at + 1);
  let inBrackets = false;
  for (let i = 0; i < authority.length; i++) {
    const ch = authority.charAt(i);
    if (ch === '[') inBrackets = true;
    else if (ch === ']') inBrackets = false;
    else if (ch === ':' && !inBrackets) return authority.slice(0, i);
  }
  return authority;
}

const run = (c: { readonly input: string; readonly output: string | null }): void => {
  const host = parseHost(urlHostPortion(c.input), false);
  expect(host === null ? null : serializeHost(host)).toBe(c.output);
};

const toascii = await loadToASCII();
const idna = (await loadIdnaTestV2()).filter((c) => c.input !== '');
const removed = (await loadIdnaTestV2Removed()).filter((c) => c.input !== '');

wptSuite<ToASCIICase>({ file: 'toascii.json', via: 'parseHost', cases: toascii, name: (c) => caseName(c.input), expected, run });
wptSuite<IdnaTestCase>({ file: 'IdnaTestV2.json', via: 'parseHost', cases: idna, name: (c) => caseName(c.input), expected, run });
wptSuite<IdnaTestCase>({
  file: 'IdnaTestV2-removed.json',
  via: 'parseHost',
  cases: removed,
  name: (c) => caseName(c.input),
  expected,
  run,
});
