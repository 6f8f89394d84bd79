export {
  C0_CONTROL_PERCENT_ENCODE_SET,
  FRAGMENT_PERCENT_ENCODE_SET,
  QUERY_PERCENT_ENCODE_SET,
  SPECIAL_QUERY_PERCENT_ENCODE_SET,
  PATH_PERCENT_ENCODE_SET,
  USERINFO_PERCENT_ENCODE_SET,
  COMPONENT_PERCENT_ENCODE_SET,
  FORM_URLENCODED_PERCENT_ENCODE_SET,
  PERCENT_ENCODE_TABLE,
  isInPercentEncodeSet,
} from './percent-encode-set';
export type { PercentEncodeSet } from './percent-encode-set';
export { percentEncodeByte, PERCENT_ENCODED_BYTES } from './percent-encode-byte';
export { utf8PercentEncodeString, utf8PercentEncodeCodePoint, utf8PercentEncodeRange } from './utf8-percent-encode';
