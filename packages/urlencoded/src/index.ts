export { parseUrlencoded, parseUrlencodedString, parseUrlencodedStringUnchecked } from './parse-urlencoded';
export { encodeUrlencodedString, serializeUrlencoded, serializeUrlencodedUnchecked } from './urlencoded-serializer';
export type { UrlencodedPair } from './urlencoded-parser';
export type { UrlencodedParseOptions } from './parse-options';
