// https://url.spec.whatwg.org/#url-rendering — a URL rendered for people making a
// security or trust decision. The result is display text, not a URL: never parse it.
import { codeUnitAt } from './code-unit';
import { misleadingLabel } from './display-host';
import { isUnsafeCodePointForDisplay } from './display-safety';
import { domainToUnicode } from '@x/idna';
import { urlRecordFrom, type URLObject } from './url-like';
import { HostKind, NONE, type URLRecord } from './url-record';

/** Options of {@link renderURL}. */
export interface RenderURLOptions {
  /** Render only the host (#url-rendering-simplification: where host vs path matters most). */
  readonly hostOnly?: boolean | undefined;
  /** Drop "scheme://" (only where the surface permits a single scheme). */
  readonly omitScheme?: boolean | undefined;
  /**
   * Replace percent-encoded UTF-8 in the path, query and fragment by the code points it
   * encodes, for readability (default true), except code points that would be invisible or
   * could spoof (#url-rendering-i18n). Percent-encoded ASCII stays encoded, so the text
   * keeps the URL's structure.
   */
  readonly decodePercentEncoding?: boolean | undefined;
  /**
   * Elide to at most this many code points (#url-rendering-elision): first the end of the
   * path/query/fragment, then the lowest-level domain labels, never the registrable domain.
   */
  readonly maxLength?: number | undefined;
  /** The registrable domain of an ASCII host (e.g. `registrableDomain` from @x/public-suffix). */
  readonly registrableDomain?: ((asciiHost: string) => string | null) | undefined;
}

const ELLIPSIS = '\u2026';

function hexValue(c: number): number {
  if (c >= 0x30 && c <= 0x39) return c - 0x30;
  const l = c | 0x20;
  return l >= 0x61 && l <= 0x66 ? l - 0x57 : -1;
}

/** The byte of "%XX" at s[i], or -1. */
function byteAt(s: string, i: number): number {
  if (codeUnitAt(s, i) !== 0x25) return -1;
  const h = hexValue(codeUnitAt(s, i + 1));
  const l = hexValue(codeUnitAt(s, i + 2));
  return h < 0 || l < 0 ? -1 : (h << 4) | l;
}

/** One UTF-8 sequence of "%XX" escapes at s[i]: [code point, escapes length] or null. */
function decodeSequence(s: string, i: number): [number, number] | null {
  const b0 = byteAt(s, i);
  let n: number;
  let cp: number;
  if (b0 >= 0xc2 && b0 <= 0xdf) [n, cp] = [1, b0 & 0x1f];
  else if (b0 >= 0xe0 && b0 <= 0xef) [n, cp] = [2, b0 & 0x0f];
  else if (b0 >= 0xf0 && b0 <= 0xf4) [n, cp] = [3, b0 & 0x07];
  else return null;
  for (let k = 1; k <= n; k++) {
    const b = byteAt(s, i + 3 * k);
    if (b < 0x80 || b > 0xbf) return null;
    cp = (cp << 6) | (b & 0x3f);
  }
  const min = n === 1 ? 0x80 : n === 2 ? 0x800 : 0x10000;
  if (cp < min || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) return null;
  return [cp, 3 * (n + 1)];
}

/** Decodes the display-safe percent-encoded UTF-8 sequences of `s`. */
function decodeForDisplay(s: string): string {
  let i = s.indexOf('%');
  if (i === -1) return s;
  let out = s.slice(0, i);
  let run = i;
  while (i < s.length) {
    const seq = codeUnitAt(s, i) === 0x25 ? decodeSequence(s, i) : null;
    if (seq === null || isUnsafeCodePointForDisplay(seq[0])) {
      i++;
      continue;
    }
    out += s.slice(run, i) + String.fromCodePoint(seq[0]);
    i += seq[1];
    run = i;
  }
  return out + s.slice(run);
}

/**
 * The domain as shown: each label through domain to Unicode, except a label whose Unicode
 * form could mislead (display-host.ts), which stays in Punycode.
 */
function displayDomain(asciiDomain: string): string {
  if (!asciiDomain.includes('xn--')) return asciiDomain;
  const labels = asciiDomain.split('.');
  // The whole domain at once: UTS #46's bidi rule is about the domain, not one label.
  const unicodeLabels = domainToUnicode(asciiDomain).split('.');
  if (unicodeLabels.length !== labels.length) return asciiDomain;
  const asciiTopLevel = !(labels[labels.length - 1] ?? '').startsWith('xn--');
  return labels
    .map((label, i) => {
      const unicode = unicodeLabels[i] as string;
      return label === unicode || misleadingLabel(unicode, asciiTopLevel) === null ? unicode : label;
    })
    .join('.');
}

/** Elides the leftmost labels of `host` to fit `budget` code points, keeping `keep`. */
function elideHost(host: string, budget: number, keep: string): string {
  if ([...host].length <= budget) return host;
  const labels = host.split('.');
  const keepLabels = keep === '' ? Math.min(2, labels.length) : keep.split('.').length;
  let shown = labels.slice(-keepLabels).join('.');
  for (let k = labels.length - keepLabels - 1; k >= 0; k--) {
    const candidate = `${labels[k] as string}.${shown}`;
    if ([...candidate].length + 1 > budget) break;
    shown = candidate;
  }
  return shown === host ? host : ELLIPSIS + (shown.startsWith('.') ? shown : `.${shown}`);
}

/** Cuts `s` to `n` code points, ending in an ellipsis when cut. */
function cutEnd(s: string, n: number): string {
  const cps = [...s];
  if (cps.length <= n) return s;
  return n <= 0 ? '' : cps.slice(0, n - 1).join('') + ELLIPSIS;
}

/**
 * Renders a URL (a string, a URL record or a URL object) for display per the URL
 * Standard's rendering guidance: no username or
 * password, a domain in Unicode (domain to Unicode), readable path/query/fragment, and
 * elision that keeps the registrable domain visible. Bidirectional text should still be
 * shown in a left-to-right embedding by the caller's UI.
 */
export function renderURL(input: string | URLRecord | URLObject, options?: RenderURLOptions): string {
  // A string is parsed (a TypeError when it is not a URL); a URL object is read by its href.
  const url = urlRecordFrom('renderURL', 'url', input);
  const asciiHost = url.host;
  const host = asciiHost === null ? '' : url.hostKind === HostKind.Domain ? displayDomain(asciiHost) : asciiHost;
  if (options?.hostOnly === true) {
    const max = options.maxLength;
    if (max === undefined || asciiHost === null) return host;
    const rd = options.registrableDomain?.(asciiHost) ?? null;
    return elideHost(host, max, rd === null ? '' : domainToUnicode(rd));
  }
  const prefix = options?.omitScheme === true ? '' : asciiHost === null ? `${url.scheme}:` : `${url.scheme}://`;
  const port = url.port === NONE ? '' : `:${url.port}`;
  let rest = url.href.slice(url.pathStart);
  if (options?.decodePercentEncoding !== false) rest = decodeForDisplay(rest);
  const max = options?.maxLength;
  let shownHost = host;
  if (max !== undefined) {
    const fixed = [...prefix].length + [...port].length;
    // Elide the host only when even an empty rest does not fit.
    if (asciiHost !== null && fixed + [...host].length > max) {
      const rd = options?.registrableDomain?.(asciiHost) ?? null;
      shownHost = elideHost(host, max - fixed, rd === null ? '' : domainToUnicode(rd));
    }
    rest = cutEnd(rest, max - fixed - [...shownHost].length);
  }
  return prefix + shownHost + port + rest;
}
