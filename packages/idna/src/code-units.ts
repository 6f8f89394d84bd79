// Building strings from UTF-16 code units without per-character concatenation.

const CHUNK = 4096;

/** The string of `units[0..length)`; lone surrogates are kept as they are. */
export function stringFromCodeUnits(units: Uint16Array, length: number): string {
  if (length <= CHUNK) return String.fromCharCode.apply(null, units.subarray(0, length) as unknown as number[]);
  const parts: string[] = [];
  for (let i = 0; i < length; i += CHUNK) {
    parts.push(String.fromCharCode.apply(null, units.subarray(i, Math.min(length, i + CHUNK)) as unknown as number[]));
  }
  return parts.join('');
}

/** A scratch buffer of at least `size` code units (grown by doubling, never shrunk). */
export class CodeUnitBuffer {
  units = new Uint16Array(256);
  length = 0;
  reserve(extra: number): void {
    const needed = this.length + extra;
    if (needed <= this.units.length) return;
    let size = this.units.length * 2;
    while (size < needed) size *= 2;
    const grown = new Uint16Array(size);
    grown.set(this.units.subarray(0, this.length));
    this.units = grown;
  }
  /** Appends s[start..end). */
  appendSlice(s: string, start: number, end: number): void {
    this.reserve(end - start);
    const u = this.units;
    let n = this.length;
    for (let i = start; i < end; i++) u[n++] = s.charCodeAt(i);
    this.length = n;
  }
  appendCodePoint(cp: number): void {
    this.reserve(2);
    if (cp < 0x10000) {
      this.units[this.length++] = cp;
    } else {
      this.units[this.length++] = 0xd800 + ((cp - 0x10000) >> 10);
      this.units[this.length++] = 0xdc00 + ((cp - 0x10000) & 0x3ff);
    }
  }
  toString(): string {
    return stringFromCodeUnits(this.units, this.length);
  }
}

let scratch = new Int32Array(256);

/**
 * The code points of `s` (a lone surrogate is one code point) in a shared scratch array,
 * valid until the next call; the count is the returned array's `length`.
 */
export function codePointsOf(s: string): Int32Array {
  if (scratch.length < s.length) scratch = new Int32Array(s.length * 2);
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    let c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
      const d = s.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        c = 0x10000 + ((c - 0xd800) << 10) + (d - 0xdc00);
        i++;
      }
    }
    scratch[n++] = c;
  }
  return scratch.subarray(0, n);
}
