// https://www.unicode.org/reports/tr46/#Processing
//
// The UTS #46 back end behind a tiny interface (rust-url's idna_adapter idea): the rest of
// @x/idna only calls `uts46Backend.toASCII` / `uts46Backend.toUnicode`, so another
// implementation (a native binding, a smaller table) can replace this one by swapping
// this object. Tests spy on it to prove ASCII domains never reach it.
import { punycodeEncode } from './punycode';
import { processDomain } from './uts46-processing';

/** The UTS #46 processing flags the URL Standard sets (all of them, always explicit). */
export interface Uts46Flags {
  readonly checkHyphens: boolean;
  readonly checkBidi: boolean;
  readonly checkJoiners: boolean;
  readonly useSTD3ASCIIRules: boolean;
  readonly transitionalProcessing: boolean;
  readonly ignoreInvalidPunycode: boolean;
}

export interface Uts46ToASCIIFlags extends Uts46Flags {
  readonly verifyDnsLength: boolean;
}

export interface Uts46Backend {
  /** UTS #46 ToASCII; null when an error was recorded. */
  toASCII(domain: string, flags: Uts46ToASCIIFlags): string | null;
  /** UTS #46 ToUnicode; `error` is true when an error was recorded. */
  toUnicode(domain: string, flags: Uts46Flags): { readonly domain: string; readonly error: boolean };
}

/**
 * https://www.unicode.org/reports/tr46/#ToASCII
 */
function toASCII(domain: string, flags: Uts46ToASCIIFlags): string | null {
  // Step 1: processing (stopping at the first error: the result is failure then).
  const processed = processDomain(domain, flags, true);
  if (processed.error) return null;
  // Steps 2 and 3: each label with a non-ASCII code point becomes "xn--" + Punycode.
  const { labels, nonASCII } = processed;
  let total = labels.length - 1; // the dots
  for (let i = 0; i < labels.length; i++) {
    if (nonASCII[i] === true) {
      const label = labels[i] as string;
      const encoded = punycodeEncode(label, 0, label.length);
      if (encoded === null) return null;
      labels[i] = `xn--${encoded}`;
    }
    const length = (labels[i] as string).length;
    // Step 4: VerifyDnsLength. Each label (the empty root label included: it is
    // disallowed when verifying) has 1 to 63 code points.
    if (flags.verifyDnsLength && (length === 0 || length > 63)) return null;
    total += length;
  }
  // Step 4: the whole name (no root label left by now) has 1 to 253 code points.
  if (flags.verifyDnsLength && (total === 0 || total > 253)) return null;
  // Step 6:
  return labels.length === 1 ? (labels[0] as string) : labels.join('.');
}

/**
 * https://www.unicode.org/reports/tr46/#ToUnicode
 */
function toUnicode(domain: string, flags: Uts46Flags): { readonly domain: string; readonly error: boolean } {
  const processed = processDomain(domain, flags, false);
  const { labels } = processed;
  return { domain: labels.length === 1 ? (labels[0] as string) : labels.join('.'), error: processed.error };
}

/** The default (and only shipped) back end: UTS #46 on the tables in uts46-data.ts. */
export const uts46Backend: Uts46Backend = { toASCII, toUnicode };
