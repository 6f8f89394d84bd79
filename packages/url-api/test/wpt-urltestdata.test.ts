// WPT url/url-constructor.any.js, url-origin.any.js and failure.html (the URL API parts):
// urltestdata.json and urltestdata-javascript-only.json through `new URL`, `URL.parse`
// and `URL.canParse`, with every getter, `origin` and `searchParams.toString()`; failing
// inputs must also fail as a base and as an href setter value. Ours and Node's.
import {
  caseName,
  loadUrlTestData,
  loadUrlTestDataJavaScriptOnly,
  type UrlTestCase,
} from '@x/wpt';
import { expect } from 'vitest';
import { apiSuite, type ApiCase, type Impl } from './impls';

const GETTERS = ['href', 'protocol', 'username', 'password', 'host', 'hostname', 'port', 'pathname', 'search', 'hash'] as const;

function checkGetters(url: InstanceType<Impl['URL']>, c: UrlTestCase): void {
  for (const key of GETTERS) expect(url[key], key).toBe(c[key]);
  if (c.origin !== undefined) expect(url.origin, 'origin').toBe(c.origin);
  if (c.searchParams !== undefined) expect(url.searchParams.toString(), 'searchParams').toBe(c.searchParams);
}

/** new URL(input, base), with no base argument when base is null (url-constructor.any.js). */
function construct({ URL }: Impl, c: UrlTestCase): InstanceType<Impl['URL']> {
  return c.base === null ? new URL(c.input) : new URL(c.input, c.base);
}

function viaConstructor(c: UrlTestCase): ApiCase {
  return {
    name: caseName(c.input, c.base),
    run: (impl) => {
      if (c.failure === true) {
        expect(() => construct(impl, c)).toThrow(TypeError);
        if (c.base === null) {
          // failure.html: a URL that fails to parse with no base fails as a base too, and
          // as an href setter value.
          expect(() => new impl.URL('about:blank', c.input), 'as base').toThrow(TypeError);
          const url = new impl.URL('about:blank');
          expect(() => {
            url.href = c.input;
          }, 'as href').toThrow(TypeError);
          expect(url.href).toBe('about:blank');
        }
        return;
      }
      checkGetters(construct(impl, c), c);
    },
  };
}

function viaParse(c: UrlTestCase): ApiCase {
  return {
    name: caseName(c.input, c.base),
    run: ({ URL }) => {
      const url = c.base === null ? URL.parse(c.input) : URL.parse(c.input, c.base);
      if (c.failure === true) {
        expect(url).toBeNull();
        return;
      }
      expect(url).toBeInstanceOf(URL);
      if (url !== null) checkGetters(url, c);
    },
  };
}

function viaCanParse(c: UrlTestCase): ApiCase {
  return {
    name: caseName(c.input, c.base),
    run: ({ URL }) => {
      expect(c.base === null ? URL.canParse(c.input) : URL.canParse(c.input, c.base)).toBe(c.failure !== true);
    },
  };
}

for (const [file, cases] of [
  ['urltestdata.json', await loadUrlTestData()],
  ['urltestdata-javascript-only.json', await loadUrlTestDataJavaScriptOnly()],
] as const) {
  apiSuite(file, cases.map(viaConstructor), 'new URL');
  apiSuite(file, cases.map(viaParse), 'URL.parse');
  apiSuite(file, cases.map(viaCanParse), 'URL.canParse');
}
