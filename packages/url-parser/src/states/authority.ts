// https://url.spec.whatwg.org/#authority-state, #host-state, #hostname-state, #port-state
import { codeUnitAt } from '../code-unit';
import { authorityStop } from '../fast-path-scan';
import { hostKindOfSerialized, parseHostToString, type HostValidationErrorType, type ReportFn } from '@x/host';
import { USERINFO_PERCENT_ENCODE_SET, utf8PercentEncodeRange } from '@x/percent-encoding';
import { CONTINUE, FAILURE, RETURN, S, type ParserState, type StepResult } from '../parser-state';
import { defaultPortOfType, SchemeType } from '../special-scheme';
import { HostKind, NONE } from '../url-record';

/**
 * How many code units of an authority authorityState reads one at a time: hosts and
 * userinfo of real URLs fit. A loop costs about 2 ns per code unit on Node 26; a native
 * search about 21 ns per call, then a few hundredths of a ns per code unit. Searching from
 * the start cost WPT's inputs 5%; looping to the end cost a 100 MB host of "%41" 0.2 s of
 * its 0.5.
 */
const LOOPED = 64;

/**
 * The authority state, run over the whole authority at once: the spec's buffer flushes
 * at each "@" amount to "everything before the last @ is userinfo, split at its first
 * ':'"; each "@" inside the userinfo is percent-encoded by the userinfo set, exactly as
 * the "%40" the spec prepends.
 */
export function authorityState(p: ParserState): StepResult {
  const input = p.input;
  const from = p.pointer;
  const special = p.url.special;
  const end = p.end;
  // One pass finds step 2's end of the authority (i), its last "@", and the host state's
  // end (see hostEnd) for the host after that "@": its first ":" outside brackets.
  let lastAt = -1;
  let colon = -1;
  let insideBrackets = false;
  let i = from;
  const looped = Math.min(end, from + LOOPED);
  for (; i < looped; i++) {
    const d = codeUnitAt(input, i);
    if (d === 0x2f || d === 0x3f || d === 0x23 || (d === 0x5c && special)) break;
    if (d === 0x40) {
      lastAt = i;
      colon = -1;
      insideBrackets = false;
    } else if (d === 0x3a) {
      if (colon === -1 && !insideBrackets) colon = i;
    } else if (d === 0x5b) {
      insideBrackets = true;
    } else if (d === 0x5d) {
      insideBrackets = false;
    }
  }
  if (i === looped && i < end) {
    // A longer authority: the same three answers by native searches.
    i = Math.min(authorityStop(input, i, special), end);
    const at = input.lastIndexOf('@', i - 1);
    if (at >= looped) lastAt = at;
    colon = portColon(input, lastAt === -1 ? from : lastAt + 1, i, special);
  }
  if (lastAt !== -1) {
    if (p.report !== undefined) {
      for (let a = input.indexOf('@', from); a !== -1 && a <= lastAt; a = input.indexOf('@', a + 1)) {
        p.error('invalid-credentials', a, a + 1);
      }
    }
    // Step 2.1: "user@" with nothing after it.
    if (lastAt + 1 === i) {
      if (p.report !== undefined) p.error('host-missing', i, i + 1, true);
      return FAILURE;
    }
    const userinfoColon = input.indexOf(':', from);
    const url = p.url;
    if (userinfoColon === -1 || userinfoColon >= lastAt) {
      url.username = utf8PercentEncodeRange(input, from, lastAt, USERINFO_PERCENT_ENCODE_SET);
    } else {
      url.username = utf8PercentEncodeRange(input, from, userinfoColon, USERINFO_PERCENT_ENCODE_SET);
      url.password = utf8PercentEncodeRange(input, userinfoColon + 1, lastAt, USERINFO_PERCENT_ENCODE_SET);
    }
  }
  // Step 2.2 and the host state that follows, at the code point after the last "@".
  const hostStart = lastAt === -1 ? from : lastAt + 1;
  p.pointer = hostStart;
  p.bufferStart = -1;
  p.state = S.Host;
  return hostStateTo(p, colon === -1 ? i : colon);
}

/**
 * The first ":" outside brackets in input[from, to), an authority's host (which holds
 * none of the authority's terminators), or -1. A "[" before the first ":" (an IPv6
 * address) takes hostEnd's loop; otherwise that ":" is the one.
 */
function portColon(input: string, from: number, to: number, special: boolean): number {
  const colon = input.indexOf(':', from);
  if (colon === -1 || colon >= to) return -1;
  const bracket = input.indexOf('[', from);
  return bracket === -1 || bracket > colon ? colon : hostEnd(input, from, to, special);
}

const HOST_KINDS = { domain: HostKind.Domain, ipv4: HostKind.IPv4, ipv6: HostKind.IPv6, opaque: HostKind.Opaque, empty: HostKind.Empty } as const;

/** The HostKind of a host serialized by parseHostToString. */
export function hostKindOf(host: string, isOpaque: boolean): HostKind {
  return HOST_KINDS[hostKindOfSerialized(host, isOpaque)];
}

/**
 * Where the host state's buffer ends in input[from, end): the first ":" outside
 * brackets, "/", "?", "#" or, in a special URL, a backslash; or `end`. A ":" there
 * means a port follows. The first LOOPED code units are read one at a time; a longer host
 * goes on by native searches (hostEndFrom).
 */
export function hostEnd(input: string, from: number, end: number, special: boolean): number {
  let insideBrackets = false;
  let i = from;
  const looped = Math.min(end, from + LOOPED);
  for (; i < looped; i++) {
    const d = codeUnitAt(input, i);
    if (d === 0x3a) {
      if (!insideBrackets) return i;
    } else if (d === 0x2f || d === 0x3f || d === 0x23 || (d === 0x5c && special)) {
      return i;
    } else if (d === 0x5b) {
      insideBrackets = true;
    } else if (d === 0x5d) {
      insideBrackets = false;
    }
  }
  return i < end ? hostEndFrom(input, i, end, special, insideBrackets) : i;
}

