// An app's use of @x/url: resolve links found on a page, route them with URLPattern, and
// keep only same-site ones (registrable domain, from the Public Suffix List).
//   npm install @x/url && node route-links.mjs
import { URL, URLPattern, registrableDomain } from '@x/url';

const page = new URL('https://www.shop.example.co.uk/catalog/index.html');
const links = ['../books/42?ref=home', 'https://blog.shop.example.co.uk/post/7', 'https://evil.example.com/books/1', 'HTTPS://WWW.SHOP.EXAMPLE.CO.UK/static/a%20b.css', 'javascript:alert(1)'];
const routes = [
  ['book', new URLPattern({ pathname: '/books/:id(\\d+)' })],
  ['post', new URLPattern({ hostname: 'blog.*', pathname: '/post/:id' })],
  ['asset', new URLPattern({ pathname: '/static/*' })],
];
const site = registrableDomain(page.hostname);
for (const link of links) {
  const url = URL.parse(link, page);
  if (url === null || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
    console.log(`${link}: skipped (not http)`);
    continue;
  }
  const sameSite = registrableDomain(url.hostname) === site;
  const route = routes.find(([, pattern]) => pattern.test(url));
  const groups = route === undefined ? {} : route[1].exec(url).pathname.groups;
  console.log(`${url.href}: ${sameSite ? 'same site' : 'other site'}, ${route === undefined ? 'no route' : `${route[0]} ${JSON.stringify(groups)}`}`);
}
