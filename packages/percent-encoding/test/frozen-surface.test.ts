// Issue 11 item 1: the tables the encoders read on every call are not reachable for
// writing (before, clearing the solidus bit of the userinfo set in the exported
// PERCENT_ENCODE_TABLE let `u.username = 'evil.example/'` produce a href whose host
// differs from `u.hostname`).
import { expect, test } from 'vitest';
import * as pe from '../src/index';

test('the percent-encode table is not exported; the byte table is frozen', () => {
  expect('PERCENT_ENCODE_TABLE' in pe).toBe(false);
  expect(Object.isFrozen(pe.PERCENT_ENCODED_BYTES)).toBe(true);
  expect(() => {
    (pe.PERCENT_ENCODED_BYTES as string[])[0x2f] = '/';
  }).toThrow(TypeError);
  expect(pe.utf8PercentEncodeString('a/b', pe.USERINFO_PERCENT_ENCODE_SET)).toBe('a%2Fb');
  expect(pe.isInPercentEncodeSet(0x2f, pe.USERINFO_PERCENT_ENCODE_SET)).toBe(true);
});
