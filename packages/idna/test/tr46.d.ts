// Ambient types for tr46 7.x (it ships none). Only the two functions @x/idna calls.
declare module 'tr46' {
  export interface ToASCIIOptions {
    checkHyphens?: boolean;
    checkBidi?: boolean;
    checkJoiners?: boolean;
    useSTD3ASCIIRules?: boolean;
    verifyDNSLength?: boolean;
    transitionalProcessing?: boolean;
    ignoreInvalidPunycode?: boolean;
  }
  export type ToUnicodeOptions = Omit<ToASCIIOptions, 'verifyDNSLength'>;
  export function toASCII(domainName: string, options?: ToASCIIOptions): string | null;
  export function toUnicode(domainName: string, options?: ToUnicodeOptions): { domain: string; error: boolean };
}
