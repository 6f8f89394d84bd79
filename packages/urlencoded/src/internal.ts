// @x/urlencoded/internal: the parser and serializer without argument checks, for
// @x/url-api's URLSearchParams, which converts its arguments by Web IDL first. They take
// their input as it is (a non-string or a malformed tuple list fails deep inside, not
// with a TypeError naming the function), so they are not in the package root and the
// facade does not re-export this entry point.
export { parseUrlencodedStringUnchecked } from './parse-urlencoded';
export { encodeUrlencodedString, serializeUrlencodedUnchecked } from './urlencoded-serializer';
export type { UrlencodedPair } from './urlencoded-parser';
