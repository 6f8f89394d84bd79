// The authority state reads the first LOOPED (64) code units of an authority one at a time
// and finishes a longer one by native searches (states/authority.ts). Authorities built so
// that their "@", ":", "[" and terminators fall on either side of that boundary, in the
// userinfo or in the host, each compared with whatwg-url 17.3; and the invalid-credentials
// errors, one at each "@" of the authority, compared with where the test put them.
import { describe, expect, test } from 'vitest';
import * as whatwg from 'whatwg-url';
import { parseURL, parseWithValidationErrors } from '../src/index';

/** whatwg-url's href for `input`, or null on failure. */
function expected(input: string): string | null {
  const url = whatwg.parseURL(input);
  return url === null ? null : whatwg.serializeURL(url);
}

const pads = [0, 20, 50, 56, 58, 59, 60, 61, 62, 63, 64, 65, 66, 70, 200];
const userinfos = ['', 'u@', 'u:p@', 'a@b@', 'u:p:q@', ':@', '[:]@', 'u@:@', '@'];
const hosts = ['h', 'h:8080', 'h:', '[::1]', '[::1]:81', '[::1', 'a:b:c', '', '%41', 'é', 'h]:1', '[a]b:1'];
const tails = ['', '/p', '?q', '#f', '\\p', '/@:['];

/** Every authority: a userinfo and a host, with a run of "x" at the start of either. */
function* authorities(): Generator<string> {
  for (const k of pads) {
    const pad = 'x'.repeat(k);
    for (const userinfo of userinfos) {
      for (const host of hosts) {
        yield `${userinfo}${pad}${host}`;
        if (userinfo !== '') yield `${pad}${userinfo}${host}`;
      }
    }
  }
}

/** Where the "@"s of `authority` are in `input`, which has it at `at`. */
function atSigns(authority: string, at: number): number[] {
  const positions: number[] = [];
  for (let i = 0; i < authority.length; i++) if (authority[i] === '@') positions.push(at + i);
  return positions;
}

describe('authority state: short and long authorities', () => {
  for (const scheme of ['http', 'foo']) {
    test(`${scheme}: href as whatwg-url, an invalid-credentials error at each "@"`, () => {
      let n = 0;
      let long = 0;
      for (const authority of authorities()) {
        for (const tail of tails) {
          const input = `${scheme}://${authority}${tail}`;
          expect(parseURL(input)?.href ?? null, input).toBe(expected(input));
          // A special URL skips the slashes after "//" (#special-authority-ignore-slashes-state):
          // with an empty authority, its tail's "/" or "\\" does not end it.
          if (authority === '') continue;
          // A backslash ends only a special URL's authority.
          const whole = scheme === 'foo' && tail.startsWith('\\') ? authority + tail : authority;
          const { errors } = parseWithValidationErrors(input);
          const credentials = errors.filter((e) => e.type === 'invalid-credentials').map((e) => e.index);
          expect(credentials, input).toEqual(atSigns(whole, scheme.length + 3));
          if (whole.length > 64) long++;
          n++;
        }
      }
      expect(n).toBeGreaterThan(10_000);
      expect(long).toBeGreaterThan(n / 4);
    });
  }

  test('a 10 MB host, userinfo and port colon past the loop', () => {
    const host = 'a'.repeat(10_000_000);
    expect(parseURL(`http://u:p@${host}:81/x`)?.href).toBe(`http://u:p@${host}:81/x`);
    expect(parseURL(`http://${host}@h:81/x`)?.href).toBe(`http://${host}@h:81/x`);
    expect(parseURL(`http://${'%41'.repeat(1_000_000)}/`)?.host).toBe('a'.repeat(1_000_000));
  });
});
