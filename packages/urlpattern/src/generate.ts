// URLPattern's generate(component, groups) (WPT urlpattern-generate-test-data.json; not
// yet in urlpattern.bs): the component's string with each named segment group replaced
// by its value, encoded by the component's encoding callback. Defined only for patterns
// of fixed text and named segment groups without modifiers: any other part (a regexp or
// full wildcard, a modifier) has no single string to produce, and is a TypeError, as is a
// missing group or a value that its segment could not match (empty, or holding the
// component's delimiter once encoded).
import { quoteInput } from '@x/url-parser/internal';
import { inputError } from './pattern-error';
import type { Component } from './component';

export function generateComponent(component: Component, componentName: string, groups: Readonly<Record<string, string>>): string {
  let result = '';
  for (const part of component.partList) {
    if (part.modifier !== 'none') throw new TypeError(`URLPattern.generate: the ${componentName} pattern has a group with a modifier`);
    if (part.type === 'fixed-text') {
      result += part.value;
      continue;
    }
    if (part.type !== 'segment-wildcard') {
      throw new TypeError(`URLPattern.generate: the ${componentName} pattern has a ${part.type === 'regexp' ? 'regular expression' : 'wildcard'} group`);
    }
    if (!Object.hasOwn(groups, part.name)) throw new TypeError(`URLPattern.generate: no value for group ${quoteInput(part.name)}`);
    const encoded = component.encodingCallback(groups[part.name] as string);
    const delimiter = component.options.delimiterCodePoint;
    if (encoded === '' || (delimiter !== '' && encoded.includes(delimiter))) {
      throw inputError(`URLPattern.generate: ${quoteInput(groups[part.name] as string)} cannot be the value of group ${quoteInput(part.name)}`, groups[part.name] as string);
    }
    result += part.prefix + encoded + part.suffix;
  }
  return result;
}
