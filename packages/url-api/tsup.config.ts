import { libraryConfig } from '../../tooling/tsup.mjs';

export default libraryConfig({'index': 'src/index.ts', 'url-search-params': 'src/url-search-params.ts', 'polyfill': 'src/polyfill.ts'});
