// https://url.spec.whatwg.org/#api-url-parser
import { parseURL, type URLRecord } from '@x/url-parser';

/** The API URL parser: `base` undefined is "not given"; a base that fails makes it fail. */
export function apiURLParse(url: string, base: string | undefined): URLRecord | null {
  // Step 2:
  if (base !== undefined) {
    // Step 2.1:
    const parsedBase = parseURL(base);
    // Step 2.2:
    if (parsedBase === null) return null;
    // Step 3:
    return parseURL(url, { base: parsedBase });
  }
  // Step 3 (parsedBase is null):
  return parseURL(url);
}
