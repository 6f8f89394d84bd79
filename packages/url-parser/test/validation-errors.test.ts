// Every URL-parsing validation error from the spec table's examples (url.bs #writing),
// with positions into the caller's input, plus host/IDNA errors shifted to URL offsets.
import { describe, expect, test } from 'vitest';
import {
  isValidURLString,
  parseURL,
  parseWithValidationErrors,
  URL_PARSING_VALIDATION_ERROR_TYPES,
  type ValidationError,
} from '../src/index';

function errorsOf(input: string, base?: string): ValidationError[] {
  const b = base === undefined ? undefined : parseURL(base);
  if (b === null) throw new Error(`bad base ${String(base)}`);
  return parseWithValidationErrors(input, b === undefined ? undefined : { base: b }).errors;
}

const seen = new Set<string>();
function expectError(input: string, type: string, index: number, end: number, fatal: boolean, base?: string): void {
  const errors = errorsOf(input, base);
  seen.add(type);
  expect(errors, `${input} → ${JSON.stringify(errors)}`).toContainEqual({ type, index, end, fatal });
}

describe('URL-parsing validation errors: the spec table examples', () => {
  test('invalid-URL-unit', () => {
    expectError('https://example.org/>', 'invalid-URL-unit', 20, 21, false);
    expectError(' https://example.org ', 'invalid-URL-unit', 0, 1, false);
    expectError('ht\ntps://example.org', 'invalid-URL-unit', 2, 3, false);
    expectError('https://example.org/%s', 'invalid-URL-unit', 20, 21, false);
  });
  // #url-code-points excludes surrogates and noncharacters: one error per code point, over
  // its code units (U+1FFFE is two, a lone surrogate one); U+10000 is a URL code point.
  test('invalid-URL-unit spans the code point that is not a URL code point', () => {
    const units = (input: string): [number, number][] =>
      errorsOf(input).filter((e) => e.type === 'invalid-URL-unit').map((e) => [e.index, e.end]);
    expect(units('https://h/a\uD83F\uDFFEb')).toEqual([[11, 13]]);
    expect(units('https://h/?\uD83F\uDFFF\uFDD0')).toEqual([[11, 13], [13, 14]]);
    expect(units('https://h/#\uD800')).toEqual([[11, 12]]);
    expect(units('https://h/?\uDC00\uD800#x')).toEqual([[11, 12], [12, 13]]);
    expect(units('https://h/\uD800\uDC00?\u00A0')).toEqual([]);
  });
  test('special-scheme-missing-following-solidus', () => {
    expectError('file:c:/my-secret-folder', 'special-scheme-missing-following-solidus', 5, 6, false);
    expectError('https:example.org', 'special-scheme-missing-following-solidus', 6, 7, false);
    expectError('https:foo.html', 'special-scheme-missing-following-solidus', 6, 7, false, 'https://example.org/');
  });
  test('missing-scheme-non-relative-URL', () => {
    expectError('💩', 'missing-scheme-non-relative-URL', 0, 2, true);
    expectError('💩', 'missing-scheme-non-relative-URL', 0, 2, true, 'mailto:user@example.org');
  });
  test('invalid-reverse-solidus', () => {
    expectError('https://example.org\\path\\to\\file', 'invalid-reverse-solidus', 19, 20, false);
  });
  test('invalid-credentials', () => {
    expectError('https://user@example.org', 'invalid-credentials', 12, 13, false);
    expectError('ssh://user@example.org', 'invalid-credentials', 10, 11, false);
  });
  test('host-missing', () => {
    expectError('https://#fragment', 'host-missing', 8, 9, true);
    expectError('https://:443', 'host-missing', 8, 9, true);
    expectError('https://user:pass@', 'host-missing', 18, 18, true);
  });
  test('port-out-of-range', () => {
    expectError('https://example.org:70000', 'port-out-of-range', 20, 25, true);
  });
  test('port-invalid', () => {
    expectError('https://example.org:7z', 'port-invalid', 21, 22, true);
  });
  test('file-invalid-Windows-drive-letter', () => {
    // The table's example, new URL("/c:/path/to/file", "file:///c:/"), goes through the
    // file slash state, which (in the current algorithm) reports nothing; the error comes
    // from the file state, reached by a drive letter that cannot be a scheme ("c|").
    expect(errorsOf('/c:/path/to/file', 'file:///c:/')).toEqual([]);
    expectError('c|/path/to/file', 'file-invalid-Windows-drive-letter', 0, 2, false, 'file:///c:/');
  });
  test('file-invalid-Windows-drive-letter-host', () => {
    expectError('file://c:', 'file-invalid-Windows-drive-letter-host', 7, 9, false);
  });
  test('every URL-parsing error name is produced by some example', () => {
    expect([...URL_PARSING_VALIDATION_ERROR_TYPES].filter((t) => !seen.has(t))).toEqual([]);
  });
});

