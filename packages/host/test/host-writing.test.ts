import { describe, expect, test } from 'vitest';
import {
  isValidDomainString,
  isValidHostString,
  isValidIPv4AddressString,
  isValidIPv6AddressString,
  isValidOpaqueHostString,
  parseIPv6,
} from '../src/index';

describe('valid host strings (#host-writing)', () => {
  test('valid IPv4-address string: four shortest decimal numbers 0–255', () => {
    for (const s of ['0.0.0.0', '127.0.0.1', '255.255.255.255', '1.22.133.4']) expect(isValidIPv4AddressString(s), s).toBe(true);
    for (const s of ['', '1.2.3', '1.2.3.4.', '01.2.3.4', '1.2.3.256', '0x1.2.3.4', '1.2.3.4.5', '1..2.3', ' 1.2.3.4', '00.1.1.1']) {
      expect(isValidIPv4AddressString(s), s).toBe(false);
    }
  });

  test('valid IPv6-address string', () => {
    const valid = ['::', '::1', '1::', '1:2:3:4:5:6:7:8', '1:2:3:4:5:6:1.2.3.4', '::1.2.3.4', '1::1.2.3.4',
      '1:2:3:4:5::1.2.3.4', '1:2:3:4:5:6:7::', '::2:3:4:5:6:7:8', 'ABCD::ef', 'ffff::'];
    const invalid = ['', ':', ':::', '1:2:3:4:5:6:7', '1:2:3:4:5:6:7:8:9', '01::', '1::1::1', '12345::', '::g', '1:2:3:4:5:6::1.2.3.4',
      '1:2:3:4:5:6:7::8', '::01.2.3.4', '1.2.3.4::', '1:2:3:4:5:6:7:1.2.3.4', '[::1]', '::1:', ':1::'];
    for (const s of valid) {
      expect(isValidIPv6AddressString(s), s).toBe(true);
      expect(parseIPv6(s), s).not.toBeNull(); // valid strings parse
    }
    for (const s of invalid) expect(isValidIPv6AddressString(s), s).toBe(false);
  });

  test('valid domain string: the strict domain parser succeeds and it does not end in a number', () => {
    for (const s of ['example.com', 'EXAMPLE.COM', 'faß.example', 'xn--fa-hia.example', 'a-b.c']) expect(isValidDomainString(s), s).toBe(true);
    for (const s of ['', '-x.com', 'a_b.com', 'exa#mple', 'example.1', 'xn--a', 'a..b', 'a'.repeat(64), 'ab--c.com']) {
      expect(isValidDomainString(s), s).toBe(false);
    }
  });

  test('valid host string: domain, IPv4, or bracketed IPv6', () => {
    for (const s of ['example.com', '127.0.0.1', '[::1]', '[1:2:3:4:5:6:7:8]']) expect(isValidHostString(s), s).toBe(true);
    for (const s of ['127.1', '[::1', '::1', '[]', 'exa mple', '0x7f.0.0.1', '[01::]']) expect(isValidHostString(s), s).toBe(false);
  });

  test('valid opaque-host string: URL units without forbidden host code points, or bracketed IPv6', () => {
    for (const s of ['EXAMPLE.COM', 'a%20b', 'fa%C3%9F', 'faß', '[::1]', "!$&'()*+,-.;=_~"]) expect(isValidOpaqueHostString(s), s).toBe(true);
    for (const s of ['', 'a b', 'a%2', 'a%zz', 'a:b', 'a/b', 'a?b', 'a@b', 'a{b', '[::1', 'a\uFDD0', 'a\uD800']) {
      expect(isValidOpaqueHostString(s), s).toBe(false);
    }
  });
});
