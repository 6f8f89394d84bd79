// https://url.spec.whatwg.org/#string-percent-decode, then UTF-8 decode without BOM.
//
// TEMPORARY private helper: @x/percent-encoding is adding `percentDecodeToString`; this
// file goes away when it lands.

const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8', { ignoreBOM: true });

function hex(c: number): number {
  if (c >= 0x30 && c <= 0x39) return c - 0x30;
  const l = c | 0x20;
  if (l >= 0x61 && l <= 0x66) return l - 0x61 + 10;
  return -1;
}

export function percentDecodeToString(input: string): string {
  if (input.indexOf('%') === -1 && input.isWellFormed()) return input;
  const bytes = encoder.encode(input);
  const out = new Uint8Array(bytes.length);
  let o = 0;
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i] ?? 0;
    if (b === 0x25 && i + 2 < bytes.length) {
      const h = hex(bytes[i + 1] ?? 0);
      const l = hex(bytes[i + 2] ?? 0);
      if (h >= 0 && l >= 0) {
        out[o++] = h * 16 + l;
        i += 2;
        continue;
      }
    }
    out[o++] = b;
  }
  return decoder.decode(out.subarray(0, o));
}
