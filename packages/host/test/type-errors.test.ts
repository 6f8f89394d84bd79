import { expect, test } from 'vitest';
import * as host from '../src/index';

const bad: unknown[] = [undefined, null, 1, {}, [], Symbol('s')];

test('string parameters reject other types with a TypeError naming the function and argument', () => {
  const fns: Array<[string, (x: unknown) => unknown, string]> = [
    ['parseHost', (x) => host.parseHost(x as string), 'input'],
    ['parseHostToString', (x) => host.parseHostToString(x as string, false), 'input'],
    ['parseOpaqueHost', (x) => host.parseOpaqueHost(x as string), 'input'],
    ['parseIPv4', (x) => host.parseIPv4(x as string), 'input'],
    ['parseIPv6', (x) => host.parseIPv6(x as string), 'input'],
    ['endsInANumber', (x) => host.endsInANumber(x as string), 'input'],
    ['isValidHostString', (x) => host.isValidHostString(x as string), 's'],
    ['isValidDomainString', (x) => host.isValidDomainString(x as string), 's'],
    ['isValidIPv4AddressString', (x) => host.isValidIPv4AddressString(x as string), 's'],
    ['isValidIPv6AddressString', (x) => host.isValidIPv6AddressString(x as string), 's'],
    ['isValidOpaqueHostString', (x) => host.isValidOpaqueHostString(x as string), 's'],
    ['hostKindOfSerialized', (x) => host.hostKindOfSerialized(x as string, false), 'serialized'],
  ];
  for (const [name, fn, arg] of fns) {
    for (const value of bad) {
      expect(() => fn(value), name).toThrow(TypeError);
      expect(() => fn(value), name).toThrow(`${name}: ${arg} must be`);
    }
  }
});

test('other parameters', () => {
  expect(() => host.parseHost('a', 'yes' as unknown as boolean)).toThrow('parseHost: isOpaque must be a boolean');
  expect(() => host.parseHostToString('a', undefined as unknown as boolean)).toThrow('parseHostToString: isOpaque must be a boolean');
  expect(() => host.parseHostToString('a', false, 1 as never)).toThrow('parseHostToString: report must be a function');
  expect(() => host.parseHost('a', false, 1 as never)).toThrow('parseHost: options must be an object');
  expect(() => host.parseHost('a', false, { onValidationError: 1 } as never)).toThrow(
    'parseHost: options.onValidationError must be a function',
  );
  expect(() => host.parseIPv4('1', null as never)).toThrow('parseIPv4: options must be an object');
  expect(() => host.serializeHost(null as never)).toThrow('serializeHost: host must be a Host object');
  expect(() => host.serializeHost({ kind: 'ipv4', value: -1 })).toThrow('serializeIPv4: address must be');
  expect(() => host.serializeHost({ kind: 'bogus' } as never)).toThrow('serializeHost: host.kind must be a host kind');
  expect(() => host.serializeIPv4(2 ** 32)).toThrow('serializeIPv4: address must be');
  expect(() => host.serializeIPv4('1' as never)).toThrow(TypeError);
  expect(() => host.serializeIPv6([1, 2] as never)).toThrow('serializeIPv6: address must be an array of 8 pieces');
  expect(() => host.serializeIPv6([0, 0, 0, 0, 0, 0, 0, 0x10000] as never)).toThrow('serializeIPv6: address pieces must be');
  expect(() => host.hostEquals(null as never, { kind: 'empty' })).toThrow('hostEquals: a must be a Host object');
  expect(() => host.hostEquals({ kind: 'empty' }, 'x' as never)).toThrow('hostEquals: b must be a Host object');
  expect(() => host.isForbiddenHostCodePoint('a' as never)).toThrow('isForbiddenHostCodePoint: cp must be a number');
  expect(() => host.isForbiddenDomainCodePoint(undefined as never)).toThrow('isForbiddenDomainCodePoint: cp must be a number');
  expect(() => host.hostKindOfSerialized('a', 0 as never)).toThrow('hostKindOfSerialized: isOpaque must be a boolean');
});

test('bad strings are never errors: failure is null', () => {
  for (const s of ['\uD800', '\u0000', '[', ']', '%', '[%]', '\uFFFF', '.'.repeat(5)]) {
    expect(() => host.parseHost(s)).not.toThrow();
    expect(() => host.parseHost(s, true)).not.toThrow();
    expect(() => host.parseIPv4(s)).not.toThrow();
    expect(() => host.parseIPv6(s)).not.toThrow();
  }
});
