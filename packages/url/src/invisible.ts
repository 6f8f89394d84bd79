// Code points that show nothing (or reorder what is around them) but that a URL may hold:
// the CLI's caret lines and the viewer show them as "⟨U+200B⟩" so that an error's mark
// has something under it. Controls are not here: they get Control Pictures (U+2400 + c),
// which keep them at one column.

/**
 * Whether `cp` is invisible or a bidirectional formatting character: the soft hyphen,
 * the Arabic letter mark, the Mongolian vowel separator, the zero-width and bidi
 * marks, embeddings, overrides and isolates (U+200B..U+200F, U+202A..U+202E,
 * U+2060..U+206F), the Hangul fillers, the byte-order mark, the interlinear annotation
 * characters, and the tag characters (U+E0000..U+E007F).
 */
export function isInvisibleCodePoint(cp: number): boolean {
  if (cp < 0xad) return false;
  return (
    cp === 0xad ||
    cp === 0x034f ||
    cp === 0x061c ||
    cp === 0x115f ||
    cp === 0x1160 ||
    cp === 0x180e ||
    (cp >= 0x200b && cp <= 0x200f) ||
    (cp >= 0x202a && cp <= 0x202e) ||
    (cp >= 0x2060 && cp <= 0x206f) ||
    cp === 0x3164 ||
    cp === 0xfeff ||
    cp === 0xffa0 ||
    (cp >= 0xfff9 && cp <= 0xfffb) ||
    (cp >= 0xe0000 && cp <= 0xe007f)
  );
}

/** "⟨U+200B⟩": the name an invisible code point is shown by (at least four hex digits). */
export function codePointLabel(cp: number): string {
  return `⟨U+${cp.toString(16).toUpperCase().padStart(4, '0')}⟩`;
}

/** `text` with each invisible code point replaced by its label (unchanged when it has none). */
export function showInvisible(text: string): string {
  let out = '';
  let runStart = 0;
  for (let i = 0; i < text.length; ) {
    const cp = text.codePointAt(i) ?? 0;
    const units = cp > 0xffff ? 2 : 1;
    if (isInvisibleCodePoint(cp)) {
      out += text.slice(runStart, i) + codePointLabel(cp);
      runStart = i + units;
    }
    i += units;
  }
  return runStart === 0 ? text : out + text.slice(runStart);
}
