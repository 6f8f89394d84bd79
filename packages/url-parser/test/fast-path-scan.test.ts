// The host scans are loops over code-points.ts's C_DOMAIN: they must stop exactly where
// the regular expressions they replaced stop (kept here as the reference), on every start
// position of generated strings (fixed seed).
import { rng, pick } from '@x/tooling/random';
import { describe, expect, test } from 'vitest';
import { hostStop, hostStopAnyCase, opaqueHostStop } from '../src/fast-path-scan';

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
