// Issue 11 item 4: url.bs bounds no label length (only beStrict's VerifyDnsLength does), so
// long non-ASCII labels parse, as in whatwg-url and Node's URL.
import { expect, test } from 'vitest';
import * as whatwg from 'whatwg-url';
import { parseURL } from '../src/index';

test.each([
  ['513 × é', `http://${'é'.repeat(513)}/`],
  ['two 5,000-code-point labels of distinct CJK code points', `https://${Array.from({ length: 5000 }, (_, i) => String.fromCodePoint(0x4e00 + ((i * 7919) % 20000))).join('')}.${'ü'.repeat(5000)}/p`],
  ['a label ending in 700 combining marks', `http://a${'\u0301\u0316'.repeat(350)}/`],
])('%s parses as whatwg-url parses it', (_name, input) => {
  const ours = parseURL(input);
  expect(ours).not.toBeNull();
  const theirs = whatwg.parseURL(input);
  expect(theirs).not.toBeNull();
  expect(ours?.href).toBe(whatwg.serializeURL(theirs as whatwg.WhatwgURLRecord));
});
