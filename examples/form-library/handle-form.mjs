// A form library's use of @x/urlencoded and URLSearchParams alone (no URL parser, hosts or
// IDNA in the bundle): read a submitted body, refuse oversized ones, write a query back.
//   npm install @x/urlencoded @x/url-api && node handle-form.mjs
import { parseUrlencoded, serializeUrlencoded } from '@x/urlencoded';
import { URLSearchParams } from '@x/url-api/url-search-params';

const body = new TextEncoder().encode('name=Zo%C3%AB+Martin&tags=a&tags=b&note=50%25+off');
const fields = parseUrlencoded(body, { maxPairs: 100 });
for (const [name, value] of fields) console.log(`${name}: ${value}`);

try {
  parseUrlencoded(new TextEncoder().encode('x&'.repeat(1000)), { maxPairs: 100 });
} catch (e) {
  console.log(`refused: ${e.name}`);
}

const params = new URLSearchParams({ q: 'café & crème', page: '2' });
params.append('tag', 'a b');
params.sort();
console.log(params.toString());
console.log(serializeUrlencoded([['reply', 'yes/no?']]));
