// https://urlpattern.spec.whatwg.org/#component and #compile-a-component
import type { Options } from './parts';
import { parsePatternString, type EncodingCallback } from './pattern-parser';
import { generatePatternString } from './pattern-string-generation';
import { generateRegularExpressionAndNameList } from './regexp-generation';
import { createRegExp } from './regexp-create';
import { createPartListMatcher, needsPartListMatcher, type PartListMatcher } from './part-list-matcher';
import type { Part } from './parts';

/**
 * How match() may decide a component without its regular expression (the regexp route is
 * the spec's; the others give the same answers, regexp-shortcuts.test.ts checks them):
 * MATCH_ALL for the pattern "*" ("^(.*)$": every component string of a URL is ASCII
 * without line terminators, since the parser percent-encodes or removes them), EXACT for
 * fixed text without ignoreCase ("^text$", or "^$" for the empty pattern), PART_LIST where
 * the expression could backtrack for longer than linear time on a failing input
 * (part-list-matcher.ts: same answers, linear time).
 */
export const enum MatchKind {
  RegExp = 0,
  MatchAll = 1,
  Exact = 2,
  PartList = 3,
}

/** https://urlpattern.spec.whatwg.org/#component */
export interface Component {
  readonly matchKind: MatchKind;
  /** With MatchKind.Exact: the only string the component matches. */
  readonly exact: string;
  /** With MatchKind.PartList: the matcher that stands for the expression. */
  readonly partListMatcher: PartListMatcher | null;
  readonly patternString: string;
  /**
   * The component's regular expression; null for MatchKind.Exact and MatchAll, whose
   * expression ("^" escaped text "$", "^(.*)$") is valid whatever the text and is generated
   * only when asked for (componentRegExp, which then keeps it here): V8 holds about five
   * bytes per code unit of a source, which for long fixed text was most of a pattern's memory.
   */
  regularExpression: RegExp | null;
  readonly regexpFlags: 'v' | 'vi';
  readonly groupNameList: readonly string[];
  readonly hasRegexpGroups: boolean;
  /** The part list and how it was compiled, for compareComponent and generate. */
  readonly partList: readonly Part[];
  readonly encodingCallback: EncodingCallback;
  readonly options: Options;
}

/** https://urlpattern.spec.whatwg.org/#compile-a-component */
export function compileComponent(input: string, encodingCallback: EncodingCallback, options: Options): Component {
  const partList = parsePatternString(input, options, encodingCallback);
  const regexpFlags = options.ignoreCase ? 'vi' : 'v';
  const patternString = generatePatternString(partList, options);
  let hasRegexpGroups = false;
  for (const part of partList) if (part.type === 'regexp') hasRegexpGroups = true;
  let matchKind = MatchKind.RegExp;
  let exact = '';
  const only = partList.length === 1 ? (partList[0] as Part) : null;
  if (only !== null && only.type === 'full-wildcard' && only.modifier === 'none' && only.prefix === '' && only.suffix === '') {
    matchKind = MatchKind.MatchAll;
  } else if (!options.ignoreCase && (partList.length === 0 || (only !== null && only.type === 'fixed-text' && only.modifier === 'none'))) {
    matchKind = MatchKind.Exact;
    exact = only === null ? '' : only.value;
  }
  // RegExpCreate (#compile-a-component step 6) throws for a user's regexp group only.
  let regularExpression: RegExp | null = null;
  let nameList: string[];
  if (matchKind === MatchKind.RegExp) {
    const generated = generateRegularExpressionAndNameList(partList, options);
    regularExpression = createRegExp(generated.regexp, regexpFlags, input);
    nameList = generated.nameList;
  } else {
    // #generate-a-regular-expression-and-name-list's name list: the names of the parts that are not fixed text.
    nameList = [];
    for (const part of partList) if (part.type !== 'fixed-text') nameList.push(part.name);
  }
  let partListMatcher: PartListMatcher | null = null;
  if (matchKind === MatchKind.RegExp && !hasRegexpGroups && needsPartListMatcher(partList, options)) {
    partListMatcher = createPartListMatcher(partList, options);
    if (partListMatcher !== null) matchKind = MatchKind.PartList;
  }
  return { matchKind, exact, partListMatcher, patternString, regularExpression, regexpFlags, groupNameList: nameList, hasRegexpGroups, partList, encodingCallback, options };
}

/** The special schemes (url.bs #special-scheme). */
const SPECIAL_SCHEMES = ['ftp', 'file', 'http', 'https', 'ws', 'wss'] as const;

/** https://urlpattern.spec.whatwg.org/#protocol-component-matches-a-special-scheme */
export function protocolComponentMatchesSpecialScheme(protocolComponent: Component): boolean {
  const regularExpression = componentRegExp(protocolComponent);
  for (const scheme of SPECIAL_SCHEMES) if (exec(regularExpression, scheme) !== null) return true;
  return false;
}

/** The component's regular expression, made now when compileComponent left it out. */
export function componentRegExp(component: Component): RegExp {
  return (component.regularExpression ??= createRegExp(
    generateRegularExpressionAndNameList(component.partList, component.options).regexp,
    component.regexpFlags,
    component.patternString,
  ));
}

/** RegExpBuiltinExec: the component's expression has no global or sticky flag, so exec starts at 0. */
export function exec(regularExpression: RegExp, input: string): RegExpExecArray | null {
  return regularExpression.exec(input);
}

/** https://urlpattern.spec.whatwg.org/#dictdef-urlpatterncomponentresult */
export interface URLPatternComponentResult {
  input: string;
  groups: Record<string, string | undefined>;
}

/** https://urlpattern.spec.whatwg.org/#create-a-component-match-result; `execResult` may be the component's whole match array ([input, input] for MATCH_ALL, [input] for EXACT). */
export function createComponentMatchResult(component: Component, input: string, execResult: ArrayLike<string | undefined>): URLPatternComponentResult {
  const groups: Record<string, string | undefined> = {};
  const names = component.groupNameList;
  for (let index = 1; index <= names.length; index++) {
    const name = names[index - 1] as string;
    // A record's members are data properties (WebIDL CreateDataProperty), "__proto__" too.
    if (name === '__proto__') Object.defineProperty(groups, name, { value: execResult[index], writable: true, enumerable: true, configurable: true });
    else groups[name] = execResult[index];
  }
  return { input, groups };
}
