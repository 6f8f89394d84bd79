// https://infra.spec.whatwg.org/#javascript-string-convert
import { codeUnitAt } from './code-unit';

/**
 * Converts a JavaScript string to a scalar value string: each lone surrogate becomes
 * U+FFFD. Returns `input` itself when it is already well formed.
 */
export function toScalarValueString(input: string): string {
  const length = input.length;
  let i = 0;
  for (; i < length; i++) {
    if ((codeUnitAt(input, i) & 0xf800) === 0xd800) break;
  }
  if (i === length) return input;
  let output = input.slice(0, i);
  let runStart = i;
  for (; i < length; i++) {
    const c = codeUnitAt(input, i);
    if ((c & 0xf800) !== 0xd800) continue;
    const next = i + 1 < length ? codeUnitAt(input, i + 1) : 0;
    if (c <= 0xdbff && (next & 0xfc00) === 0xdc00) {
      i++;
      continue;
    }
    output += input.slice(runStart, i) + '\uFFFD';
    runStart = i + 1;
  }
  return output + input.slice(runStart);
}
