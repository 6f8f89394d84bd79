// WPT url/toascii.window.js (its URL parts): toascii.json through
// `new URL("https://" + input + "/x")` and through the host and hostname setters on
// "https://x/x" (the value becomes the output, or stays "x" when the output is null).
// Ours and Node's.
import { caseName, loadToASCII, type ToASCIICase } from '@x/wpt';
import { expect } from 'vitest';
import { apiSuite, expectHostThroughURL, type ApiCase } from './impls';

const cases = await loadToASCII();

const viaURL = cases.map(
  (c: ToASCIICase): ApiCase => ({
    name: caseName(c.input),
    run: ({ URL }) => expectHostThroughURL(URL, c.input, c.output),
  }),
);
apiSuite('toascii.json', viaURL, 'new URL');

for (const setter of ['host', 'hostname'] as const) {
  apiSuite(
    'toascii.json',
    cases.map(
      (c): ApiCase => ({
        name: caseName(c.input),
        run: ({ URL }) => {
          const url = new URL('https://x/x');
          url[setter] = c.input;
          expect(url[setter]).toBe(c.output ?? 'x');
        },
      }),
    ),
    `URL.${setter}`,
  );
}
