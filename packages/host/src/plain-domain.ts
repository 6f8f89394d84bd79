// The commonest host by far is an ASCII domain already in lowercase, without "%" or any
// forbidden domain code point: the host parser returns it unchanged. One native test
// recognizes it. The expression is ONE character class, anchored at both ends, so it is
// a single linear pass with no backtracking (STYLE.md "Untrusted input"; this file is on
// the lint allowlist); unlike a charCodeAt loop, whose optimized code V8 specialises to
// the string representations it has met, it runs at the same speed whatever mix of
// one-byte, two-byte, sliced or concatenated strings the process has parsed before.

/** Printable ASCII minus upper case and the forbidden domain code points. */
const PLAIN_DOMAIN = /^[!"$&-.0-9;=_-{}~]+$/;

/** Whether `input` is a non-empty lowercase ASCII string with no forbidden domain code point. */
export function isPlainDomain(input: string): boolean {
  return PLAIN_DOMAIN.test(input);
}
