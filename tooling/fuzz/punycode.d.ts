// punycode 2 ships no types; the fuzzer uses decode only.
declare module 'punycode/punycode.js' {
  const punycode: { decode(input: string): string };
  export default punycode;
}
