// Entry `@x/percent-encoding/ecmascript`: ECMA-262 "URI Handling Functions"
// (https://tc39.es/ecma262/#sec-uri-handling-functions), written from the spec.
export { encodeURI, encodeURIComponent } from './ecmascript-encode';
export { decodeURI, decodeURIComponent } from './ecmascript-decode';
