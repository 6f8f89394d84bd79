export { URLRecord, HostKind, NONE, isURLRecord } from './url-record';
export type { URLRecordJSON } from './url-record';
export { basicURLParse } from './basic-url-parser';
export type { BasicURLParseOptions } from './basic-url-parser';
export { parseURL, parseWithValidationErrors } from './parse-url';
export { canParseURL } from './can-parse';
export type { ParseURLOptions } from './parse-url';
export type { StateOverride } from './state-override';
export { serializeURL, serializePath, urlEquals } from './serializer';
export { urlOrigin, serializeOrigin, isSameOrigin, isSameOriginDomain } from './origin';
export type { Origin, TupleOrigin, OpaqueOrigin, OriginLike } from './origin';
export {
  hasOpaquePath,
  includesCredentials,
  cannotHaveUsernamePasswordPort,
  setTheUsername,
  setThePassword,
} from './url-miscellaneous';
export { isSpecialScheme, defaultPort, SchemeType } from './special-scheme';
export { hostKindName, toSpecRecord } from './spec-record';
export type { SpecURLRecord, HostKindName } from './spec-record';
export { assertConsistent, toDiagram } from './diagnostics';
export { URL_PARSING_VALIDATION_ERROR_TYPES } from './validation-error';
export type {
  URLParsingValidationErrorType,
  URLValidationErrorType,
  ValidationError,
  ReportFn,
} from './validation-error';
export { isValidURLString } from './url-writing';
export { renderURL } from './render-url';
export type { RenderURLOptions } from './render-url';
export { fileURLToPath, pathToFileURL } from './file-path';
export type { FilePathOptions } from './file-path';
export { relativize } from './relativize';
export type { URLObject } from './url-like';
