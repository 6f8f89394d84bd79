// RegExpCreate for a component (urlpattern.bs #compile-a-component step 6). In the lint
// allowlist: URL Pattern is specified in terms of the ECMAScript regular expressions it
// generates, with the user's own regexp groups inside them.

/** RegExpCreate(source, flags), its SyntaxError turned into the TypeError the spec throws. */
export function createRegExp(source: string, flags: 'v' | 'vi', pattern: string): RegExp {
  try {
    return new RegExp(source, flags);
  } catch (e) {
    throw new TypeError(`URLPattern: invalid pattern ${JSON.stringify(pattern)}: ${e instanceof Error ? e.message : String(e)}`);
  }
}
