// Every host and IDNA validation error from the spec's table (url.bs "Writing"), each
// with the host portion of the table's example URL, its position and its fatal flag.
// The last test fails if a name in HOST_VALIDATION_ERROR_TYPES was never produced.
import { describe, expect, test } from 'vitest';
import { HOST_VALIDATION_ERROR_TYPES, parseHost, parseHostToString, parseIPv4, parseIPv6 } from '../src/index';
import type { HostValidationErrorType, ValidationError } from '../src/index';

const seen = new Set<HostValidationErrorType>();

function errorsOf(input: string, isOpaque = false): Array<ValidationError<HostValidationErrorType>> {
  const errors: Array<ValidationError<HostValidationErrorType>> = [];
  const host = parseHost(input, isOpaque, { onValidationError: (e) => errors.push(e) });
  // parseHostToString reports exactly the same errors.
  const errors2: Array<ValidationError<HostValidationErrorType>> = [];
  const s = parseHostToString(input, isOpaque, (e) => errors2.push(e));
  expect(errors2).toEqual(errors);
  expect(s === null).toBe(host === null);
  // A fatal error is the last one, and only when the parser fails.
  errors.forEach((e, i) => expect(e.fatal).toBe(host === null && i === errors.length - 1));
  for (const e of errors) seen.add(e.type);
  return errors;
}

const e = (type: HostValidationErrorType, index: number, end: number, fatal = false): ValidationError<HostValidationErrorType> => ({
  type,
  index,
  end,
  fatal,
});

describe('IDNA', () => {
  test('domain-to-ASCII: https://exa%23mple.org', () => {
    // Percent-decoded to "exa#mple.org": the span is the whole input.
    expect(errorsOf('exa%23mple.org')).toEqual([e('domain-percent-encoded', 3, 6), e('domain-to-ASCII', 0, 14, true)]);
  });
  test('domain-to-ASCII, not fatal when the relaxed pass succeeds', () => {
    // "-x" breaks CheckHyphens (strict pass only); the ASCII branch keeps it.
    expect(errorsOf('-x.example')).toEqual([e('domain-to-ASCII', 0, 10)]);
    expect(errorsOf('faß.-x')).toEqual([e('domain-to-ASCII', 0, 6)]);
    expect(errorsOf('xn--a.\u00DF')).toEqual([e('domain-to-ASCII', 0, 7, true)]);
  });
});

