// Minimal types for the rival packages that ship none (used from the .mjs suites under checkJs).
declare module 'whatwg-url' {
  const whatwgURL: {
    URL: typeof globalThis.URL;
    URLSearchParams: typeof globalThis.URLSearchParams;
  };
  export default whatwgURL;
}

declare module 'tr46' {
  interface ToASCIIOptions {
    checkHyphens?: boolean;
    checkBidi?: boolean;
    checkJoiners?: boolean;
    useSTD3ASCIIRules?: boolean;
    verifyDNSLength?: boolean;
    transitionalProcessing?: boolean;
    ignoreInvalidPunycode?: boolean;
  }
  const tr46: { toASCII(domain: string, options?: ToASCIIOptions): string | null };
  export default tr46;
}
