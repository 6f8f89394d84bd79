export { parseUrlencoded, parseUrlencodedString } from './parse-urlencoded';
export { serializeUrlencoded } from './urlencoded-serializer';
export type { UrlencodedPair } from './urlencoded-parser';
export type { UrlencodedParseOptions } from './parse-options';
