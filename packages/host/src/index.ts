export type { Host, HostKind, IPv6Address } from './host';
export { parseHost, parseHostToString } from './host-parser';
export { parseOpaqueHost } from './opaque-host-parser';
export { parseIPv4 } from './ipv4-parser';
export { parseIPv6 } from './ipv6-parser';
export { serializeHost } from './host-serializer';
export { serializeIPv4 } from './ipv4-serializer';
export { serializeIPv6 } from './ipv6-serializer';
export { endsInANumber } from './ends-in-a-number';
export { hostEquals } from './host-equals';
export { hostKindOfSerialized } from './host-kind-of-serialized';
export { isForbiddenHostCodePoint, isForbiddenDomainCodePoint } from './host-code-points';
export {
  isValidHostString,
  isValidDomainString,
  isValidIPv4AddressString,
  isValidIPv6AddressString,
  isValidOpaqueHostString,
} from './host-writing';
export { HOST_VALIDATION_ERROR_TYPES } from './validation-error';
export type { HostValidationErrorType, ReportFn, ReportOptions, ValidationError } from './validation-error';
