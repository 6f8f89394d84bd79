// WPT url/url-setters.any.js: setters_tests.json through the URL setters — for each
// attribute and case, `u = new URL(href); u[attr] = new_value`, then every getter named in
// `expected` — against ours and Node's URL.
import { loadSettersTests, type SetterAttribute, type SetterTestCase } from '@x/wpt';
import { expect } from 'vitest';
import { apiSuite, type ApiCase } from './impls';

const data = await loadSettersTests();
const cases: ApiCase[] = [];
for (const [attr, list] of Object.entries(data) as Array<[SetterAttribute, SetterTestCase[]]>) {
  for (const c of list) {
    cases.push({
      name: `${attr}: ${JSON.stringify(c.href)} = ${JSON.stringify(c.new_value)}${c.comment === undefined ? '' : ` (${c.comment})`}`,
      run: ({ URL }) => {
        const url = new URL(c.href);
        (url as unknown as Record<string, string>)[attr] = c.new_value;
        for (const [getter, value] of Object.entries(c.expected)) {
          expect((url as unknown as Record<string, string>)[getter], getter).toBe(value);
        }
      },
    });
  }
}

apiSuite('setters_tests.json', cases);
