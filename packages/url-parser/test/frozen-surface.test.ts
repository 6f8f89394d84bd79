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

test('records cannot be forged: the constructor is not public and functions check a brand', () => {
  const real = parser.parseURL('https://trusted.example/') as parser.URLRecord;
  const Ctor = parser.URLRecord as unknown as new (...args: unknown[]) => parser.URLRecord;
  // The repro of issue 11: a record whose host says one thing and whose href another.
  expect(() => new Ctor('https://evil.example/@trusted.example/', 5, 8, 8, 23, -1, 23, -1, -1, 1, 4)).toThrow(TypeError);
  const lookAlike = Object.create(parser.URLRecord.prototype) as parser.URLRecord;
  expect(parser.isURLRecord(real)).toBe(true);
  expect(parser.isURLRecord(lookAlike)).toBe(false);
  expect(parser.isURLRecord({ ...real })).toBe(false);
  expect(() => parser.serializeURL(lookAlike)).toThrow(/must be a URL record/);
  expect(() => parser.parseURL('x', { base: lookAlike })).toThrow(/must be a URL record/);
  expect(() => parser.canParseURL('x', lookAlike)).toThrow(/must be a URL record/);
});
