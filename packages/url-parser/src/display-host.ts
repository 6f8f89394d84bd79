// Which labels of a domain render in Unicode (url.bs #url-rendering-i18n: render a domain
// with domain to Unicode, and "consider detecting confusable characters" [UTS39]). A label
// stays in its ASCII (Punycode) form when its Unicode form could mislead:
//   - it holds an invisible or display-unsafe code point (the list decodeForDisplay uses);
//   - it mixes right-to-left letters with left-to-right ones (bidi reordering inside a
//     label can move characters across what looks like a label boundary);
//   - it mixes scripts, other than the combinations of Han with kana, Bopomofo or Hangul
//     (and Latin) that Chinese, Japanese and Korean names use (UTS #39's "highly
//     restrictive" level);
//   - it is written entirely in Cyrillic or Greek letters that look like Latin ones
//     ("аррӏе" for "apple", a whole-script confusable) under an ASCII top-level label.
// In the lint allowlist: each test is one code point against one property class.
import { isUnsafeCodePointForDisplay } from './display-safety';

const SCRIPTS: ReadonlyArray<readonly [string, RegExp]> = [
  ['Latin', /\p{Script=Latin}/u],
  ['Cyrillic', /\p{Script=Cyrillic}/u],
  ['Greek', /\p{Script=Greek}/u],
  ['Han', /\p{Script=Han}/u],
  ['Hiragana', /\p{Script=Hiragana}/u],
  ['Katakana', /\p{Script=Katakana}/u],
  ['Hangul', /\p{Script=Hangul}/u],
  ['Bopomofo', /\p{Script=Bopomofo}/u],
  ['Arabic', /\p{Script=Arabic}/u],
  ['Hebrew', /\p{Script=Hebrew}/u],
  ['Armenian', /\p{Script=Armenian}/u],
  ['Georgian', /\p{Script=Georgian}/u],
  ['Thai', /\p{Script=Thai}/u],
  ['Devanagari', /\p{Script=Devanagari}/u],
  ['Bengali', /\p{Script=Bengali}/u],
  ['Tamil', /\p{Script=Tamil}/u],
  ['Ethiopic', /\p{Script=Ethiopic}/u],
  ['Cherokee', /\p{Script=Cherokee}/u],
];
const NEUTRAL = /[\p{Script=Common}\p{Script=Inherited}]/u;
const RIGHT_TO_LEFT = new Set(['Arabic', 'Hebrew']);
const RTL_OTHER = /[\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\p{Script=Samaritan}\p{Script=Mandaic}\p{Script=Adlam}]/u;

/** The script of a code point that is not Common or Inherited ("Other" for the rest). */
function scriptOf(ch: string): string | null {
  if (NEUTRAL.test(ch)) return null;
  for (const [name, re] of SCRIPTS) if (re.test(ch)) return name;
  return RTL_OTHER.test(ch) ? 'RTL-other' : 'Other';
}

/** Sets of scripts one label may combine (UTS #39 "highly restrictive"). */
const ALLOWED_MIXES: ReadonlyArray<ReadonlySet<string>> = [
  new Set(['Latin', 'Han', 'Hiragana', 'Katakana']),
  new Set(['Latin', 'Han', 'Bopomofo']),
  new Set(['Latin', 'Han', 'Hangul']),
];

/** Lowercase Cyrillic and Greek letters that look like Latin ones. */
const LATIN_LOOKALIKES = new Set([...'аеорсухѕіјһԁԛԝӏвкмнтьαικνορτυχ']);

/** Why the Unicode form of a label would mislead, or null when it can be shown. */
export function misleadingLabel(unicode: string, asciiTopLevel: boolean): string | null {
  const scripts = new Set<string>();
  let allLookalike = true;
  for (const ch of unicode) {
    const cp = ch.codePointAt(0) ?? 0;
    if (cp >= 0x80 && isUnsafeCodePointForDisplay(cp)) return 'invisible or unsafe code point';
    const script = scriptOf(ch);
    if (script === null) continue;
    scripts.add(script);
    if (!LATIN_LOOKALIKES.has(ch)) allLookalike = false;
  }
  const rtl = [...scripts].some((s) => RIGHT_TO_LEFT.has(s) || s === 'RTL-other');
  if (rtl && scripts.size > 1) return 'right-to-left mixed with other scripts';
  if (scripts.size > 1 && !ALLOWED_MIXES.some((allowed) => [...scripts].every((s) => allowed.has(s)))) return 'mixed scripts';
  if (scripts.size === 1 && allLookalike && asciiTopLevel && (scripts.has('Cyrillic') || scripts.has('Greek'))) {
    return 'whole-script confusable with Latin';
  }
  return null;
}
