// https://urlpattern.spec.whatwg.org/#converting-part-lists-to-regular-expressions
import { escapeRegexpString } from './escape';
import { FULL_WILDCARD_REGEXP_VALUE, modifierToString, type Options, type Part } from './parts';
import { generateSegmentWildcardRegexp } from './pattern-parser';

/**
 * A segment wildcard's expression in the generated regular expression: the spec's
 * "[^<delimiter>]+?", except that with no delimiter "[^]+?" is written "[\s\S]+?", the same
 * set (every code point), because Node 20's V8 mis-matches "[^]" under the v flag
 * (/^[^]+$/v.test("ab") is false there). The pattern strings keep the spec's form.
 */
function segmentWildcardExpression(options: Options): string {
  return options.delimiterCodePoint === '' ? '[\\s\\S]+?' : generateSegmentWildcardRegexp(options);
}

/** https://urlpattern.spec.whatwg.org/#generate-a-regular-expression-and-name-list */
export function generateRegularExpressionAndNameList(partList: readonly Part[], options: Options): { regexp: string; nameList: string[] } {
  let result = '^';
  const nameList: string[] = [];
  for (const part of partList) {
    if (part.type === 'fixed-text') {
      if (part.modifier === 'none') result += escapeRegexpString(part.value);
      else result += `(?:${escapeRegexpString(part.value)})${modifierToString(part.modifier)}`;
      continue;
    }
    nameList.push(part.name);
    let regexpValue = part.value;
    if (part.type === 'segment-wildcard') regexpValue = segmentWildcardExpression(options);
    else if (part.type === 'full-wildcard') regexpValue = FULL_WILDCARD_REGEXP_VALUE;
    const modifier = modifierToString(part.modifier);
    if (part.prefix === '' && part.suffix === '') {
      if (part.modifier === 'none' || part.modifier === 'optional') result += `(${regexpValue})${modifier}`;
      else result += `((?:${regexpValue})${modifier})`;
      continue;
    }
    const prefix = escapeRegexpString(part.prefix);
    const suffix = escapeRegexpString(part.suffix);
    if (part.modifier === 'none' || part.modifier === 'optional') {
      result += `(?:${prefix}(${regexpValue})${suffix})${modifier}`;
      continue;
    }
    result += `(?:${prefix}((?:${regexpValue})(?:${suffix}${prefix}(?:${regexpValue}))*)${suffix})`;
    if (part.modifier === 'zero-or-more') result += '?';
  }
  result += '$';
  return { regexp: result, nameList };
}
