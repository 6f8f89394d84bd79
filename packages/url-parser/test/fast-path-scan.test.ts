// The host scans are loops over code-points.ts's C_DOMAIN: they must stop exactly where
// the regular expressions they replaced stop (kept here as the reference), on every start
// position of generated strings (fixed seed).
import { rng, pick } from '@x/tooling/random';
import { describe, expect, test } from 'vitest';
import { hostStop, hostStopAnyCase, opaqueHostStop, pathRun, specialRun } from '../src/fast-path-scan';
import { schemeLengthOfType, SchemeType, specialSchemeGuess } from '../src/special-scheme';

const HOST_STOP = /[^!"$&-.0-9;=_-{}~]/g;
const HOST_STOP_ANY_CASE = /[^!"$&-.0-9;=A-Z_-{}~]/g;
// Printable ASCII but the forbidden host code points (#forbidden-host-code-point).
const OPAQUE_HOST_STOP = /[^!"$-.0-9;=A-Z_-{}~]/g;

const referenceStop = (re: RegExp, s: string, from: number): number => {
  re.lastIndex = from;
  return re.test(s) ? re.lastIndex - 1 : s.length;
};

// Every ASCII code unit, and more of the common ones.
const ASCII = Array.from({ length: 128 }, (_, c) => String.fromCharCode(c));
const UNITS = [...ASCII, '/', '/', '/', '.', '.', '%', 'a', 'a', 'b', 'A', '-', 'é', '\uD800', '€'];

describe('host scans against their regular expressions', () => {
  test('hostStop, hostStopAnyCase and opaqueHostStop on 20,000 generated strings', () => {
    const r = rng(0x5ca9);
    for (let n = 0; n < 20_000; n++) {
      const length = Math.floor(r() * 70);
      let s = '';
      for (let k = 0; k < length; k++) s += r() < 0.7 ? pick(r, ['a', 'b', '/', 'c']) : pick(r, UNITS);
      for (let from = 0; from <= s.length; from++) {
        expect(hostStop(s, from), `${JSON.stringify(s)} ${from}`).toBe(referenceStop(HOST_STOP, s, from));
        expect(hostStopAnyCase(s, from), `${JSON.stringify(s)} ${from}`).toBe(referenceStop(HOST_STOP_ANY_CASE, s, from));
        expect(opaqueHostStop(s, from), `${JSON.stringify(s)} ${from}`).toBe(referenceStop(OPAQUE_HOST_STOP, s, from));
      }
    }
  });
});

// SPECIAL_RUN reads a special scheme, "//", the host as hostStop would and the path as
// PATH_RUN would; the recognizer takes its record only when the run reaches the first
// "/" after the scheme guessed by specialSchemeGuess.
describe('specialRun against hostStop and pathRun', () => {
  const SCHEMES = ['http', 'https', 'ws', 'wss', 'ftp', 'file'];

  test('every special scheme, on 20,000 generated strings after it', () => {
    const r = rng(0x5eca);
    for (let n = 0; n < 20_000; n++) {
      const scheme = pick(r, SCHEMES);
      const length = Math.floor(r() * 40);
      let rest = '';
      for (let k = 0; k < length; k++) rest += r() < 0.7 ? pick(r, ['a', 'b', '/', '.', '1']) : pick(r, UNITS);
      const s = `${scheme}://${rest}`;
      const hostEnd = hostStop(s, scheme.length + 3);
      const expected = s.charCodeAt(hostEnd) === 0x2f ? pathRun(s, hostEnd) : hostEnd;
      expect(specialRun(s), JSON.stringify(s)).toBe(expected);
      expect(schemeLengthOfType(specialSchemeGuess(s)), JSON.stringify(s)).toBe(scheme.length);
    }
  });

  test('no run without a special scheme and "//" at the start', () => {
    for (const s of ['HTTP://a/', 'httpx://a/', 'http:/a/', 'http:\\\\a/', 'fil://a/', 'ftps://a/', 'wsx://a/', ' http://a/', 'git://a/', 'mailto:a/']) {
      expect(specialRun(s), s).toBe(0);
    }
  });

  test('specialSchemeGuess reads at most three code units', () => {
    expect(specialSchemeGuess('http:')).toBe(SchemeType.Http);
    expect(specialSchemeGuess('https')).toBe(SchemeType.Https);
    expect(specialSchemeGuess('fi')).toBe(SchemeType.File);
    expect(specialSchemeGuess('ft')).toBe(SchemeType.Ftp);
    expect(specialSchemeGuess('ws:')).toBe(SchemeType.Ws);
    expect(specialSchemeGuess('wss')).toBe(SchemeType.Wss);
    expect(specialSchemeGuess('git')).toBe(SchemeType.NotSpecial);
    expect(specialSchemeGuess('')).toBe(SchemeType.NotSpecial);
  });
});
