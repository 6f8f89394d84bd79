import { describe, expect, test } from 'vitest';
import { endsInANumber, parseHost, parseIPv4, serializeIPv4 } from '../src/index';

describe('parseIPv4 (#concept-ipv4-parser)', () => {
  test('four decimal parts', () => {
    expect(parseIPv4('192.168.0.1')).toBe(0xc0a80001);
    expect(parseIPv4('0.0.0.0')).toBe(0);
    expect(parseIPv4('255.255.255.255')).toBe(0xffffffff);
  });
  test('shorthand: the last part fills the remaining bytes', () => {
    expect(parseIPv4('127.1')).toBe(0x7f000001);
    expect(parseIPv4('10.1.2')).toBe(0x0a010002);
    expect(parseIPv4('1.65535')).toBe(0x0100ffff);
    expect(parseIPv4('4294967295')).toBe(0xffffffff);
    expect(parseIPv4('0')).toBe(0);
  });
  test('hexadecimal and octal parts', () => {
    expect(parseIPv4('0x7f.0.0.1')).toBe(0x7f000001);
    expect(parseIPv4('0X7F.1')).toBe(0x7f000001);
    expect(parseIPv4('0177.0.0.01')).toBe(0x7f000001);
    expect(parseIPv4('0x')).toBe(0); // "0x" alone is the number 0
    expect(parseIPv4('0xffffffff')).toBe(0xffffffff);
    expect(parseIPv4('037777777777')).toBe(0xffffffff);
    expect(parseIPv4('00')).toBe(0);
  });
  test('a trailing dot is allowed (IPv4-empty-part is not fatal)', () => {
    expect(parseIPv4('1.2.3.4.')).toBe(0x01020304);
  });
  test('failures', () => {
    for (const input of ['', '.', '1..2', '1.2.3.4.5', '256.0.0.1', '1.2.3.256', '1.16777216', '4294967296', '0x100000000',
      '09', '08.1', '0xg', 'a.b', '1.2.3.4..', '1.2.3.-1', '1 .2', '99999999999999999999999999']) {
      expect(parseIPv4(input), input).toBeNull();
    }
  });
  test('long numbers are compared exactly enough (past 2^53)', () => {
    expect(parseIPv4(`0x${'f'.repeat(40)}`)).toBeNull();
    expect(parseIPv4(`${'0'.repeat(40)}1`)).toBe(1); // octal with many leading zeros
    expect(parseIPv4(`0x${'0'.repeat(40)}ff`)).toBe(255);
  });
});

describe('serializeIPv4 (#concept-ipv4-serializer)', () => {
  test('dotted decimal, most significant byte first', () => {
    expect(serializeIPv4(0)).toBe('0.0.0.0');
    expect(serializeIPv4(0x7f000001)).toBe('127.0.0.1');
    expect(serializeIPv4(0xffffffff)).toBe('255.255.255.255');
    expect(serializeIPv4(0x01020304)).toBe('1.2.3.4');
  });
  test('round trip on a sample of addresses', () => {
    for (let a = 0; a <= 0xffffffff; a += 0x01010101 * 3 + 7) {
      expect(parseIPv4(serializeIPv4(a))).toBe(a);
    }
  });
});

describe('endsInANumber (#ends-in-a-number-checker)', () => {
  test.each([
    ['1', true],
    ['a.1', true],
    ['a.1.', true],
    ['a.0x', true],
    ['a.0X1F', true],
    ['a.0x1g', false],
    ['1.a', false],
    ['a', false],
    ['.', false],
    ['a..', false],
    ['0x.', true],
    ['09', true], // caught later by the IPv4 parser
    ['a.1a', false],
    ['x', false],
    // Last labels longer than the 64 code units read one at a time.
    [`a.${'1'.repeat(100)}`, true],
    ['1'.repeat(100), true],
    [`a${'1'.repeat(100)}`, false],
    [`0x${'f'.repeat(100)}.`, true],
    [`1.${'a'.repeat(70)}.1`, true],
    [`1.${'a'.repeat(70)}`, false],
    [`${'1'.repeat(30)}.${'2'.repeat(63)}`, true],
    [`a.${'2'.repeat(64)}`, true],
    [`${'a'.repeat(100)}.${'2'.repeat(65)}`, true],
  ] as const)('%j → %s', (input, result) => {
    expect(endsInANumber(input)).toBe(result);
  });
  test('a domain that ends in a number is IPv4 or failure, never a domain', () => {
    for (const input of ['a.1', 'a.0x', 'a.09', 'a.1.']) expect(parseHost(input)).toBeNull();
    expect(parseHost('0x.0x.0x.0x')).toEqual({ kind: 'ipv4', value: 0 });
  });
});
