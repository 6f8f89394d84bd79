// WPT urlpattern/urlpatterntestdata.json against ours and the running Node's URLPattern
// (wpt-urlpattern-case.ts checks each case as WPT's urlpatterntests.js does).
import { loadURLPatternTestData, wptSuite, type URLPatternTestCase } from '@x/wpt';
import { IMPLS } from './impls';
import { runURLPatternCase, urlPatternCaseName } from './wpt-urlpattern-case';

const cases = await loadURLPatternTestData();
for (const impl of IMPLS) {
  wptSuite<URLPatternTestCase>({
    file: 'urlpatterntestdata.json',
    via: impl.name,
    cases,
    name: urlPatternCaseName,
    expected: impl.expected,
    run: (c) => runURLPatternCase(impl.URLPattern, c),
  });
}
