// Every operation runs in linear time on its worst inputs: fit the exponent of time against
// input length over geometric sizes and fail above 1.3 (quadratic behaviour would give ~2).
import { bestThunkGrowthExponent } from '@x/tooling/growth';
import { describe, expect, test } from 'vitest';
import {
  COMPONENT_PERCENT_ENCODE_SET,
  FORM_URLENCODED_PERCENT_ENCODE_SET,
  SPECIAL_QUERY_PERCENT_ENCODE_SET,
  percentDecodeBytes,
  percentDecodeString,
  percentDecodeToString,
  percentEncodeAfterEncoding,
  utf8PercentEncodeString,
  utf8DecodeWithoutBOM,
} from '../src/index';
import { decodeURI, decodeURIComponent, encodeURIComponent } from '../src/ecmascript';
import { getEncoder } from '../src/encodings';

// Sizes stay small enough for the output to fit in the young generation: beyond that,
// garbage collection alone bends the curve, even for the engine's built-ins.
const SIZES = [1 << 10, 1 << 11, 1 << 12, 1 << 13, 1 << 14];
const SMALL_SIZES = [1 << 9, 1 << 10, 1 << 11, 1 << 12, 1 << 13];

const cases: ReadonlyArray<readonly [string, (n: number) => () => unknown, readonly number[]]> = [
  ['percentDecodeToString("%" × n)', (n) => { const s = '%'.repeat(n); return () => percentDecodeToString(s); }, SIZES],
  ['percentDecodeToString("%C3" × n)', (n) => { const s = '%C3'.repeat(n); return () => percentDecodeToString(s); }, SIZES],
  ['percentDecodeToString("a%E2%80%BD" × n)', (n) => { const s = 'a%E2%80%BD'.repeat(n); return () => percentDecodeToString(s); }, SIZES],
  ['percentDecodeToString(lone surrogates)', (n) => { const s = '\uD800'.repeat(n); return () => percentDecodeToString(s); }, SIZES],
  ['percentDecodeString("é%" × n)', (n) => { const s = 'é%'.repeat(n); return () => percentDecodeString(s); }, SIZES],
  ['percentDecodeBytes("%%41" × n)', (n) => { const b = new TextEncoder().encode('%%41'.repeat(n)); return () => percentDecodeBytes(b); }, SIZES],
  ['utf8DecodeWithoutBOM(invalid bytes)', (n) => { const b = new Uint8Array(n).fill(0xf0); return () => utf8DecodeWithoutBOM(b); }, SIZES],
  ['utf8PercentEncodeString(non-ASCII)', (n) => { const s = 'é日💩'.repeat(n); return () => utf8PercentEncodeString(s, COMPONENT_PERCENT_ENCODE_SET); }, SIZES],
  ['utf8PercentEncodeString(lone surrogates, form set)', (n) => { const s = '\uDC00 '.repeat(n); return () => utf8PercentEncodeString(s, FORM_URLENCODED_PERCENT_ENCODE_SET); }, SIZES],
  ['percentEncodeAfterEncoding(windows-1252, all unencodable)', (n) => { const e = getEncoder('windows-1252'); const s = '‽'.repeat(n); return () => percentEncodeAfterEncoding(e, s, SPECIAL_QUERY_PERCENT_ENCODE_SET); }, SIZES],
  ['percentEncodeAfterEncoding(Shift_JIS, every other unencodable)', (n) => { const e = getEncoder('Shift_JIS'); const s = '日‽'.repeat(n); return () => percentEncodeAfterEncoding(e, s, FORM_URLENCODED_PERCENT_ENCODE_SET); }, SMALL_SIZES],
  ['percentEncodeAfterEncoding(ISO-2022-JP, state changes and failures)', (n) => { const e = getEncoder('ISO-2022-JP'); const s = '¥日a‽\u000E'.repeat(n); return () => percentEncodeAfterEncoding(e, s, SPECIAL_QUERY_PERCENT_ENCODE_SET); }, SMALL_SIZES],
  ['decodeURIComponent("%C3%A9" × n)', (n) => { const s = '%C3%A9'.repeat(n); return () => decodeURIComponent(s); }, SIZES],
  ['decodeURI("%2F" × n)', (n) => { const s = '%2F'.repeat(n); return () => decodeURI(s); }, SIZES],
  ['encodeURIComponent(non-ASCII)', (n) => { const s = 'é日💩'.repeat(n); return () => encodeURIComponent(s); }, SIZES],
];

describe('linear time on worst-case inputs', () => {
  for (const [name, make, sizes] of cases) {
    test(name, () => {
      // Other test files run at the same time: a noisy fit gets two more tries, which a
      // superlinear algorithm fails every time.
      const exponent = bestThunkGrowthExponent(make, sizes, { windowMs: 10 });
      expect(exponent, `fitted exponent ${exponent.toFixed(2)}`).toBeLessThan(1.3);
    });
  }
});
