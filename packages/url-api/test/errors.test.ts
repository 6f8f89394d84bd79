// Our error messages (implementation-specific, so only ours): the TypeError of a failed
// parse names the fatal validation error and its position; argument errors name the
// operation the way browsers do.
import { describe, expect, test } from 'vitest';
import { URL, URLSearchParams } from '../src/index';

function thrown(fn: () => unknown): Error & Record<string, unknown> {
  try {
    fn();
  } catch (e) {
    return e as Error & Record<string, unknown>;
  }
  throw new Error('did not throw');
}

describe('failed parses', () => {
  test('new URL names the fatal validation error and where it is', () => {
    const e = thrown(() => new URL('https://example.org:70000'));
    expect(e).toBeInstanceOf(TypeError);
    expect(e.message).toBe('Invalid URL "https://example.org:70000": port-out-of-range at 20');
    expect(e.code).toBe('ERR_INVALID_URL');
    expect(e.input).toBe('https://example.org:70000');
    expect('base' in e).toBe(false);
  });

  test('a relative input without a base', () => {
    const e = thrown(() => new URL('/path'));
    expect(e.message).toBe('Invalid URL "/path": missing-scheme-non-relative-URL at 0');
  });

  test('a failing base is named as the base', () => {
    const e = thrown(() => new URL('a', 'https://exa mple.org/'));
    // The space is a forbidden domain code point, found by the domain parser (#concept-domain-to-ascii).
    expect(e.message).toBe('Invalid base URL "https://exa mple.org/": domain-to-ASCII at 8');
    expect(e.base).toBe('https://exa mple.org/');
  });

  test('an input that fails against its base mentions the base', () => {
    const e = thrown(() => new URL('https://[::1', 'https://example.org/'));
    expect(e.message).toBe('Invalid URL "https://[::1" against base "https://example.org/": IPv6-unclosed at 8');
  });

  test('the message is worked out when first read, and reads like an own data property after', () => {
    const e = thrown(() => new URL('https://example.org:70000'));
    // Printing an uncaught error reads the stack, whose first line holds the message.
    expect(String(e.stack).split('\n')[0]).toBe('TypeError: Invalid URL "https://example.org:70000": port-out-of-range at 20');
    expect(String(e)).toBe('TypeError: Invalid URL "https://example.org:70000": port-out-of-range at 20');
    expect(Object.getOwnPropertyDescriptor(e, 'message')).toEqual({
      value: 'Invalid URL "https://example.org:70000": port-out-of-range at 20',
      writable: true,
      enumerable: false,
      configurable: true,
    });
    expect(Object.keys(e)).toEqual(['code', 'input']);
    const f = thrown(() => new URL('x'));
    f.message = 'rewritten before being read';
    expect(f.message).toBe('rewritten before being read');
    expect(JSON.stringify(thrown(() => new URL('y', 'z')))).toBe('{"code":"ERR_INVALID_URL","input":"y","base":"z"}');
  });

  test('the error is a TypeError to every check a caller or WPT makes', () => {
    const e = thrown(() => new URL('http://['));
    expect(e.constructor).toBe(TypeError);
    expect(e).toBeInstanceOf(TypeError);
    expect(e.name).toBe('TypeError');
    expect(Object.prototype.toString.call(e)).toBe('[object Error]');
    expect((Error as { isError?: (v: unknown) => boolean }).isError?.(e) ?? true).toBe(true);
    // The message is not computed until read, and the stack's first line reads it then.
    expect(Object.getOwnPropertyDescriptor(e, 'message')).toBeUndefined();
    expect(String(e.stack).split('\n')[0]).toBe('TypeError: Invalid URL "http://[": IPv6-unclosed at 7');
  });

  test('the href setter throws the same kind of error and leaves the URL unchanged', () => {
    const url = new URL('https://example.org/');
    const e = thrown(() => {
      url.href = 'https://example.org:70000';
    });
    expect(e).toBeInstanceOf(TypeError);
    expect(e.message).toBe('Invalid URL "https://example.org:70000": port-out-of-range at 20');
    expect(url.href).toBe('https://example.org/');
  });

  test('the message shows the converted string (lone surrogates already replaced)', () => {
    const e = thrown(() => new URL('\uD800'));
    expect(e.message.startsWith('Invalid URL "\uFFFD"')).toBe(true);
  });
});

describe('argument errors', () => {
  test('too few arguments', () => {
    expect(thrown(() => new (URL as unknown as new () => unknown)()).message).toBe(
      "Failed to construct 'URL': 1 argument required, but only 0 present.",
    );
    expect(thrown(() => (new URLSearchParams() as unknown as { append: (a: string) => void }).append('a')).message).toBe(
      "Failed to execute 'append' on 'URLSearchParams': 2 arguments required, but only 1 present.",
    );
    expect(thrown(() => (URL as unknown as { canParse: () => boolean }).canParse()).message).toBe(
      "Failed to execute 'canParse' on 'URL': 1 argument required, but only 0 present.",
    );
  });

  test('Symbols cannot be converted', () => {
    const e = thrown(() => new URLSearchParams().get(Symbol('x') as unknown as string));
    expect(e).toBeInstanceOf(TypeError);
    expect(e.message).toBe("Failed to execute 'get' on 'URLSearchParams': a Symbol cannot be converted to a string");
  });

  test('a foreign this names the interface and member', () => {
    const get = Object.getOwnPropertyDescriptor(URL.prototype, 'pathname')?.get;
    expect(thrown(() => get?.call({})).message).toBe(
      'Illegal invocation: URL.prototype.pathname called on an object that is not a URL',
    );
  });

  test('every member on every wrong receiver: a TypeError naming the interface and member', () => {
    const receivers: unknown[] = [undefined, null, 0, 1n, 'https://a/', Symbol('x'), {}, Object.create(null), [], () => {}];
    for (const [cls, name] of [[URL, 'URL'], [URLSearchParams, 'URLSearchParams']] as const) {
      for (const key of Reflect.ownKeys(cls.prototype)) {
        if (key === 'constructor' || typeof key === 'symbol') continue;
        const d = Object.getOwnPropertyDescriptor(cls.prototype, key) as PropertyDescriptor;
        const calls = [d.get, d.set, typeof d.value === 'function' ? d.value : undefined].filter((f) => f !== undefined);
        for (const f of calls) {
          for (const receiver of receivers) {
            const e = thrown(() => (f as (...a: unknown[]) => unknown).call(receiver, 'a', 'b'));
            expect(e, `${name}.${key}`).toBeInstanceOf(TypeError);
            expect(e.message, `${name}.${key}`).toBe(`Illegal invocation: ${name}.prototype.${key} called on an object that is not a ${name}`);
          }
        }
      }
    }
  });

  test('a pair of the wrong length', () => {
    expect(thrown(() => new URLSearchParams([['a', 'b', 'c']])).message).toBe(
      "Failed to construct 'URLSearchParams': each name-value pair must have exactly 2 items, got 3",
    );
  });
});
