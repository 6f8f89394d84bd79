// https://www.unicode.org/reports/tr46/#Processing
//
// The UTS #46 back end behind a tiny interface (rust-url's idna_adapter idea): the rest of
// @x/idna only calls `uts46Backend.toASCII` / `uts46Backend.toUnicode`, so another
// implementation (a smaller table, a native binding) can replace tr46 by swapping this
// one file. Tests spy on this object to prove ASCII domains never reach it.
// tr46 ships no types. A reference (not tsconfig "include") so that packages which
// type-check this file from source (through the @x/source condition) see them too.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./tr46.d.ts" />
import { toASCII, toUnicode } from 'tr46';

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

/** The default (and only shipped) back end: tr46. */
export const uts46Backend: Uts46Backend = {
  toASCII(domain, flags) {
    return toASCII(domain, {
      checkHyphens: flags.checkHyphens,
      checkBidi: flags.checkBidi,
      checkJoiners: flags.checkJoiners,
      useSTD3ASCIIRules: flags.useSTD3ASCIIRules,
      verifyDNSLength: flags.verifyDnsLength,
      transitionalProcessing: flags.transitionalProcessing,
      ignoreInvalidPunycode: flags.ignoreInvalidPunycode,
    });
  },
  toUnicode(domain, flags) {
    return toUnicode(domain, {
      checkHyphens: flags.checkHyphens,
      checkBidi: flags.checkBidi,
      checkJoiners: flags.checkJoiners,
      useSTD3ASCIIRules: flags.useSTD3ASCIIRules,
      transitionalProcessing: flags.transitionalProcessing,
      ignoreInvalidPunycode: flags.ignoreInvalidPunycode,
    });
  },
};
