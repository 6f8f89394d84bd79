export { parseUrlencoded, parseUrlencodedString, parseUrlencodedStringUnchecked } from './parse-urlencoded';
export { serializeUrlencoded, serializeUrlencodedTuple, serializeUrlencodedUnchecked } from './urlencoded-serializer';
export type { UrlencodedPair } from './urlencoded-parser';
export type { UrlencodedParseOptions } from './parse-options';
