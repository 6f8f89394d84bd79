// https://infra.spec.whatwg.org/#ascii-hex-digit
//
// The value of each ASCII hex digit, -1 for every other byte. Indexed by a byte or by a
// code unit below 0x100, so percent-decoding reads one table entry per digit instead of
// comparing against three ranges.
import { codeUnitAt } from './code-unit';

/** Hex digit value per byte 0x00–0xFF, or -1 when the byte is not an ASCII hex digit. */
export const ASCII_HEX_VALUE: Int8Array = /* @__PURE__ */ (() => {
  const table = new Int8Array(256).fill(-1);
  for (let d = 0; d < 10; d++) table[0x30 + d] = d;
  for (let d = 0; d < 6; d++) {
    table[0x41 + d] = 10 + d; // A–F
    table[0x61 + d] = 10 + d; // a–f
  }
  return table;
})();

/**
 * The value of the percent-encoded byte at `input[index]` ("%" then two ASCII hex digits,
 * both before `end`), or -1 when there is none. The caller has checked that
 * `codeUnitAt(input, index)` is U+0025 (%).
 */
export function percentEncodedByteAt(input: string, index: number, end: number): number {
  if (index + 2 >= end) return -1;
  const hi = codeUnitAt(input, index + 1);
  const lo = codeUnitAt(input, index + 2);
  if ((hi | lo) > 0xff) return -1;
  const h = ASCII_HEX_VALUE[hi] as number;
  const l = ASCII_HEX_VALUE[lo] as number;
  return (h | l) < 0 ? -1 : (h << 4) | l;
}
