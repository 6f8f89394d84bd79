// @ts-check
// What the extract-*.mjs scripts share: url.bs's text (the path given as the first
// argument, or ../shared/spec/url.bs beside the repository) and the plain text of a piece
// of its markup.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** url.bs, from process.argv[2] or the shared checkout beside the repository. */
export function readURLBs() {
  const specPath = process.argv[2] ?? fileURLToPath(new URL('../../../../shared/spec/url.bs', import.meta.url));
  return readFileSync(specPath, 'utf8');
}

/**
 * The text of url.bs markup: tags removed, Bikeshed's escaped "[" and "[[REF]]" links
 * as text, entities decoded, runs of whitespace as one space.
 * @param {string} html
 */
export function text(html) {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/\\\[/g, '[')
    .replace(/\[\[!?([A-Z0-9-]+)\]\]/g, '[$1]')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The text of a <code> example in url.bs, exactly: tags removed and entities decoded, but
 * its spaces kept (" https://example.org " is an example of leading and trailing spaces)
 * and a <br> as the newline it shows ("ht<br>tps://example.org"); Bikeshed's escaped "["
 * as "[".
 * @param {string} html
 */
export function codeText(html) {
  return html
    .replace(/<br>/g, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/\\\[/g, '[')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}
