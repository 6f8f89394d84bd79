// What the functions that take "a URL" accept: a string (parsed), a URL record, or a URL
// object — ours or the platform's, recognized by its Symbol.toStringTag "URL" (a
// prototype property, so an arbitrary object's getters never run) — through its href.
import { quoteInput } from './quote-input';
import { parseURL } from './parse-url';
import { isURLRecord, type URLRecord } from './url-record';

/**
 * A URL object: ours (@x/url-api) or the platform's, read through its href. At run time
 * the object's Symbol.toStringTag must be "URL" (TypeScript's URL types do not declare it).
 */
export interface URLObject {
  readonly href: string;
}

/** The record for `value`, or a TypeError naming `fn` and the argument `name`. */
export function urlRecordFrom(fn: string, name: string, value: unknown): URLRecord {
  let href: string;
  if (typeof value === 'string') href = value;
  else if (isURLRecord(value)) return value;
  else if (typeof value === 'object' && value !== null && Object.prototype.toString.call(value) === '[object URL]') {
    href = String((value as { href: unknown }).href);
  } else {
    const e = new TypeError(`${fn}: ${name} must be a string, a URL or a URL record`) as TypeError & { code: string };
    e.code = 'ERR_INVALID_ARG_TYPE';
    throw e;
  }
  const record = parseURL(href);
  if (record === null) {
    const e = new TypeError(`${fn}: ${name} is not a valid URL: ${quoteInput(href)}`) as TypeError & { code: string; input: string };
    e.code = 'ERR_INVALID_URL';
    e.input = href;
    throw e;
  }
  return record;
}
