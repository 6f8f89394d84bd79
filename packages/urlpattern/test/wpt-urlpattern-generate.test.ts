// WPT urlpattern/resources/urlpattern-generate-test-data.json: generate() returns the
// expected string, or throws a TypeError where the data says null.
import { loadURLPatternGenerateTestData, wptSuite, type URLPatternGenerateCase } from '@x/wpt';
import { expect } from 'vitest';
import { IMPLS } from './impls';

const cases = await loadURLPatternGenerateTestData();
for (const impl of IMPLS) {
  const P = impl.URLPattern as unknown as new (input: unknown) => { generate(c: string, g: unknown): string };
  wptSuite<URLPatternGenerateCase>({
    file: 'urlpattern-generate-test-data.json',
    via: impl.name,
    cases,
    name: (c) => `Pattern: ${JSON.stringify(c.pattern)} Component: ${c.component} Groups: ${JSON.stringify(c.groups)}`,
    expected: impl.expected,
    run: (entry) => {
      const pattern = new P(entry.pattern);
      // Not a method at all would pass the TypeError cases by accident.
      expect(typeof pattern.generate, 'generate is a method').toBe('function');
      if (entry.expected === null) {
        expect(() => pattern.generate(entry.component, entry.groups)).toThrow(TypeError);
        return;
      }
      expect(pattern.generate(entry.component, entry.groups)).toBe(entry.expected);
    },
  });
}
