// https://www.unicode.org/reports/tr46/#Processing
//
// The UTS #46 back end behind a tiny interface (rust-url's idna_adapter idea): the rest of
// @x/idna only calls `uts46Backend.toASCII` / `uts46Backend.toUnicode`, so another
// implementation (a native binding, a smaller table) can replace this one by swapping
// this object. Tests spy on it to prove ASCII domains never reach it.
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

/** The default (and only shipped) back end: UTS #46 on the tables in uts46-data.ts. */
export const uts46Backend: Uts46Backend = {
  // https://www.unicode.org/reports/tr46/#ToASCII
  toASCII(domain, flags) {
    return processDomain(domain, flags, true).domain;
  },
  // https://www.unicode.org/reports/tr46/#ToUnicode
  toUnicode(domain, flags) {
    // Without toASCII, processing always gives a string.
    const { domain: converted, error } = processDomain(domain, flags, false);
    return { domain: converted ?? domain, error };
  },
};
