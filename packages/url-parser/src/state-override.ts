// The states a setter can start the basic URL parser in, by the spec's names
// (#basic-url-parser-state-override).
import { S, type State } from './parser-state';

/** The basic URL parser's state names (#concept-basic-url-parser), as a state override names them. */
export type StateOverride =
  | 'scheme start'
  | 'scheme'
  | 'no scheme'
  | 'special relative or authority'
  | 'path or authority'
  | 'relative'
  | 'relative slash'
  | 'special authority slashes'
  | 'special authority ignore slashes'
  | 'authority'
  | 'host'
  | 'hostname'
  | 'port'
  | 'file'
  | 'file slash'
  | 'file host'
  | 'path start'
  | 'path'
  | 'opaque path'
  | 'query'
  | 'fragment';

const STATES: Readonly<Record<StateOverride, State>> = {
  'scheme start': S.SchemeStart,
  scheme: S.Scheme,
  'no scheme': S.NoScheme,
  'special relative or authority': S.SpecialRelativeOrAuthority,
  'path or authority': S.PathOrAuthority,
  relative: S.Relative,
  'relative slash': S.RelativeSlash,
  'special authority slashes': S.SpecialAuthoritySlashes,
  'special authority ignore slashes': S.SpecialAuthorityIgnoreSlashes,
  authority: S.Authority,
  host: S.Host,
  hostname: S.Hostname,
  port: S.Port,
  file: S.File,
  'file slash': S.FileSlash,
  'file host': S.FileHost,
  'path start': S.PathStart,
  path: S.Path,
  'opaque path': S.OpaquePath,
  query: S.Query,
  fragment: S.Fragment,
};

/** The state number for a state override name; throws a TypeError for an unknown name. */
export function stateOfOverride(name: StateOverride): State {
  const state = Object.hasOwn(STATES, name) ? STATES[name] : undefined;
  if (state === undefined) throw new TypeError(`basicURLParse: unknown stateOverride ${JSON.stringify(name)}`);
  return state;
}
