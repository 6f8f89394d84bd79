export {
  C0_CONTROL_PERCENT_ENCODE_SET,
  FRAGMENT_PERCENT_ENCODE_SET,
  QUERY_PERCENT_ENCODE_SET,
  SPECIAL_QUERY_PERCENT_ENCODE_SET,
  PATH_PERCENT_ENCODE_SET,
  USERINFO_PERCENT_ENCODE_SET,
  COMPONENT_PERCENT_ENCODE_SET,
  FORM_URLENCODED_PERCENT_ENCODE_SET,
  isInPercentEncodeSet,
} from './percent-encode-set';
export type { PercentEncodeSet } from './percent-encode-set';
export { percentEncodeByte, PERCENT_ENCODED_BYTES } from './percent-encode-byte';
export {
  utf8PercentEncodeString,
  utf8PercentEncodeCodePoint,
  utf8PercentEncodeRange,
  utf8PercentEncodedLength,
} from './utf8-percent-encode';
export { isRepresentableLength } from './string-length-limit';
export { percentDecodeBytes, percentDecodeString } from './percent-decode';
export {
  percentDecodeToString,
  percentDecodeRangeToString,
  percentDecodeBytesRangeToString,
} from './percent-decode-to-string';
export { utf8Encode } from './utf8-encode';
export { utf8DecodeWithoutBOM } from './utf8-decode';
export { UTF8_ENCODER, isUTF8Encoder } from './encoder';
export type { Encoder, EncodeResult, EncodeError } from './encoder';
export { percentEncodeAfterEncoding } from './percent-encode-after-encoding';
