// https://url.spec.whatwg.org/#query-state, #fragment-state
import {
  FRAGMENT_PERCENT_ENCODE_SET,
  QUERY_PERCENT_ENCODE_SET,
  SPECIAL_QUERY_PERCENT_ENCODE_SET,
  percentEncodeAfterEncoding,
  utf8PercentEncodeRange,
  type Encoder,
} from '@x/percent-encoding';
import { CONTINUE, S, type ParserState, type StepResult } from '../parser-state';
import { SchemeType } from '../special-scheme';

/**
 * The query state's step 2 on the buffer input[from, to): its percent-encoding after
 * encoding (step 1: only special URLs other than ws/wss use a legacy encoding; null is
 * UTF-8), with the special-query set for special URLs.
 */
export function encodeQueryBuffer(input: string, from: number, to: number, type: SchemeType, encoder: Encoder | null): string {
  const special = type !== SchemeType.NotSpecial;
  const set = special ? SPECIAL_QUERY_PERCENT_ENCODE_SET : QUERY_PERCENT_ENCODE_SET;
  return encoder !== null && special && type !== SchemeType.Ws && type !== SchemeType.Wss
    ? percentEncodeAfterEncoding(encoder, input.slice(from, to), set)
    : utf8PercentEncodeRange(input, from, to, set);
}

/** The fragment state's encoding of input[from, to) (#fragment-state step 2). */
export function encodeFragmentBuffer(input: string, from: number, to: number): string {
  return utf8PercentEncodeRange(input, from, to, FRAGMENT_PERCENT_ENCODE_SET);
}

export function queryState(p: ParserState, c: number): StepResult {
  const url = p.url;
  const input = p.input;
  if ((p.stateOverride === 0 && c === 0x23) || c === -1) {
    // Step 2: encode the buffer (the run since the "?") at once — the ISO-2022-JP
    // encoder is stateful, so this cannot go code point by code point.
    const from = p.bufferStart === -1 ? p.pointer : p.bufferStart;
    const encoded = encodeQueryBuffer(input, from, p.pointer, url.schemeType, p.encoder);
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
  if (p.report !== undefined) p.reportURLUnits(p.pointer, i);
  p.pointer = i - 1;
  return CONTINUE;
}

export function fragmentState(p: ParserState, c: number): StepResult {
  if (c === -1) return CONTINUE;
  const input = p.input;
  const end = p.end;
  if (p.report !== undefined) p.reportURLUnits(p.pointer, end);
  const encoded = encodeFragmentBuffer(input, p.pointer, end);
  const url = p.url;
  url.fragment = url.fragment === null ? encoded : url.fragment + encoded;
  p.pointer = end - 1;
  return CONTINUE;
}
