// The TypeErrors URL Pattern throws name the pattern part at fault, with its position.

/** A TypeError about `pattern` at UTF-16 index `index`. */
export function patternError(pattern: string, index: number, what: string): TypeError {
  return new TypeError(`URLPattern: invalid pattern ${JSON.stringify(pattern)} at index ${index}: ${what}`);
}
