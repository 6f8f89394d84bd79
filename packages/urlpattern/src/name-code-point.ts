// https://urlpattern.spec.whatwg.org/#is-a-valid-name-code-point: ECMAScript's
// IdentifierStart (ID_Start, "$", "_") and IdentifierPart (ID_Continue, "$", ZWNJ, ZWJ).
// Each test is one code point against a single character class (in the lint allowlist:
// nothing to backtrack); the Unicode version is the runtime's, as for its own identifiers.
const ID_START = /^[\p{ID_Start}$_]$/u;
const ID_PART = /^[\p{ID_Continue}$\u200C\u200D]$/u;

/** https://urlpattern.spec.whatwg.org/#is-a-valid-name-code-point */
export function isValidNameCodePoint(codePoint: number, first: boolean): boolean {
  // ASCII, the common case, without building a string.
  if (codePoint < 0x80) {
    if ((codePoint >= 0x61 && codePoint <= 0x7a) || (codePoint >= 0x41 && codePoint <= 0x5a) || codePoint === 0x24 || codePoint === 0x5f) return true;
    return !first && codePoint >= 0x30 && codePoint <= 0x39;
  }
  return (first ? ID_START : ID_PART).test(String.fromCodePoint(codePoint));
}
