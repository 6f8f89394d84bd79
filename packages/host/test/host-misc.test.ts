import { describe, expect, test } from 'vitest';
import {
  hostEquals,
  hostKindOfSerialized,
  isForbiddenDomainCodePoint,
  isForbiddenHostCodePoint,
  parseHost,
  parseOpaqueHost,
  serializeHost,
} from '../src/index';
import type { Host } from '../src/index';

// url.bs #forbidden-host-code-point, written out from the spec text.
const FORBIDDEN_HOST = [0x00, 0x09, 0x0a, 0x0d, 0x20, ...'#/:<>?@[\\]^|'].map((x) => (typeof x === 'number' ? x : x.charCodeAt(0)));

describe('forbidden code points (#host-miscellaneous)', () => {
  test('forbidden host code points are exactly the listed ones', () => {
    for (let cp = 0; cp < 0x110000; cp += cp < 0x200 ? 1 : 0x101) {
      expect(isForbiddenHostCodePoint(cp), cp.toString(16)).toBe(FORBIDDEN_HOST.includes(cp));
    }
  });
  test('forbidden domain code points add C0 controls, % and DELETE', () => {
    for (let cp = 0; cp < 0x200; cp++) {
      const expected = FORBIDDEN_HOST.includes(cp) || cp <= 0x1f || cp === 0x25 || cp === 0x7f;
      expect(isForbiddenDomainCodePoint(cp), cp.toString(16)).toBe(expected);
    }
  });
});

describe('opaque hosts (#concept-opaque-host-parser)', () => {
  test('percent-encodes C0 controls and non-ASCII with UTF-8, keeps the rest', () => {
    expect(parseOpaqueHost('faß.example')).toEqual({ kind: 'opaque', value: 'fa%C3%9F.example' });
    expect(parseOpaqueHost('a\u0001b\u007f')).toEqual({ kind: 'opaque', value: 'a%01b%7F' });
    expect(parseOpaqueHost('a%zzb{}')).toEqual({ kind: 'opaque', value: 'a%zzb{}' });
    expect(parseOpaqueHost('😀')).toEqual({ kind: 'opaque', value: '%F0%9F%98%80' });
    expect(parseOpaqueHost('a\uD800')).toEqual({ kind: 'opaque', value: 'a%EF%BF%BD' });
    expect(parseOpaqueHost('')).toEqual({ kind: 'empty' });
  });
  test('forbidden host code points fail', () => {
    for (const s of ['a b', 'a#b', 'a/b', 'a:b', 'a<b', 'a>b', 'a?b', 'a@b', 'a[b', 'a\\b', 'a]b', 'a^b', 'a|b', 'a\tb', 'a\u0000b']) {
      expect(parseOpaqueHost(s), s).toBeNull();
    }
  });
  test('the opaque parser keeps the input string itself when nothing changes', () => {
    const s = ['ex', 'ample'].join('');
    const host = parseOpaqueHost(s);
    expect(host?.kind === 'opaque' && host.value).toBe(s);
  });
});

describe('hostEquals (#concept-host-equals) and serializeHost', () => {
  const hosts: Host[] = [
    { kind: 'domain', value: 'example.com' },
    { kind: 'opaque', value: 'example.com' },
    { kind: 'ipv4', value: 0x7f000001 },
    { kind: 'ipv6', value: [0, 0, 0, 0, 0, 0, 0, 1] },
    { kind: 'empty' },
  ];
  test('a host equals a parse of its serialization, and no host of another kind', () => {
    for (const [i, a] of hosts.entries()) {
      const reparsed = parseHost(serializeHost(a), a.kind === 'opaque' || a.kind === 'empty');
      expect(reparsed).not.toBeNull();
      if (reparsed !== null) expect(hostEquals(a, reparsed)).toBe(true);
      for (const [j, b] of hosts.entries()) expect(hostEquals(a, b)).toBe(i === j);
    }
    expect(hostEquals({ kind: 'ipv6', value: [0, 0, 0, 0, 0, 0, 0, 1] }, { kind: 'ipv6', value: [0, 0, 0, 0, 0, 0, 1, 0] })).toBe(false);
    expect(hostEquals({ kind: 'domain', value: 'a' }, { kind: 'domain', value: 'b' })).toBe(false);
  });
  test('serializeHost per kind', () => {
    expect(hosts.map(serializeHost)).toEqual(['example.com', 'example.com', '127.0.0.1', '[::1]', '']);
  });
});

describe('hostKindOfSerialized', () => {
  test.each([
    ['example.com', false, 'domain'],
    ['example.com.', false, 'domain'],
    ['a1', false, 'domain'],
    ['1a.b', false, 'domain'],
    ['1.2.3.4', false, 'ipv4'],
    ['[::1]', false, 'ipv6'],
    ['[::1]', true, 'ipv6'],
    ['1.2.3.4', true, 'opaque'],
    ['x', true, 'opaque'],
    ['', true, 'empty'],
    ['', false, 'empty'],
  ] as const)('%j (isOpaque %s) → %s', (s, isOpaque, kind) => {
    expect(hostKindOfSerialized(s, isOpaque)).toBe(kind);
  });
});
