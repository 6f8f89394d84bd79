// WPT url/IdnaTestV2.any.js and IdnaTestV2-removed.any.js: each non-empty input through
// `new URL("https://" + input + "/x")` — output null ⇒ TypeError, otherwise host and
// hostname are the output, pathname "/x" and href "https://" + output + "/x". Ours and Node's.
import { caseName, loadIdnaTestV2, loadIdnaTestV2Removed, type IdnaTestCase } from '@x/wpt';
import { expect } from 'vitest';
import { apiSuite, type ApiCase } from './impls';

function viaURL(c: IdnaTestCase): ApiCase {
  return {
    name: caseName(c.input) + (c.comment === undefined ? '' : ` (${c.comment})`),
    run: ({ URL }) => {
      const input = `https://${c.input}/x`;
      if (c.output === null) {
        expect(() => new URL(input)).toThrow(TypeError);
        return;
      }
      const url = new URL(input);
      expect(url.host, 'host').toBe(c.output);
      expect(url.hostname, 'hostname').toBe(c.output);
      expect(url.pathname, 'pathname').toBe('/x');
      expect(url.href, 'href').toBe(`https://${c.output}/x`);
    },
  };
}

apiSuite('IdnaTestV2.json', (await loadIdnaTestV2()).filter((c) => c.input !== '').map(viaURL), 'new URL');
apiSuite('IdnaTestV2-removed.json', (await loadIdnaTestV2Removed()).filter((c) => c.input !== '').map(viaURL), 'new URL');
