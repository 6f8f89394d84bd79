import { libraryConfig } from '../../tooling/tsup.mjs';

export default libraryConfig({'index': 'src/index.ts', 'percent-encoding': 'src/percent-encoding.ts', 'idna': 'src/idna.ts', 'host': 'src/host.ts', 'public-suffix': 'src/public-suffix.ts', 'parser': 'src/parser.ts', 'urlencoded': 'src/urlencoded.ts'});
