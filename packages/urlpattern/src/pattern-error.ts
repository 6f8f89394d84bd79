// The TypeErrors URL Pattern throws about a string name it (quoted by its start and length
// when long: quoteInput) and carry the whole string on `input`, as URL's errors do.
import { quoteInput } from '@x/url-parser/internal';

/** A TypeError whose message is `message` and whose `input` is `input`. */
export function inputError(message: string, input: string): TypeError & { readonly input: string } {
  const e = new TypeError(message) as TypeError & { input: string };
  e.input = input;
  return e;
}

/** A TypeError about `pattern` at UTF-16 index `index`. */
export function patternError(pattern: string, index: number, what: string): TypeError {
  return inputError(`URLPattern: invalid pattern ${quoteInput(pattern)} at index ${index}: ${what}`, pattern);
}
