// https://urlpattern.spec.whatwg.org/#escape-a-regexp-string and #escape-a-pattern-string

/** The code points each escape adds a "\" before, by code unit. */
const REGEXP_SYNTAX = '.+*?^${}()[]|/\\';
const PATTERN_SYNTAX = '+*?:{}()\\';

function escapeWith(input: string, syntax: string): string {
  let result = '';
  let from = 0;
  for (let i = 0; i < input.length; i++) {
    if (syntax.includes(input[i] as string)) {
      result += `${input.slice(from, i)}\\`;
      from = i;
    }
  }
  return result + input.slice(from);
}

/** https://urlpattern.spec.whatwg.org/#escape-a-regexp-string */
export function escapeRegexpString(input: string): string {
  return escapeWith(input, REGEXP_SYNTAX);
}

/** https://urlpattern.spec.whatwg.org/#escape-a-pattern-string */
export function escapePatternString(input: string): string {
  return escapeWith(input, PATTERN_SYNTAX);
}
