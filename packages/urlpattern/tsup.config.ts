import { libraryConfig } from '../../tooling/tsup.mjs';

export default libraryConfig({ index: 'src/index.ts', polyfill: 'src/polyfill.ts' });
