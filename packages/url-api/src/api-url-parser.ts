// https://url.spec.whatwg.org/#api-url-parser
import type { URLRecord } from '@x/url-parser';
// parseURL without its options object: small enough that V8 inlines the URL constructor
// into its callers (see parseCheckedString).
import { parseCheckedString } from '@x/url-parser/internal';

/** The API URL parser: `base` undefined is "not given"; a base that fails makes it fail. */
export function apiURLParse(url: string, base: string | undefined): URLRecord | null {
  // Step 2:
  if (base !== undefined) {
    // Step 2.1:
    const parsedBase = parseCheckedString(base, null);
    // Step 2.2:
    if (parsedBase === null) return null;
    // Step 3:
    return parseCheckedString(url, parsedBase);
  }
  // Step 3 (parsedBase is null):
  return parseCheckedString(url, null);
}
