// The polyfill's probe (polyfill.ts): four cases of WPT's url/resources/urltestdata.json
// that, between them, each engine known to differ from the standard gets wrong. A `URL`
// class that passes all four is kept; one that fails any is replaced. The engines that
// failed each case (the WPT data run against the engine's own URL, 2026-12-02) are in the
// package README's "Polyfill" section.

/** One probe: `new URL(input, base)` and the href the standard gives, or null for failure. */
export interface URLProbe {
  readonly input: string;
  readonly base: string | null;
  readonly href: string | null;
}

export const URL_PROBES: readonly URLProbe[] = [
  // https://url.spec.whatwg.org/#concept-domain-to-ascii Step 5: with beStrict false an
  // ASCII domain is its lowercase, whatever Unicode ToASCII makes of "xn--".
  { input: 'https://xn--/', base: null, href: 'https://xn--/' },
  // https://url.spec.whatwg.org/#cannot-be-a-base-url-path-state Step 3: an opaque path
  // keeps its spaces; one followed by "?" or "#" becomes "%20".
  { input: 'non-special:opaque  ?hi', base: null, href: 'non-special:opaque %20?hi' },
  // https://url.spec.whatwg.org/#relative-state: only a special URL reads U+005C (\) as "/"; in
  // a non-special one it starts a path segment.
  { input: '\\a', base: 'foo://foo/a', href: 'foo://foo/\\a' },
  // https://url.spec.whatwg.org/#forbidden-domain-code-point: a space in a domain is failure.
  { input: 'http://a b/', base: null, href: null },
];

/** What a probe needs of a URL class: a constructor whose objects have an href. */
type URLConstructorLike = new (url: string, base?: string) => { readonly href: unknown };

/**
 * The inputs of the probes `candidate` fails, in order (empty when it passes them all). A
 * candidate that is not a function fails every probe; a constructor that throws (anything)
 * has failed to parse. Never throws.
 */
export function urlProbeFailures(candidate: unknown): readonly string[] {
  const failures: string[] = [];
  for (const probe of URL_PROBES) if (!passes(candidate, probe)) failures.push(probe.input);
  return failures;
}

function passes(candidate: unknown, probe: URLProbe): boolean {
  if (typeof candidate !== 'function') return false;
  const Ctor = candidate as URLConstructorLike;
  let href: unknown;
  try {
    href = (probe.base === null ? new Ctor(probe.input) : new Ctor(probe.input, probe.base)).href;
  } catch {
    return probe.href === null;
  }
  return probe.href !== null && href === probe.href;
}
