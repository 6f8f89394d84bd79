// WPT url/IdnaTestV2.any.js and IdnaTestV2-removed.any.js: each non-empty input through
// `new URL("https://" + input + "/x")` — output null ⇒ TypeError, otherwise host and
// hostname are the output, pathname "/x" and href "https://" + output + "/x". Ours and Node's.
import { caseName, loadIdnaTestV2, loadIdnaTestV2Removed, type IdnaTestCase } from '@x/wpt';
import { apiSuite, expectHostThroughURL, type ApiCase } from './impls';

function viaURL(c: IdnaTestCase): ApiCase {
  return {
    name: caseName(c.input) + (c.comment === undefined ? '' : ` (${c.comment})`),
    run: ({ URL }) => expectHostThroughURL(URL, c.input, c.output),
  };
}

apiSuite('IdnaTestV2.json', (await loadIdnaTestV2()).filter((c) => c.input !== '').map(viaURL), 'new URL');
apiSuite('IdnaTestV2-removed.json', (await loadIdnaTestV2Removed()).filter((c) => c.input !== '').map(viaURL), 'new URL');