describe('positions map back to the original input', () => {
  test('after leading trimming and tab/newline removal', () => {
    // "\t" at 2 and "\n" at 9 are removed before parsing; the '>' is at 21 in the original.
    const input = '  h\tttps://ex\nample.org/>';
    const errors = errorsOf(input);
    expect(errors).toContainEqual({ type: 'invalid-URL-unit', index: 0, end: 2, fatal: false });
    expect(errors).toContainEqual({ type: 'invalid-URL-unit', index: 3, end: 4, fatal: false });
    expect(errors).toContainEqual({ type: 'invalid-URL-unit', index: input.indexOf('>'), end: input.indexOf('>') + 1, fatal: false });
  });
  test('host errors are shifted to the host\'s offset in the URL', () => {
    const errors = errorsOf('https://exam%70le.org/');
    const e = errors.find((x) => x.type === 'domain-percent-encoded');
    expect(e).toBeDefined();
    expect(e?.index).toBeGreaterThanOrEqual(8);
    expect(e?.end).toBeLessThanOrEqual(8 + 'exam%70le.org'.length);
  });
  // whatwg/url pull request #925 (July 2026): the host parser's IPv4-non-ASCII-input, at
  // the host's offsets, through every entry point that reports; validity is unchanged.
  test('IPv4-non-ASCII-input: https://①.②.③.④ and non-ASCII digits and dots', () => {
    expect(errorsOf('https://①.②.③.④')).toEqual([{ type: 'IPv4-non-ASCII-input', index: 8, end: 15, fatal: false }]);
    expect(parseURL('https://①.②.③.④')?.href).toBe('https://1.2.3.4/');
    expect(errorsOf('http://１２７．０．０．１:80/')).toEqual([{ type: 'IPv4-non-ASCII-input', index: 7, end: 16, fatal: false }]);
    expect(errorsOf('https://x:y@192。168。0。1/')).toContainEqual({ type: 'IPv4-non-ASCII-input', index: 12, end: 23, fatal: false });
    expect(errorsOf('https://%E2%91%A0.2.3.4/')).toContainEqual({ type: 'IPv4-non-ASCII-input', index: 8, end: 23, fatal: false });
    expect(errorsOf('https://1.2.3.4/').length).toBe(0);
    expect(parseURL('https://①.②.③.④', { strict: true })).toBeNull();
    for (const input of ['https://①.②.③.④', 'http://１２７．０．０．１/', 'https://1.2.3.4/']) {
      expect(isValidURLString(input), input).toBe(input === 'https://1.2.3.4/');
    }
  });
  test('errors arrive in order, repeats included', () => {
    const errors = errorsOf('https://a@b@c/');
    expect(errors.filter((e) => e.type === 'invalid-credentials').map((e) => e.index)).toEqual([9, 11]);
  });
});

describe('strict mode', () => {
  test('any validation error makes parseURL return null', () => {
    expect(parseURL('https://example.org/', { strict: true })?.href).toBe('https://example.org/');
    expect(parseURL('https://example.org/ a', { strict: true })).toBeNull();
    expect(parseURL('https://example.org/ a')?.href).toBe('https://example.org/%20a');
  });
});
