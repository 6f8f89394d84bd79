export { domainToASCII } from './domain-to-ascii';
export { domainToUnicode } from './domain-to-unicode';
export { IDNA_VALIDATION_ERROR_TYPES } from './validation-error';
export type { IdnaValidationErrorType, ReportFn, ReportOptions, ValidationError } from './validation-error';
