import { libraryConfig } from '../../tooling/tsup.mjs';

export default libraryConfig({'index': 'src/index.ts', 'encodings': 'src/encodings.ts', 'single-byte-encodings': 'src/single-byte-encodings.ts', 'ecmascript': 'src/ecmascript.ts'});
