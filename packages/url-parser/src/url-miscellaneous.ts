// https://url.spec.whatwg.org/#url-miscellaneous, #set-the-username, #set-the-password
import { USERINFO_PERCENT_ENCODE_SET, utf8PercentEncodeString } from '@x/percent-encoding';
import { assertRecord } from './serializer';
import { withFragment, withPath, withQuery } from './splice';
import { SchemeType } from './special-scheme';
import { URLBuilder } from './url-builder';
import { HostKind, NONE, type URLRecord } from './url-record';

/** https://url.spec.whatwg.org/#url-opaque-path */
export function hasOpaquePath(url: URLRecord): boolean {
  assertRecord('hasOpaquePath', url);
  return url.hasOpaquePath;
}

/** https://url.spec.whatwg.org/#include-credentials */
export function includesCredentials(url: URLRecord): boolean {
  assertRecord('includesCredentials', url);
  return url.usernameEnd !== url.hostStart;
}

/** https://url.spec.whatwg.org/#cannot-have-a-username-password-port */
export function cannotHaveUsernamePasswordPort(url: URLRecord): boolean {
  assertRecord('cannotHaveUsernamePasswordPort', url);
  return url.hostKind === HostKind.Null || url.hostKind === HostKind.Empty || url.schemeType === SchemeType.File;
}

/** The changes {@link updateURL} can make, in spec terms (strings already encoded). */
export interface URLChanges {
  /** The new username, already percent-encoded. */
  readonly username?: string;
  /** The new password, already percent-encoded. */
  readonly password?: string;
  /** The new port (null for none); dropped when the URL has no host. */
  readonly port?: number | null;
  /** A list path's serialization ("" is the empty list) — not for opaque paths. */
  readonly path?: string;
  /** The new query without "?", already percent-encoded; null removes it. */
  readonly query?: string | null;
  /** The new fragment without "#", already percent-encoded; null removes it. */
  readonly fragment?: string | null;
}

/**
 * A new record with some components replaced, as the API's setters need between
 * parser runs ("set url's query to the empty string", "empty url's path", …). Values are
 * taken as they are: callers pass already percent-encoded ASCII.
 */
export function updateURL(url: URLRecord, changes: URLChanges): URLRecord {
  assertRecord('updateURL', url);
  // Only the path, query and/or fragment: splice href (the API setters' common case).
  if (changes.username === undefined && changes.password === undefined && changes.port === undefined && (changes.path === undefined || !url.hasOpaquePath)) {
    let out = url;
    if (changes.path !== undefined) out = withPath(out, changes.path);
    if (changes.query !== undefined) out = withQuery(out, changes.query);
    if (changes.fragment !== undefined) out = withFragment(out, changes.fragment);
    return out;
  }
  const b = URLBuilder.from(url);
  if (changes.username !== undefined) b.username = changes.username;
  if (changes.password !== undefined) b.password = changes.password;
  if (changes.port !== undefined) b.port = changes.port === null ? NONE : changes.port;
  if (changes.path !== undefined) b.setPathSerialization(changes.path);
  if (changes.query !== undefined) b.query = changes.query;
  if (changes.fragment !== undefined) b.fragment = changes.fragment;
  return b.build();
}

/** https://url.spec.whatwg.org/#set-the-username — returns the new record. */
export function setTheUsername(url: URLRecord, username: string): URLRecord {
  assertRecord('setTheUsername', url);
  if (typeof username !== 'string') throw new TypeError('setTheUsername: username must be a string');
  return updateURL(url, { username: utf8PercentEncodeString(username, USERINFO_PERCENT_ENCODE_SET) });
}

/** https://url.spec.whatwg.org/#set-the-password — returns the new record. */
export function setThePassword(url: URLRecord, password: string): URLRecord {
  assertRecord('setThePassword', url);
  if (typeof password !== 'string') throw new TypeError('setThePassword: password must be a string');
  return updateURL(url, { password: utf8PercentEncodeString(password, USERINFO_PERCENT_ENCODE_SET) });
}
