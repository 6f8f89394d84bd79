// https://urlpattern.spec.whatwg.org/#dictdef-urlpatterninit as a map: a member that does not
// exist is undefined (WebIDL drops undefined members when converting a dictionary).

/** The URL components a pattern has, in the spec's order. */
export type ComponentName = 'protocol' | 'username' | 'password' | 'hostname' | 'port' | 'pathname' | 'search' | 'hash';
export const COMPONENTS: readonly ComponentName[] = ['protocol', 'username', 'password', 'hostname', 'port', 'pathname', 'search', 'hash'];

/** https://urlpattern.spec.whatwg.org/#dictdef-urlpatterninit */
export interface URLPatternInit {
  protocol?: string;
  username?: string;
  password?: string;
  hostname?: string;
  port?: string;
  pathname?: string;
  search?: string;
  hash?: string;
  baseURL?: string;
}

/** The dictionary's members in WebIDL conversion order (lexicographic). */
const MEMBERS = ['baseURL', 'hash', 'hostname', 'password', 'pathname', 'port', 'protocol', 'search', 'username'] as const;

/** WebIDL USVString conversion: ToString (a Symbol throws), then lone surrogates to U+FFFD. */
export function toUSVString(value: unknown): string {
  const s = typeof value === 'string' ? value : `${value as string}`;
  return s.isWellFormed() ? s : s.toWellFormed();
}

/** WebIDL conversion of a JavaScript value to URLPatternInit (null and undefined give {}). */
export function toURLPatternInit(value: unknown, what: string): URLPatternInit {
  const init: URLPatternInit = {};
  if (value === undefined || value === null) return init;
  if (typeof value !== 'object' && typeof value !== 'function') throw new TypeError(`${what} is not an object`);
  const source = value as Record<string, unknown>;
  for (const member of MEMBERS) {
    const v = source[member];
    if (v !== undefined) init[member] = toUSVString(v);
  }
  return init;
}
