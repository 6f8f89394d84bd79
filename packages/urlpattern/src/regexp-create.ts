// RegExpCreate for a component (urlpattern.bs #compile-a-component step 6). In the lint
// allowlist: URL Pattern is specified in terms of the ECMAScript regular expressions it
// generates, with the user's own regexp groups inside them.
import { QUOTED_LENGTH, quoteInput } from '@x/url-parser/internal';
import { inputError } from './pattern-error';

/**
 * RegExpCreate(source, flags), its SyntaxError turned into the TypeError the spec throws.
 * V8's message quotes the whole source ("Invalid regular expression: /source/flags:
 * reason"): only the reason is kept of it.
 */
export function createRegExp(source: string, flags: 'v' | 'vi', pattern: string): RegExp {
  try {
    return new RegExp(source, flags);
  } catch (e) {
    let reason = e instanceof Error ? e.message : String(e);
    const v8Prefix = `Invalid regular expression: /${source}/${flags}: `;
    if (reason.startsWith(v8Prefix)) reason = reason.slice(v8Prefix.length);
    else if (reason.length > QUOTED_LENGTH) reason = `${reason.slice(0, QUOTED_LENGTH)}…`;
    throw inputError(`URLPattern: invalid pattern ${quoteInput(pattern)}: ${reason}`, pattern);
  }
}
