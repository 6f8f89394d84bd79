import { libraryConfig } from '../../tooling/tsup.mjs';

export default libraryConfig({'index': 'src/index.ts', 'encodings': 'src/encodings.ts', 'ecmascript': 'src/ecmascript.ts'});
