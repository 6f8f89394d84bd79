// https://url.spec.whatwg.org/#query-state, #fragment-state
import {
  FRAGMENT_PERCENT_ENCODE_SET,
  QUERY_PERCENT_ENCODE_SET,
  SPECIAL_QUERY_PERCENT_ENCODE_SET,
  percentEncodeAfterEncoding,
  utf8PercentEncodeRange,
} from '@x/percent-encoding';
import { checkURLUnits } from '../code-points';
import { CONTINUE, S, type ParserState, type StepResult } from '../parser-state';
import { SchemeType } from '../special-scheme';

export function queryState(p: ParserState, c: number): StepResult {
  const url = p.url;
  const input = p.input;
  if ((p.stateOverride === 0 && c === 0x23) || c === -1) {
    // Step 2: encode the buffer (the run since the "?") at once — the ISO-2022-JP
    // encoder is stateful, so this cannot go code point by code point.
    const from = p.bufferStart === -1 ? p.pointer : p.bufferStart;
    const to = p.pointer;
    const set = url.special ? SPECIAL_QUERY_PERCENT_ENCODE_SET : QUERY_PERCENT_ENCODE_SET;
    const encoder = p.encoder;
    // Step 1: only special URLs other than ws/wss use a legacy encoding.
    const legacy =
      encoder !== null && url.special && url.schemeType !== SchemeType.Ws && url.schemeType !== SchemeType.Wss;
    const encoded = legacy
      ? percentEncodeAfterEncoding(encoder, input.slice(from, to), set)
      : utf8PercentEncodeRange(input, from, to, set);
    url.query = url.query === null ? encoded : url.query + encoded;
    p.bufferStart = -1;
    if (c === 0x23) {
      url.fragment = '';
      p.state = S.Fragment;
    }
    return CONTINUE;
  }
  // Step 3: the run up to "#" (or the end, with a state override).
  if (p.bufferStart === -1) p.bufferStart = p.pointer;
  const end = p.end;
  let i = p.pointer + 1;
  if (p.stateOverride === 0) {
    const hash = input.indexOf('#', i);
    i = hash === -1 || hash > end ? end : hash;
  } else {
    i = end;
  }
  if (p.report !== undefined) checkURLUnits(input, p.pointer, i, end, (at, n) => p.error('invalid-URL-unit', at, at + n));
  p.pointer = i - 1;
  return CONTINUE;
}

export function fragmentState(p: ParserState, c: number): StepResult {
  if (c === -1) return CONTINUE;
  const input = p.input;
  const end = p.end;
  if (p.report !== undefined) checkURLUnits(input, p.pointer, end, end, (at, n) => p.error('invalid-URL-unit', at, at + n));
  const encoded = utf8PercentEncodeRange(input, p.pointer, end, FRAGMENT_PERCENT_ENCODE_SET);
  const url = p.url;
  url.fragment = url.fragment === null ? encoded : url.fragment + encoded;
  p.pointer = end - 1;
  return CONTINUE;
}
