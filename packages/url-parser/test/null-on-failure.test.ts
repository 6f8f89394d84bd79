// basicURLParse's nullOnFailure: a state-override parse that returns failure gives null
// (URL Pattern's canonicalization throws on it); without the option the record comes back.
import { describe, expect, it } from 'vitest';
import { basicURLParse, parseURL } from '../src/index';

const dummy = parseURL('https://dummy.invalid/');
if (dummy === null) throw new Error('dummy URL');

describe('basicURLParse nullOnFailure', () => {
  it.each([
    ['a:b', 'hostname'], // hostname state: ":" with the hostname state override
    ['a b', 'hostname'], // host parser: forbidden host code point
    ['[::1', 'hostname'],
    ['99999', 'port'], // port out of range
    ['x', 'port'], // port-invalid
  ] as const)('%j in the %s state fails', (input, stateOverride) => {
    expect(basicURLParse(input, { url: dummy, stateOverride, nullOnFailure: true })).toBeNull();
    // The setters' form: the record as modified up to the failure (here, unchanged).
    expect(basicURLParse(input, { url: dummy, stateOverride })?.href).toBe(dummy.href);
  });

  it.each([
    ['EXAMPLE.com', 'hostname', 'https://example.com/'],
    ['a/b', 'hostname', 'https://a/'],
    ['8080', 'port', 'https://dummy.invalid:8080/'],
    ['443', 'port', 'https://dummy.invalid/'],
    ['80ab', 'port', 'https://dummy.invalid:80/'],
  ] as const)('%j in the %s state succeeds', (input, stateOverride, href) => {
    expect(basicURLParse(input, { url: dummy, stateOverride, nullOnFailure: true })?.href).toBe(href);
    expect(basicURLParse(input, { url: dummy, stateOverride })?.href).toBe(href);
  });
});
