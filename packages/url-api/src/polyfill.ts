// The `@x/url-api/polyfill` entry (and `@x/url/polyfill`): importing it puts this package's
// URL on globalThis where the platform has none or has one that fails the probe
// (url-probe.ts), and its URLSearchParams only where the platform has none. It is the one
// module of the package with an effect on import, so package.json lists its files in
// "sideEffects" (bundlers keep a bare `import '@x/url/polyfill'`).
//
// The platform's URLSearchParams is kept because fetch, Request, Response and sendBeacon
// recognise only their own class as a form body (#concept-bodyinit-extract); ours would be
// sent as text/plain. `installURLGlobals({ replace: true })` replaces both anyway.
import { URL } from './url';
import { URLSearchParams } from './url-search-params';
import { urlProbeFailures } from './url-probe';

// The classes it installs, for code that wants them by name (the same objects as `@x/url-api`'s).
export { URL, URLSearchParams };
export type { URLInput } from './url';
export type { URLSearchParamsInit, URLSearchParamsIterator } from './url-search-params';

/** What `installURLGlobals` may replace. */
export interface URLPolyfillOptions {
  /**
   * Put this package's `URL` and `URLSearchParams` on `globalThis` even where the platform's
   * pass the probe or exist. Then `fetch(u, { body: params })` sends `text/plain`: send
   * `String(params)` with a `content-type` of `application/x-www-form-urlencoded`.
   */
  readonly replace?: boolean | undefined;
}

/** What one installation did. */
export interface InstalledURLGlobals {
  /** This package's `URL` when this installation put it on `globalThis`, else null. */
  readonly URL: typeof URL | null;
  /** This package's `URLSearchParams` when this installation put it on `globalThis`, else null. */
  readonly URLSearchParams: typeof URLSearchParams | null;
  /**
   * The probe inputs that the `URL` found on `globalThis` failed (empty when there was
   * none, when it passed, or when it was this package's already).
   */
  readonly probeFailures: readonly string[];
}

/** The static operations of the platform's URL that this package has no store for. */
const OBJECT_URL_METHODS = ['createObjectURL', 'revokeObjectURL'] as const;

/**
 * Installs the globals (see the file comment), keeping the platform's
 * `URL.createObjectURL` and `URL.revokeObjectURL` on the URL that replaces it. Idempotent:
 * a global that is already this package's class is left alone. Never throws: a global
 * that cannot be redefined stays as it is (and is reported as not installed).
 */
export function installURLGlobals(options: URLPolyfillOptions = {}): InstalledURLGlobals {
  const replace = options.replace === true;
  const globals = globalThis as unknown as Record<string, unknown>;
  const platformURL = globals['URL'];
  const present = typeof platformURL === 'function';
  const probeFailures = present && platformURL !== URL ? urlProbeFailures(platformURL) : [];
  let installedURL: typeof URL | null = null;
  if (platformURL !== URL && (replace || !present || probeFailures.length > 0)) {
    if (present) keepObjectURLMethods(platformURL);
    if (defineGlobal(globals, 'URL', URL)) installedURL = URL;
  }
  const platformParams = globals['URLSearchParams'];
  let installedParams: typeof URLSearchParams | null = null;
  if (platformParams !== URLSearchParams && (replace || typeof platformParams !== 'function')) {
    if (defineGlobal(globals, 'URLSearchParams', URLSearchParams)) installedParams = URLSearchParams;
  }
  return Object.freeze({ URL: installedURL, URLSearchParams: installedParams, probeFailures: Object.freeze(probeFailures) });
}

/** Copies the platform's blob URL operations onto this package's URL (static, as Web IDL defines them). */
function keepObjectURLMethods(platformURL: object): void {
  for (const name of OBJECT_URL_METHODS) {
    const method: unknown = Reflect.get(platformURL, name);
    if (typeof method === 'function' && !Object.hasOwn(URL, name)) {
      Object.defineProperty(URL, name, { value: method, writable: true, enumerable: true, configurable: true });
    }
  }
}

/** https://webidl.spec.whatwg.org/#es-interfaces: an interface object is writable, configurable, not enumerable. */
function defineGlobal(globals: Record<string, unknown>, name: string, value: unknown): boolean {
  return Reflect.defineProperty(globals, name, { value, writable: true, enumerable: false, configurable: true });
}

/** What importing this entry installed (`installURLGlobals()` with no options, run once). */
export const installed: InstalledURLGlobals = installURLGlobals();
