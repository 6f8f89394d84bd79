// @x/urlencoded/internal: the parser and the serializer's encoding without argument
// checks, for @x/url-api's URLSearchParams, which converts its arguments by Web IDL first,
// keeps its list flat (each name followed by its value) and joins the encoded tuples
// itself. They take their input as it is (a non-string fails deep inside, not with a
// TypeError naming the function), so they are not in the package root and the facade
// does not re-export this entry point.
export { parseUrlencodedStringFlat } from './flat-list-parser';
export { encodeUrlencodedString } from './urlencoded-serializer';
export type { UrlencodedPair } from './urlencoded-parser';
export { serializeUnparsed, unparsedNamesInOrder } from './unparsed-list';
export { sortUnparsed } from './unparsed-sort';
export { checkListSerializedLength } from './serialized-length';
