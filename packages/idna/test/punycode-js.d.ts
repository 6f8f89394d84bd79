// Ambient types for punycode.js 2.x (the npm package, a test oracle; it ships none). Imported
// by file path because a bare 'punycode' resolves to Node's deprecated built-in module.
declare module 'punycode/punycode.js' {
  /** Throws a RangeError on invalid input or overflow. */
  export function decode(input: string): string;
  /** Throws a RangeError on overflow. */
  export function encode(input: string): string;
}
