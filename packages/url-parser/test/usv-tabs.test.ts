// The input is a scalar value string to the spec: a lone surrogate is U+FFFD before the
// basic URL parser removes tabs and newlines, so removing a tab never joins two halves
// into one code point. Found by pnpm fuzz (seed 318532688); these are its minimal inputs.
import { describe, expect, test } from 'vitest';
import { basicURLParse, parseURL } from '../src/index';
import { parseIntoComponent } from '../src/internal';

const FFFD = '%EF%BF%BD';

describe('lone surrogates around a tab or newline stay two U+FFFD', () => {
  test('in a path, against a base and without', () => {
    const base = parseURL('sc://host/p/q');
    expect(parseURL('\ud83d\t\udca9', { base })?.href).toBe(`sc://host/p/${FFFD}${FFFD}`);
    expect(parseURL('p:\ud83d\n\ude00')?.href).toBe(`p:${FFFD}${FFFD}`);
    expect(parseURL('https://h/\ud83d\r\udca9?\ud83d\t\udca9#\ud83d\t\udca9')?.href).toBe(
      `https://h/${FFFD}${FFFD}?${FFFD}${FFFD}#${FFFD}${FFFD}`,
    );
    // Without the tab the pair is a pair.
    expect(parseURL('https://h/\ud83d\udca9')?.href).toBe('https://h/%F0%9F%92%A9');
  });
  test('through the setters route too', () => {
    const url = parseURL('https://h/p?q#f');
    if (url === null) throw new Error('parse');
    expect(parseIntoComponent(url, '\ud83d\t\udca9', 'query').query).toBe(`${FFFD}${FFFD}`);
    expect(parseIntoComponent(url, '\ud83d\t\udca9', 'fragment').fragment).toBe(`${FFFD}${FFFD}`);
    expect(parseIntoComponent(url, '\ud83d\t\udca9', 'path').path).toBe(`/${FFFD}${FFFD}`);
    expect(basicURLParse('\ud83d\t\udca9', { url, stateOverride: 'hostname' })?.host).toBe('h');
  });
});
