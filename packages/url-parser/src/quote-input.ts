// How error messages quote the strings they are about: a message names what failed, and a
// 10 MB input must not make a 10 MB message (the whole string is on the error's `input`).
import { codeUnitAt } from './code-unit';

/** The most code units of a string an error message quotes. */
export const QUOTED_LENGTH = 200;

/**
 * `s` as a JSON string literal when it is at most QUOTED_LENGTH code units long; otherwise
 * its first QUOTED_LENGTH code units (one less rather than half a surrogate pair), then
 * "…" and the whole length: `"https://aaa…" (10485760 code units)`.
 */
export function quoteInput(s: string): string {
  if (typeof s !== 'string') throw new TypeError(`quoteInput: s must be a string, got ${s === null ? 'null' : typeof s}`);
  if (s.length <= QUOTED_LENGTH) return JSON.stringify(s);
  const c = codeUnitAt(s, QUOTED_LENGTH - 1);
  const head = s.slice(0, c >= 0xd800 && c <= 0xdbff ? QUOTED_LENGTH - 1 : QUOTED_LENGTH);
  return `${JSON.stringify(head).slice(0, -1)}…" (${s.length} code units)`;
}
