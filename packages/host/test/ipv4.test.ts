import { describe, expect, test } from 'vitest';
import { endsInANumber, parseHost, parseIPv4, serializeIPv4 } from '../src/index';
import { endsInANumberIn } from '../src/internal';

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
  ] as const)('%j → %s', (input, result) => {
    expect(endsInANumber(input)).toBe(result);
  });
  // The range form the URL parser's recognizer calls on the host inside its input: what
  // lies outside [from, to) is never read, so it answers as the checker on the slice.
  test('endsInANumberIn(s, from, to) is endsInANumber(s.slice(from, to))', () => {
    const alphabet = '0123456789abcdefxX.gA';
    let seed = 20261127;
    const next = (n: number): number => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return (seed >>> 8) % n;
    };
    let numbers = 0;
    // Half short strings; half 60–140 code units, mostly digits, so that the last label
    // is often longer than the code units read one at a time (LOOPED, 64).
    for (let k = 0; k < 20_000; k++) {
      let s = '';
      const long = k % 2 === 1;
      for (let n = long ? 60 + next(80) : next(12); n > 0; n--) {
        s += long && next(8) !== 0 ? String.fromCharCode(0x30 + next(10)) : alphabet[next(alphabet.length)];
      }
      const from = next(s.length + 1);
      const to = from + next(s.length - from + 1);
      const expected = endsInANumber(s.slice(from, to));
      expect(endsInANumberIn(s, from, to), `${JSON.stringify(s)} [${from}, ${to})`).toBe(expected);
      if (expected) numbers++;
    }
    expect(numbers).toBeGreaterThan(1000);
    const long = '1'.repeat(100);
    expect(endsInANumberIn(`a.${long}`, 0, 102)).toBe(true);
    expect(endsInANumberIn(`0x${long}`, 0, 102)).toBe(true);
    expect(endsInANumberIn(`1${'a'.repeat(99)}`, 0, 100)).toBe(false);
    expect(endsInANumberIn(`9.${long}`, 2, 102)).toBe(true);
    expect(endsInANumberIn(`9.0x${long}`, 3, 104)).toBe(false);
    // Its range is checked, as every export's arguments are (the recognizer calls it with
    // in-range integers only).
    expect(() => endsInANumberIn('a.1', 0, 4)).toThrow(RangeError);
    expect(() => endsInANumberIn('a.1', 2, 1)).toThrow(RangeError);
    expect(() => endsInANumberIn('a.1', -1, 3)).toThrow(RangeError);
    expect(() => endsInANumberIn('a.1', '0' as unknown as number, 3)).toThrow(TypeError);
    expect(endsInANumberIn('9.x12', 3, 5)).toBe(true);
    expect(endsInANumberIn('0x12', 1, 4)).toBe(false);
    expect(endsInANumberIn('1.ab', 2, 4)).toBe(false);
  });
  test('a domain that ends in a number is IPv4 or failure, never a domain', () => {
    for (const input of ['a.1', 'a.0x', 'a.09', 'a.1.']) expect(parseHost(input)).toBeNull();
    expect(parseHost('0x.0x.0x.0x')).toEqual({ kind: 'ipv4', value: 0 });
  });
});
