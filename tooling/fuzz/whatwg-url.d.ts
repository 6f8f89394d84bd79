// The two classes the fuzzer drives (whatwg-url ships no types).
declare module 'whatwg-url' {
  export const URL: unknown;
  export const URLSearchParams: unknown;
}
