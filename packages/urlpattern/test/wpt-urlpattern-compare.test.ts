// WPT urlpattern/resources/urlpattern-compare-test-data.json, as
// urlpattern-compare-tests.tentative.js runs it: compareComponent both ways and against itself.
import { loadURLPatternCompareTestData, wptSuite, type URLPatternCompareCase } from '@x/wpt';
import { expect } from 'vitest';
import { IMPLS } from './impls';

const cases = await loadURLPatternCompareTestData();
for (const impl of IMPLS) {
  const P = impl.URLPattern as unknown as (new (input: unknown) => object) & { compareComponent(c: string, l: object, r: object): number };
  wptSuite<URLPatternCompareCase>({
    file: 'urlpattern-compare-test-data.json',
    via: impl.name,
    cases,
    name: (c) => `Component: ${c.component} Left: ${JSON.stringify(c.left)} Right: ${JSON.stringify(c.right)}`,
    expected: impl.expected,
    run: (entry) => {
      expect(typeof P.compareComponent, 'compareComponent is a static method').toBe('function');
      const left = new P(entry.left);
      const right = new P(entry.right);
      expect(P.compareComponent(entry.component, left, right)).toBe(entry.expected);
      expect(P.compareComponent(entry.component, right, left), 'reverse order').toBe(~~(entry.expected * -1));
      expect(P.compareComponent(entry.component, left, left), 'left equality').toBe(0);
      expect(P.compareComponent(entry.component, right, right), 'right equality').toBe(0);
    },
  });
}