describe('host parsing', () => {
  test('domain-percent-encoded: https://exam%70le.org', () => {
    expect(errorsOf('exam%70le.org')).toEqual([e('domain-percent-encoded', 4, 7)]);
  });
  test('host-invalid-code-point: foo://exa[mple.org', () => {
    expect(errorsOf('exa[mple.org', true)).toEqual([e('host-invalid-code-point', 3, 4, true)]);
  });
  test('invalid-URL-unit (opaque-host parser): a non-URL code point and a bare "%"', () => {
    expect(errorsOf('ex{ample', true)).toEqual([e('invalid-URL-unit', 2, 3)]);
    expect(errorsOf('ex%zample', true)).toEqual([e('invalid-URL-unit', 2, 3)]);
    expect(errorsOf('a%4', true)).toEqual([e('invalid-URL-unit', 1, 2)]);
    expect(errorsOf('a%41\uFFFF', true)).toEqual([e('invalid-URL-unit', 4, 5)]);
    expect(errorsOf('a\uD83D\uDE00b', true)).toEqual([]);
  });
  // whatwg/url pull request #925 (July 2026, after the url.bs of 2 July 2026).
  test('IPv4-non-ASCII-input: https://①.②.③.④', () => {
    expect(errorsOf('①.②.③.④')).toEqual([e('IPv4-non-ASCII-input', 0, 7)]);
    expect(parseHostToString('①.②.③.④', false)).toBe('1.2.3.4');
  });
  test('IPv4-non-ASCII-input: full-width and other non-ASCII digits and dots', () => {
    // Full-width digits and full stop (U+FF10.., U+FF0E), ideographic full stop (U+3002),
    // halfwidth ideographic full stop (U+FF61), superscript and mathematical digits.
    expect(errorsOf('１９２．１６８．０．１')).toEqual([e('IPv4-non-ASCII-input', 0, 11)]);
    expect(errorsOf('192。168。0。1')).toEqual([e('IPv4-non-ASCII-input', 0, 11)]);
    expect(errorsOf('192\uFF61168.0.1')).toEqual([e('IPv4-non-ASCII-input', 0, 11)]);
    expect(errorsOf('1.2.3.\u00B9')).toEqual([e('IPv4-non-ASCII-input', 0, 7)]);
    expect(errorsOf('\u{1D7CF}.2.3.4')).toEqual([e('IPv4-non-ASCII-input', 0, 8)]);
    // The check is on the domain, after percent-decoding: "%E2%91%A0" is ①.
    expect(errorsOf('%E2%91%A0.2.3.4')).toEqual([e('domain-percent-encoded', 0, 3), e('IPv4-non-ASCII-input', 0, 15)]);
    // Reported before the IPv4 parser's own errors, and also when it then fails.
    expect(errorsOf('０x7f.1')).toEqual([e('IPv4-non-ASCII-input', 0, 6), e('IPv4-too-few-parts', 0, 6), e('IPv4-non-decimal-part', 0, 6)]);
    expect(errorsOf('1.2.3.4.５')).toEqual([e('IPv4-non-ASCII-input', 0, 9), e('IPv4-too-many-parts', 0, 9, true)]);
  });
  test('no IPv4-non-ASCII-input for an ASCII domain or one that does not end in a number', () => {
    // ASCII, also percent-encoded ASCII ("%31" is "1"): the domain is an ASCII string.
    expect(errorsOf('1.2.3.%34')).toEqual([e('domain-percent-encoded', 6, 9)]);
    expect(errorsOf('1.2.3.4')).toEqual([]);
    // Non-ASCII, but the ASCII domain does not end in a number.
    expect(errorsOf('１.２.３.ｘ')).toEqual([]);
    expect(errorsOf('é.1.x')).toEqual([]);
  });
  test('IPv4-empty-part: https://127.0.0.1./', () => {
    // tr46's VerifyDnsLength also rejects the empty last label, so the strict ToASCII pass
    // records domain-to-ASCII first (the ASCII branch keeps the domain anyway).
    expect(errorsOf('127.0.0.1.')).toEqual([e('domain-to-ASCII', 0, 10), e('IPv4-empty-part', 9, 10)]);
  });
  test('IPv4-too-few-parts: https://1.2.3/', () => {
    expect(errorsOf('1.2.3')).toEqual([e('IPv4-too-few-parts', 0, 5)]);
  });
  test('IPv4-too-many-parts: https://1.2.3.4.5/', () => {
    expect(errorsOf('1.2.3.4.5')).toEqual([e('IPv4-too-many-parts', 0, 9, true)]);
  });
  test('IPv4-non-numeric-part: https://test.42', () => {
    expect(errorsOf('test.42')).toEqual([e('IPv4-too-few-parts', 0, 7), e('IPv4-non-numeric-part', 0, 4, true)]);
  });
  test('IPv4-non-decimal-part: https://127.0.0x0.1', () => {
    expect(errorsOf('127.0.0x0.1')).toEqual([e('IPv4-non-decimal-part', 6, 9)]);
    expect(errorsOf('0177.1')).toEqual([e('IPv4-too-few-parts', 0, 6), e('IPv4-non-decimal-part', 0, 4)]);
  });
  test('IPv4-out-of-range-part: https://255.255.4000.1', () => {
    expect(errorsOf('255.255.4000.1')).toEqual([e('IPv4-out-of-range-part', 8, 12, true)]);
    // Only the last part may exceed 255, within its range: not fatal.
    expect(errorsOf('1.65535')).toEqual([e('IPv4-too-few-parts', 0, 7), e('IPv4-out-of-range-part', 2, 7)]);
    expect(errorsOf('1.16777216')).toEqual([e('IPv4-too-few-parts', 0, 10), e('IPv4-out-of-range-part', 2, 10, true)]);
  });
  test('IPv4 errors after percent-decoding or IDNA mapping span the whole input', () => {
    expect(errorsOf('1.2.%33')).toEqual([e('domain-percent-encoded', 4, 7), e('IPv4-too-few-parts', 0, 7)]);
    expect(errorsOf('１.２.３')).toEqual([e('IPv4-non-ASCII-input', 0, 5), e('IPv4-too-few-parts', 0, 5)]);
    expect(errorsOf('ＡＢ.1')).toEqual([e('IPv4-non-ASCII-input', 0, 4), e('IPv4-too-few-parts', 0, 4), e('IPv4-non-numeric-part', 0, 4, true)]);
  });
  test('IPv6-unclosed: https://[::1', () => {
    expect(errorsOf('[::1')).toEqual([e('IPv6-unclosed', 0, 4, true)]);
  });
  test('IPv6-invalid-compression: https://[:1]', () => {
    expect(errorsOf('[:1]')).toEqual([e('IPv6-invalid-compression', 1, 2, true)]);
  });
  test('IPv6-too-many-pieces: https://[1:2:3:4:5:6:7:8:9]', () => {
    expect(errorsOf('[1:2:3:4:5:6:7:8:9]')).toEqual([e('IPv6-too-many-pieces', 17, 18, true)]);
  });
  test('IPv6-multiple-compression: https://[1::1::1]', () => {
    expect(errorsOf('[1::1::1]')).toEqual([e('IPv6-multiple-compression', 5, 7, true)]);
  });
  test('IPv6-invalid-code-point: https://[1:2:3!:4] and https://[1:2:3:]', () => {
    expect(errorsOf('[1:2:3!:4]')).toEqual([e('IPv6-invalid-code-point', 6, 7, true)]);
    expect(errorsOf('[1:2:3:]')).toEqual([e('IPv6-invalid-code-point', 6, 7, true)]);
  });
  test('IPv6-too-few-pieces: https://[1:2:3]', () => {
    expect(errorsOf('[1:2:3]')).toEqual([e('IPv6-too-few-pieces', 1, 6, true)]);
  });
  test('IPv6-piece-leading-zero: https://[::01]', () => {
    expect(errorsOf('[::01]')).toEqual([e('IPv6-piece-leading-zero', 3, 5)]);
  });
  test('IPv4-in-IPv6-too-many-pieces: https://[1:1:1:1:1:1:1:127.0.0.1]', () => {
    expect(errorsOf('[1:1:1:1:1:1:1:127.0.0.1]')).toEqual([e('IPv4-in-IPv6-too-many-pieces', 15, 24, true)]);
  });
  test('IPv4-in-IPv6-invalid-code-point: the five examples', () => {
    expect(errorsOf('[ffff::.0.0.1]')).toEqual([e('IPv4-in-IPv6-invalid-code-point', 7, 8, true)]);
    expect(errorsOf('[ffff::127.0.xyz.1]')).toEqual([e('IPv4-in-IPv6-invalid-code-point', 13, 14, true)]);
    expect(errorsOf('[ffff::127.0xyz]')).toEqual([e('IPv4-in-IPv6-invalid-code-point', 12, 13, true)]);
    expect(errorsOf('[ffff::127.00.0.1]')).toEqual([e('IPv4-in-IPv6-invalid-code-point', 11, 12, true)]);
    expect(errorsOf('[ffff::127.0.0.1.2]')).toEqual([e('IPv4-in-IPv6-invalid-code-point', 16, 17, true)]);
  });
  test('IPv4-in-IPv6-out-of-range-part: https://[ffff::127.0.0.4000]', () => {
    expect(errorsOf('[ffff::127.0.0.4000]')).toEqual([e('IPv4-in-IPv6-out-of-range-part', 15, 18, true)]);
  });
  test('IPv4-in-IPv6-too-few-parts: https://[ffff::127.0.0]', () => {
    expect(errorsOf('[ffff::127.0.0]')).toEqual([e('IPv4-in-IPv6-too-few-parts', 7, 14, true)]);
  });
});

describe('direct parser entry points report positions in their own input', () => {
  test('parseIPv4 and parseIPv6', () => {
    const errors: Array<ValidationError<HostValidationErrorType>> = [];
    expect(parseIPv4('1.0x2', { onValidationError: (x) => errors.push(x) })).toBe(0x01000002);
    expect(errors).toEqual([e('IPv4-too-few-parts', 0, 5), e('IPv4-non-decimal-part', 2, 5)]);
    errors.length = 0;
    expect(parseIPv6('::01', { onValidationError: (x) => errors.push(x) })).toEqual([0, 0, 0, 0, 0, 0, 0, 1]);
    expect(errors).toEqual([e('IPv6-piece-leading-zero', 2, 4)]);
  });
  test('no error for valid hosts', () => {
    for (const input of ['example.com', 'xn--fa-hia.example', '127.0.0.1', '[::1]', '[1:2:3:4:5:6:7:8]']) {
      expect(errorsOf(input), input).toEqual([]);
    }
  });
});

test('coverage: every HOST_VALIDATION_ERROR_TYPES name was produced above', () => {
  expect(HOST_VALIDATION_ERROR_TYPES.filter((t) => !seen.has(t))).toEqual([]);
});
