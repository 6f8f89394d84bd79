// @x/url-parser/internal: operations that trust their input, for @x/url-api only.
// updateURL takes already-encoded component strings as they are and parseIntoComponent
// runs one component's states on a record, so either can make a record whose parts no
// re-parse of its href would give. They are therefore not in the package root and the
// facade does not re-export this entry point: the public surface builds records only by
// parsing. parseCheckedString, parseURL without an options object, is here because only
// the API URL parser needs it.
export { updateURL } from './url-miscellaneous';
export type { URLChanges } from './url-miscellaneous';
export { parseIntoComponent } from './basic-url-parser';
export { basicURLParseVia, parseCheckedString } from './basic-url-parser';
export type { Route } from './basic-url-parser';
// For the API classes above the parser: one mechanism that keeps hot classes' hidden
// classes alive through major collections (see shape-anchor.ts).
export { anchorShape } from './shape-anchor';
// For every package's error messages: a long input is quoted by its start and length.
export { QUOTED_LENGTH, quoteInput } from './quote-input';
