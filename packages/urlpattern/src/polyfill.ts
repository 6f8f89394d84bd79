// The `@x/urlpattern/polyfill` entry: importing it puts this package's URLPattern on
// globalThis where the platform has none (a platform URLPattern is kept). The one module of
// the package with an effect on import, so package.json lists its files in "sideEffects".
import { URLPattern } from './url-pattern-class';

// The class it installs, by name (the same object as `@x/urlpattern`'s).
export { URLPattern };
export type {
  URLPatternInput,
  URLPatternOptions,
  URLPatternInit,
  URLPatternResult,
  URLPatternComponentResult,
  URLPatternComponent,
} from './url-pattern-class';

/** What importing the entry did. */
export interface InstalledURLPatternGlobal {
  /** This package's `URLPattern` when importing the entry put it on `globalThis`, else null. */
  readonly URLPattern: typeof URLPattern | null;
}

/**
 * https://webidl.spec.whatwg.org/#es-interfaces: an interface object is a writable,
 * configurable, non-enumerable property of the global. Idempotent: a second copy of this
 * package (an ESM and a CJS build) finds a URLPattern and leaves it. Never throws.
 */
function installURLPatternGlobal(): InstalledURLPatternGlobal {
  const globals = globalThis as unknown as Record<string, unknown>;
  const present = typeof globals['URLPattern'] === 'function';
  const defined = !present && Reflect.defineProperty(globals, 'URLPattern', { value: URLPattern, writable: true, enumerable: false, configurable: true });
  return Object.freeze({ URLPattern: defined ? URLPattern : null });
}

/** What importing this entry installed. */
export const installed: InstalledURLPatternGlobal = installURLPatternGlobal();
