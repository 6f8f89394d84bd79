import { describe, expect, test } from 'vitest';
import { parseHost, parseIPv6, serializeHost, serializeIPv6 } from '../src/index';
import type { IPv6Address } from '../src/index';

const addr = (...p: number[]): IPv6Address => p as unknown as IPv6Address;

describe('parseIPv6 (#concept-ipv6-parser, without brackets)', () => {
  test('full and compressed forms', () => {
    expect(parseIPv6('1:2:3:4:5:6:7:8')).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(parseIPv6('::')).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    expect(parseIPv6('::1')).toEqual([0, 0, 0, 0, 0, 0, 0, 1]);
    expect(parseIPv6('1::')).toEqual([1, 0, 0, 0, 0, 0, 0, 0]);
    expect(parseIPv6('1:2::7:8')).toEqual([1, 2, 0, 0, 0, 0, 7, 8]);
    expect(parseIPv6('FFFF::aBcD')).toEqual([0xffff, 0, 0, 0, 0, 0, 0, 0xabcd]);
    expect(parseIPv6('1:2:3:4:5:6:7::')).toEqual([1, 2, 3, 4, 5, 6, 7, 0]);
    expect(parseIPv6('::2:3:4:5:6:7:8')).toEqual([0, 2, 3, 4, 5, 6, 7, 8]);
  });
  test('IPv4 suffix', () => {
    expect(parseIPv6('::ffff:192.168.0.1')).toEqual([0, 0, 0, 0, 0, 0xffff, 0xc0a8, 0x0001]);
    expect(parseIPv6('1:2:3:4:5:6:1.2.3.4')).toEqual([1, 2, 3, 4, 5, 6, 0x0102, 0x0304]);
    expect(parseIPv6('::1.2.3.4')).toEqual([0, 0, 0, 0, 0, 0, 0x0102, 0x0304]);
    expect(parseIPv6('::0.0.0.0')).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
  });
  test('leading zeros in pieces are accepted (with a validation error)', () => {
    expect(parseIPv6('0001:0:0:0:0:0:0:0001')).toEqual([1, 0, 0, 0, 0, 0, 0, 1]);
  });
  test('failures', () => {
    for (const input of ['', ':', ':1', '1:', '1:2:3', '1:2:3:4:5:6:7:8:9', '1::2::3', ':::', '12345::', '::g',
      '1:2:3:4:5:6:7:1.2.3.4', '::1.2.3', '::1.2.3.4.5', '::01.2.3.4', '::256.0.0.1', '::1.2..3', '::.1.2.3', '::1.2.3.',
      '[::1]', '::1 ', '::\u0661']) {
      expect(parseIPv6(input), input).toBeNull();
    }
  });
});

describe('serializeIPv6 (#concept-ipv6-serializer)', () => {
  test('the spec example 0:f:0:0:f:f:0:0 compresses the first run of two zeros', () => {
    expect(serializeIPv6(addr(0, 0xf, 0, 0, 0xf, 0xf, 0, 0))).toBe('0:f::f:f:0:0');
  });
  test('the longest zero run is compressed, the first on a tie, never a single zero', () => {
    expect(serializeIPv6(addr(1, 0, 0, 2, 0, 0, 0, 3))).toBe('1:0:0:2::3');
    expect(serializeIPv6(addr(1, 0, 0, 2, 0, 0, 3, 4))).toBe('1::2:0:0:3:4');
    expect(serializeIPv6(addr(1, 0, 2, 3, 4, 5, 6, 7))).toBe('1:0:2:3:4:5:6:7');
    expect(serializeIPv6(addr(0, 0, 0, 0, 0, 0, 0, 0))).toBe('::');
    expect(serializeIPv6(addr(0, 0, 0, 0, 0, 0, 0, 1))).toBe('::1');
    expect(serializeIPv6(addr(1, 0, 0, 0, 0, 0, 0, 0))).toBe('1::');
    expect(serializeIPv6(addr(0xabcd, 0xef, 0, 0, 0, 0, 0, 0xffff))).toBe('abcd:ef::ffff');
  });
  test('IPv4-mapped addresses serialize in hex, not dotted', () => {
    expect(serializeHost(parseHost('[::ffff:127.0.0.1]') ?? { kind: 'empty' })).toBe('[::ffff:7f00:1]');
  });
  test('parse ∘ serialize is the identity on a sample of addresses', () => {
    const pieces = [0, 1, 0xf, 0xff0, 0xffff];
    let n = 0;
    for (let seed = 0; seed < 3000; seed++) {
      const a: number[] = [];
      let x = seed * 2654435761;
      for (let i = 0; i < 8; i++) {
        a.push(pieces[(x >>> (i * 3)) % pieces.length] ?? 0);
        x = (x * 1103515245 + 12345) >>> 0;
      }
      const s = serializeIPv6(a as unknown as IPv6Address);
      expect(parseIPv6(s), s).toEqual(a);
      n++;
    }
    expect(n).toBe(3000);
  });
});
