// Renders an input with a caret line under a validation error's [index, end) (UTF-16
// offsets), for the CLI. Control characters are shown as their Control Pictures symbols
// (U+2400 + c) so that tabs and newlines keep one column, and invisible and bidi code
// points by name ("⟨U+200B⟩", invisible.ts) so that a caret under one has text above it; wide East Asian characters and
// emoji take two columns and combining marks none, so carets stay under the right text.
import { codePointLabel, isInvisibleCodePoint } from './invisible';

/** Display width of a code point, approximately (a few common ranges, no full wcwidth table). */
function width(cp: number): number {
  if (cp >= 0x0300 && cp <= 0x036f) return 0;
  if (cp >= 0xfe00 && cp <= 0xfe0f) return 0;
  if (
    (cp >= 0x1100 && cp <= 0x115f) ||
    (cp >= 0x2e80 && cp <= 0xa4cf) ||
    (cp >= 0xac00 && cp <= 0xd7a3) ||
    (cp >= 0xf900 && cp <= 0xfaff) ||
    (cp >= 0xfe30 && cp <= 0xfe4f) ||
    (cp >= 0xff00 && cp <= 0xff60) ||
    (cp >= 0xffe0 && cp <= 0xffe6) ||
    (cp >= 0x1f300 && cp <= 0x1faff) ||
    (cp >= 0x20000 && cp <= 0x3fffd)
  ) {
    return 2;
  }
  return 1;
}

export interface DisplayInput {
  /** The input with controls and invisible code points made visible. */
  readonly text: string;
  /** columns[i] is the display column where code unit i starts; columns[length] is the total. */
  readonly columns: readonly number[];
}

export function displayInput(input: string): DisplayInput {
  let text = '';
  const columns: number[] = [];
  let column = 0;
  let runStart = 0;
  for (let i = 0; i < input.length; ) {
    const cp = input.codePointAt(i) ?? 0;
    const units = cp > 0xffff ? 2 : 1;
    for (let u = 0; u < units; u++) columns.push(column);
    if (cp < 0x20 || cp === 0x7f) {
      text += input.slice(runStart, i) + String.fromCharCode(cp === 0x7f ? 0x2421 : 0x2400 + cp);
      runStart = i + 1;
      column += 1;
    } else if (isInvisibleCodePoint(cp)) {
      const label = codePointLabel(cp);
      text += input.slice(runStart, i) + label;
      runStart = i + units;
      column += label.length;
    } else {
      column += width(cp);
    }
    i += units;
  }
  text += input.slice(runStart);
  columns.push(column);
  return { text, columns };
}

/** The caret line for [index, end) (at least one caret; an index at the end points past it). */
export function caretLine(display: DisplayInput, index: number, end: number): string {
  const last = display.columns.length - 1;
  const from = display.columns[Math.min(Math.max(index, 0), last)] ?? 0;
  const to = display.columns[Math.min(Math.max(end, index), last)] ?? from;
  return ' '.repeat(from) + '^'.repeat(Math.max(1, to - from));
}
