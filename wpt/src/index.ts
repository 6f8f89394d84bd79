export {
  loadUrlTestData,
  loadUrlTestDataJavaScriptOnly,
  loadSettersTests,
  loadToASCII,
  loadIdnaTestV2,
  loadIdnaTestV2Removed,
  loadPercentEncoding,
  loadURLPatternTestData,
  loadURLPatternCompareTestData,
  loadURLPatternGenerateTestData,
} from './data';
export type {
  UrlTestCase,
  SetterAttribute,
  SetterTestCase,
  ToASCIICase,
  IdnaTestCase,
  PercentEncodingCase,
  URLPatternTestCase,
  URLPatternCompareCase,
  URLPatternGenerateCase,
} from './data';
export { wptSuite, readExpectedFailures, caseName, numberedNames } from './harness';
export type { ExpectedFailures, WptSuite } from './harness';
export { loadURLList, URL_LISTS } from './url-lists';
export type { URLListName } from './url-lists';
