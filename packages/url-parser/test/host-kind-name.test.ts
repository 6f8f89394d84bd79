// hostKindName: the host kind by name, as toSpecRecord gives it, without building the view.
import { loadUrlTestData } from '@x/wpt';
import { describe, expect, it } from 'vitest';
import { hostKindName, parseURL, toSpecRecord } from '../src/index';

describe('hostKindName', () => {
  it.each([
    ['https://example.com/', 'domain'],
    ['http://1.2.3.4/', 'ipv4'],
    ['http://0x7f.1/', 'ipv4'],
    ['http://[::1]/', 'ipv6'],
    ['foo://h/', 'opaque'],
    ['file:///x', 'empty'],
    ['foo:///x', 'empty'],
    ['mailto:a@b', null],
    ['foo:/x', null],
  ])('%s → %s', (input, kind) => {
    const url = parseURL(input);
    if (url === null) throw new Error(`${input} does not parse`);
    expect(hostKindName(url)).toBe(kind);
  });

  it('agrees with toSpecRecord on every urltestdata.json case that parses', async () => {
    let n = 0;
    for (const c of await loadUrlTestData()) {
      const base = c.base === null ? undefined : parseURL(c.base) ?? undefined;
      const url = parseURL(c.input, { base });
      if (url === null) continue;
      expect(hostKindName(url), c.input).toBe(toSpecRecord(url).hostKind);
      n++;
    }
    expect(n).toBeGreaterThan(500);
  });

  it('rejects what is not a record', () => {
    expect(() => hostKindName({} as never)).toThrow(new TypeError('hostKindName: url must be a URL record from parseURL'));
    expect(() => hostKindName(null as never)).toThrow(TypeError);
  });
});
