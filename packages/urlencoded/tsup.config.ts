import { libraryConfig } from '../../tooling/tsup.mjs';

export default libraryConfig({'index': 'src/index.ts', 'legacy': 'src/legacy.ts', 'internal': 'src/internal.ts'});
