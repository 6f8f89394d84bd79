// Issue 11 item 1: the codes the parser reads on every parse cannot be changed from
// outside (before, `HostKind.Null = 1` emptied every later host and `SchemeType.File = 4`
// changed origins).
import { expect, test } from 'vitest';
import * as parser from '../src/index';

test('HostKind and SchemeType are frozen, and writing them changes no later parse', () => {
  const before = parser.parseURL('https://example.com/a')?.href;
  expect(Object.isFrozen(parser.HostKind)).toBe(true);
  expect(Object.isFrozen(parser.SchemeType)).toBe(true);
  expect(() => {
    (parser.HostKind as { Null: number }).Null = 1;
  }).toThrow(TypeError);
  expect(() => {
    (parser.SchemeType as { File: number }).File = 4;
  }).toThrow(TypeError);
  expect(parser.parseURL('https://example.com/a')?.href).toBe(before);
  expect(parser.parseURL('https://example.com/a')?.host).toBe('example.com');
  expect(parser.urlOrigin(parser.parseURL('file:///x') as parser.URLRecord).type).toBe('opaque');
});
