// Building strings from UTF-16 code units without per-character concatenation.
import { codeUnitAt } from './code-unit';

const CHUNK = 4096;
/** Buffers keep at most this much storage between uses (see toString). */
const KEEP = 1 << 16;

/** A growable list of UTF-16 code units, turned into a string at the end. */
export class CodeUnitBuffer {
  units = new Uint16Array(64);
  length = 0;

  clear(): void {
    this.length = 0;
  }

  private grow(): void {
    const grown = new Uint16Array(this.units.length * 2);
    grown.set(this.units);
    this.units = grown;
  }

  push(unit: number): void {
    if (this.length === this.units.length) this.grow();
    this.units[this.length++] = unit;
  }

  /** Appends s[start..end). */
  appendSlice(s: string, start: number, end: number): void {
    while (this.length + (end - start) > this.units.length) this.grow();
    const u = this.units;
    let n = this.length;
    for (let i = start; i < end; i++) u[n++] = codeUnitAt(s, i);
    this.length = n;
  }

  appendCodePoint(cp: number): void {
    if (cp < 0x10000) {
      this.push(cp);
    } else {
      this.push(0xd800 + ((cp - 0x10000) >> 10));
      this.push(0xdc00 + ((cp - 0x10000) & 0x3ff));
    }
  }

  /**
   * The string of the code units (lone surrogates kept as they are). It ends a use: storage
   * past KEEP is dropped, so that a module's buffer does not hold one huge input's size
   * for the life of the process.
   */
  toString(): string {
    const u = this.units;
    const n = this.length;
    if (n > 128) {
      const parts: string[] = [];
      for (let i = 0; i < n; i += CHUNK) {
        parts.push(String.fromCharCode.apply(null, u.subarray(i, Math.min(n, i + CHUNK)) as unknown as number[]));
      }
      if (u.length > KEEP) this.units = new Uint16Array(64);
      return parts.join('');
    }
    // Short strings (domains, labels): sixteen code units per call beats apply() on a view.
    let s = '';
    let i = 0;
    for (; i + 16 <= n; i += 16) {
      s += String.fromCharCode(
        u[i] as number, u[i + 1] as number, u[i + 2] as number, u[i + 3] as number,
        u[i + 4] as number, u[i + 5] as number, u[i + 6] as number, u[i + 7] as number,
        u[i + 8] as number, u[i + 9] as number, u[i + 10] as number, u[i + 11] as number,
        u[i + 12] as number, u[i + 13] as number, u[i + 14] as number, u[i + 15] as number,
      );
    }
    for (; i < n; i++) s += String.fromCharCode(u[i] as number);
    return s;
  }
}

/** Runs of one byte at least this long become a String#repeat piece, not bytes (pushRun). */
const RUN = 1024;

/**
 * ASCII text as bytes: Punycode's output. A long one becomes a string through the native
 * UTF-8 decoder (a fifth of the time of String.fromCharCode over chunks, and a one-byte
 * string at one byte per code unit in the buffer, not two). A long run of one byte (the
 * "a" of each repeat in a label like "ééé…") is kept as a repeat piece: the text of a
 * 100 MB label of one code point then takes its own size once, not again as bytes.
 */
export class AsciiBuffer {
  bytes = new Uint8Array(64);
  length = 0;
  /** The text before `bytes`: the earlier bytes and runs, as strings ("" for none). */
  private pieces = '';

  clear(): void {
    this.length = 0;
    this.pieces = '';
  }

  /** The length of the text so far. */
  get textLength(): number {
    return this.pieces.length + this.length;
  }

  /** Makes room for `n` more bytes (doubling, so that appends stay amortized O(1)). */
  reserve(n: number): void {
    const needed = this.length + n;
    if (needed <= this.bytes.length) return;
    const grown = new Uint8Array(Math.max(needed, this.bytes.length * 2));
    grown.set(this.bytes.subarray(0, this.length));
    this.bytes = grown;
  }

  push(byte: number): void {
    if (this.length === this.bytes.length) this.reserve(1);
    this.bytes[this.length++] = byte;
  }

  /** Appends `count` copies of `byte`. */
  pushRun(byte: number, count: number): void {
    if (count < RUN) {
      this.reserve(count);
      this.bytes.fill(byte, this.length, this.length + count);
      this.length += count;
      return;
    }
    // A rope of the bytes so far and the repeat (itself a rope of doublings): flattened
    // once, by whoever reads the final text.
    this.pieces = this.pieces + this.bytesToString() + String.fromCharCode(byte).repeat(count);
  }

  /** The text; ends a use, as CodeUnitBuffer's toString does. */
  toString(): string {
    const text = this.pieces + this.bytesToString();
    this.pieces = '';
    return text;
  }

  /** The text of `bytes`, which it empties (dropping storage past KEEP). */
  private bytesToString(): string {
    const b = this.bytes;
    const n = this.length;
    this.length = 0;
    if (n > 128) {
      utf8Decoder ??= new TextDecoder();
      const text = utf8Decoder.decode(b.subarray(0, n));
      if (b.length > KEEP) this.bytes = new Uint8Array(64);
      return text;
    }
    let s = '';
    for (let i = 0; i < n; i++) s += String.fromCharCode(b[i] as number);
    return s;
  }
}

let utf8Decoder: TextDecoder | undefined;

let scratch = /* @__PURE__ */ new Int32Array(256);

/**
 * The code points of s[start..end) (a lone surrogate is one code point) in a shared
 * scratch array, valid until the next call; the count is the returned array's length.
 */
export function codePointsOf(s: string, start: number, end: number): Int32Array {
  if (scratch.length < end - start) scratch = new Int32Array((end - start) * 2);
  let n = 0;
  for (let i = start; i < end; i++) {
    let c = codeUnitAt(s, i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < end) {
      const d = codeUnitAt(s, i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        c = 0x10000 + ((c - 0xd800) << 10) + (d - 0xdc00);
        i++;
      }
    }
    scratch[n++] = c;
  }
  return scratch.subarray(0, n);
}

/**
 * ToASCII's output for a domain of many labels: ASCII text written into a byte buffer that
 * becomes a string every 32 KB, so n labels cost their bytes once, with no string (or rope
 * node, or array slot) per label to collect. A code unit past ASCII (never in ToASCII's
 * output, but cheap to keep right) ends the bytes and goes on as a string.
 */
export class AsciiText {
  readonly buffer = new AsciiBuffer();
  private text = '';

  // One instance for the life of the class, as PositionCounter holds one: ToASCII makes an
  // AsciiText per long domain and drops it, and a major collection that finds none alive
  // frees the hidden class and deoptimizes every function that embeds it.
  // eslint-disable-next-line no-unused-private-class-members -- held, never read
  static #shapeAnchor: AsciiText | null = null;

  static {
    AsciiText.#shapeAnchor ??= new AsciiText();
  }

  /** Appends s[start..end). */
  appendSlice(s: string, start: number, end: number): void {
    const b = this.buffer;
    b.reserve(end - start);
    for (let i = start; i < end; i++) {
      const c = codeUnitAt(s, i);
      if (c >= 0x80) {
        this.text = this.text + b.toString() + s.slice(i, end);
        return;
      }
      b.bytes[b.length++] = c;
    }
    this.flushIfFull();
  }

  /** The length of the text so far. */
  get length(): number {
    return this.text.length + this.buffer.textLength;
  }

  /** Call after writing into `buffer` directly. */
  flushIfFull(): void {
    if (this.buffer.length >= 0x8000) this.text += this.buffer.toString();
  }

  toString(): string {
    return this.text + this.buffer.toString();
  }
}
