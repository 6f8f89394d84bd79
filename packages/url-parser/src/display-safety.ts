// Code points a rendered URL keeps encoded (url.bs #url-rendering-i18n: decode for
// readability "unless that renders those sequences invisible"; spoofing risks such as
// U+1F512 may stay encoded too).

/** Code points kept percent-encoded: controls, bidi controls, invisible or spoof-prone ones. */
export function isUnsafeCodePointForDisplay(cp: number): boolean {
  return (
    cp < 0xa0 || // C0, C1 and ASCII (kept encoded so the structure stays readable)
    cp === 0xad || cp === 0x34f || cp === 0x61c || cp === 0x115f || cp === 0x1160 ||
    (cp >= 0x17b4 && cp <= 0x17b5) || (cp >= 0x180b && cp <= 0x180f) ||
    (cp >= 0x2000 && cp <= 0x200f) || // spaces of various widths, ZWSP, ZWNJ, ZWJ, LRM, RLM
    (cp >= 0x2028 && cp <= 0x202f) || (cp >= 0x205f && cp <= 0x206f) ||
    cp === 0x3000 || cp === 0x3164 || (cp >= 0xfe00 && cp <= 0xfe0f) || cp === 0xfeff || cp === 0xffa0 ||
    (cp >= 0xfff0 && cp <= 0xfffd) || (cp >= 0xe0000 && cp <= 0xe0fff) ||
    cp === 0x1f512 || cp === 0x1f513 // 🔒 🔓 look like a security indicator
  );
}