/**
 * hostEnd's answer from `from` on, inside brackets or not, by native searches: outside
 * brackets the next ":" or "[", inside them the next "]", each before the authority's
 * first terminator. Each search starts past the last one of its kind, so the whole takes
 * linear time however many brackets there are (a 50 MB failing IPv6 host took three times
 * Node's time one code unit at a time).
 */
function hostEndFrom(input: string, from: number, end: number, special: boolean, insideBrackets: boolean): number {
  const stop = Math.min(authorityStop(input, from, special), end);
  let colon = -2; // the next ":" at or after i (-1: none), -2 before the first search
  let open = -2; // the next "["
  let close = -2; // the next "]"
  for (let i = from; ; ) {
    if (insideBrackets) {
      if (close !== -1 && close < i) close = input.indexOf(']', i);
      if (close === -1 || close >= stop) return stop;
      i = close + 1;
      insideBrackets = false;
    } else {
      if (colon !== -1 && colon < i) colon = input.indexOf(':', i);
      if (open !== -1 && open < i) open = input.indexOf('[', i);
      const c = colon === -1 || colon >= stop ? stop : colon;
      if (open === -1 || open >= c) return c;
      i = open + 1;
      insideBrackets = true;
    }
  }
}

/** Host-parses input[from, to) into the url (#concept-host-parser); false on failure. */
export function setHost(p: ParserState, from: number, to: number, isOpaque: boolean): boolean {
  const host = parseHostToString(
    from === 0 && to === p.input.length ? p.input : p.input.slice(from, to),
    isOpaque,
    p.report === undefined ? undefined : hostErrorsAt(p, from),
  );
  if (host === null) return false;
  p.url.host = host;
  p.url.hostKind = hostKindOf(host, isOpaque);
  return true;
}

/**
 * The host parser's error callback, shifting its offsets to the host's place at `from`.
 * Made here, not in setHost: an arrow function in setHost would give every call of it a
 * context (see ParserState.reportURLUnits).
 */
function hostErrorsAt(p: ParserState, from: number): ReportFn<HostValidationErrorType> {
  return (e) => p.error(e.type, from + e.index, from + e.end, e.fatal);
}

/** The host state and the hostname state (they differ only for a state override). */
export function hostState(p: ParserState): StepResult {
  const url = p.url;
  // Step 1.
  if (p.stateOverride !== 0 && url.schemeType === SchemeType.File) {
    p.pointer--;
    p.state = S.FileHost;
    return CONTINUE;
  }
  return hostStateTo(p, hostEnd(p.input, p.pointer, p.end, url.special));
}

/** The host state's steps 2 and 3 for the buffer input[pointer, i) (i from hostEnd). */
function hostStateTo(p: ParserState, i: number): StepResult {
  const url = p.url;
  const input = p.input;
  const end = p.end;
  const special = url.special;
  const from = p.pointer;
  if (i < end && codeUnitAt(input, i) === 0x3a) {
    // Step 2: a port follows.
    if (i === from) {
      if (p.report !== undefined) p.error('host-missing', i, i + 1, true);
      return FAILURE;
    }
    if (p.stateOverride === S.Hostname) return FAILURE;
    if (!setHost(p, from, i, !special)) return FAILURE;
    p.pointer = i;
    p.bufferStart = -1;
    p.state = S.Port;
    return CONTINUE;
  }
  // Step 3: the end of the host.
  if (i === from) {
    if (special) {
      if (p.report !== undefined) p.error('host-missing', i, i + 1, true);
      return FAILURE;
    }
    if (p.stateOverride !== 0 && (url.includesCredentials || url.port !== NONE)) return FAILURE;
  }
  if (!setHost(p, from, i, !special)) return FAILURE;
  p.pointer = i - 1;
  p.bufferStart = -1;
  p.state = S.PathStart;
  return p.stateOverride !== 0 ? RETURN : CONTINUE;
}

export function portState(p: ParserState, c: number): StepResult {
  const input = p.input;
  const end = p.end;
  // Step 1: a run of ASCII digits.
  if (c >= 0x30 && c <= 0x39) {
    if (p.bufferStart === -1) p.bufferStart = p.pointer;
    let i = p.pointer + 1;
    while (i < end) {
      const d = codeUnitAt(input, i);
      if (d < 0x30 || d > 0x39) break;
      i++;
    }
    p.pointer = i - 1;
    return CONTINUE;
  }
  const url = p.url;
  // Step 2.
  if (c === -1 || c === 0x2f || c === 0x3f || c === 0x23 || (c === 0x5c && url.special) || p.stateOverride !== 0) {
    if (p.bufferStart !== -1) {
      let port = 0;
      for (let i = p.bufferStart; i < p.pointer; i++) {
        port = port * 10 + codeUnitAt(input, i) - 0x30;
        if (port > 0xffff) {
          if (p.report !== undefined) p.error('port-out-of-range', p.bufferStart, p.pointer, true);
          return FAILURE;
        }
      }
      url.port = port === defaultPortOfType(url.schemeType) ? NONE : port;
      p.bufferStart = -1;
      if (p.stateOverride !== 0) return RETURN;
    }
    if (p.stateOverride !== 0) return FAILURE;
    p.state = S.PathStart;
    p.pointer--;
    return CONTINUE;
  }
  // Step 3.
  if (p.report !== undefined) p.error('port-invalid', p.pointer, p.pointer + 1, true);
  return FAILURE;
}
