// https://urlpattern.spec.whatwg.org/#converting-part-lists-to-pattern-strings
import { escapePatternString } from './escape';
import { isValidNameCodePoint } from './name-code-point';
import { FULL_WILDCARD_REGEXP_VALUE, modifierToString, type Options, type Part } from './parts';
import { generateSegmentWildcardRegexp } from './pattern-parser';

function startsWithDigit(s: string): boolean {
  const c = s.charCodeAt(0);
  return c >= 0x30 && c <= 0x39;
}

function firstIsNameCodePoint(s: string): boolean {
  return s !== '' && isValidNameCodePoint(s.codePointAt(0) ?? 0, false);
}

/** https://urlpattern.spec.whatwg.org/#generate-a-pattern-string */
export function generatePatternString(partList: readonly Part[], options: Options): string {
  let result = '';
  for (let index = 0; index < partList.length; index++) {
    const part = partList[index] as Part;
    const previousPart = index > 0 ? (partList[index - 1] as Part) : null;
    const nextPart = index < partList.length - 1 ? (partList[index + 1] as Part) : null;
    if (part.type === 'fixed-text') {
      if (part.modifier === 'none') {
        result += escapePatternString(part.value);
        continue;
      }
      result += `{${escapePatternString(part.value)}}${modifierToString(part.modifier)}`;
      continue;
    }
    const customName = !startsWithDigit(part.name);
    let needsGrouping = part.suffix !== '' || (part.prefix !== '' && part.prefix !== options.prefixCodePoint);
    if (
      !needsGrouping &&
      customName &&
      part.type === 'segment-wildcard' &&
      part.modifier === 'none' &&
      nextPart !== null &&
      nextPart.prefix === '' &&
      nextPart.suffix === ''
    ) {
      if (nextPart.type === 'fixed-text') needsGrouping = firstIsNameCodePoint(nextPart.value);
      else needsGrouping = startsWithDigit(nextPart.name);
    }
    if (
      !needsGrouping &&
      part.prefix === '' &&
      previousPart !== null &&
      previousPart.type === 'fixed-text' &&
      previousPart.value !== '' &&
      previousPart.value.endsWith(options.prefixCodePoint) &&
      options.prefixCodePoint !== ''
    ) {
      needsGrouping = true;
    }
    if (needsGrouping) result += '{';
    result += escapePatternString(part.prefix);
    if (customName) result += `:${part.name}`;
    if (part.type === 'regexp') {
      result += `(${part.value})`;
    } else if (part.type === 'segment-wildcard' && !customName) {
      result += `(${generateSegmentWildcardRegexp(options)})`;
    } else if (part.type === 'full-wildcard') {
      if (
        !customName &&
        (previousPart === null || previousPart.type === 'fixed-text' || previousPart.modifier !== 'none' || needsGrouping || part.prefix !== '')
      ) {
        result += '*';
      } else {
        result += `(${FULL_WILDCARD_REGEXP_VALUE})`;
      }
    }
    if (part.type === 'segment-wildcard' && customName && part.suffix !== '' && firstIsNameCodePoint(part.suffix)) result += '\\';
    result += escapePatternString(part.suffix);
    if (needsGrouping) result += '}';
    result += modifierToString(part.modifier);
  }
  return result;
}
