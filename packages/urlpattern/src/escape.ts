// https://urlpattern.spec.whatwg.org/#escape-a-regexp-string and #escape-a-pattern-string
import { PatternText } from './pattern-text';

/** The code points each escape adds a "\" before, by code unit. */
const REGEXP_SYNTAX = '.+*?^${}()[]|/\\';
const PATTERN_SYNTAX = '+*?:{}()\\';

/** Which ASCII code units `syntax` holds, by code unit. */
function syntaxTable(syntax: string): Uint8Array {
  const table = new Uint8Array(0x80);
  for (let i = 0; i < syntax.length; i++) table[syntax.charCodeAt(i)] = 1;
  return table;
}

const REGEXP_SYNTAX_TABLE = /* @__PURE__ */ syntaxTable(REGEXP_SYNTAX);
const PATTERN_SYNTAX_TABLE = /* @__PURE__ */ syntaxTable(PATTERN_SYNTAX);

/** `input` with a "\\" before each code unit of `syntax`. */
function escapeWith(input: string, syntax: Uint8Array): string {
  let result: PatternText | null = null;
  let from = 0;
  for (let i = 0; i < input.length; i++) {
    const c = input.charCodeAt(i);
    if (c < 0x80 && syntax[c] === 1) {
      result ??= new PatternText(input);
      result.appendSlice(from, i);
      result.append('\\');
      from = i;
    }
  }
  if (result === null) return input;
  result.appendSlice(from, input.length);
  return result.toString();
}

/** https://urlpattern.spec.whatwg.org/#escape-a-regexp-string */
export function escapeRegexpString(input: string): string {
  return escapeWith(input, REGEXP_SYNTAX_TABLE);
}

/** https://urlpattern.spec.whatwg.org/#escape-a-pattern-string */
export function escapePatternString(input: string): string {
  return escapeWith(input, PATTERN_SYNTAX_TABLE);
}
