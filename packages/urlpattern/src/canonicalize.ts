// https://urlpattern.spec.whatwg.org/#canon-encoding-callbacks: each component's fixed text
// goes through @x/url-parser's basic URL parser with the component's state override, on
// "the dummy URL" (#create-a-dummy-url), so patterns canonicalize exactly as URLs do.
import { basicURLParse, NONE, parseURL, setThePassword, setTheUsername, type URLRecord } from '@x/url-parser';
import { parseIntoComponent, quoteInput } from '@x/url-parser/internal';
import { inputError } from './pattern-error';

function parseOrThrow(input: string): URLRecord {
  const url = parseURL(input);
  if (url === null) throw new TypeError(`URLPattern: ${JSON.stringify(input)} did not parse`);
  return url;
}

/** https://urlpattern.spec.whatwg.org/#create-a-dummy-url (records are immutable: one serves every call). */
const DUMMY_URL: URLRecord = /* @__PURE__ */ parseOrThrow('https://dummy.invalid/');
/** The dummy URL with its path "set to the empty string" (an opaque path). */
const OPAQUE_DUMMY_URL: URLRecord = /* @__PURE__ */ parseOrThrow('dummy:');
/** The dummy URL with an empty scheme: neither special nor with a default port. */
const SCHEMELESS_DUMMY_URL: URLRecord = /* @__PURE__ */ parseOrThrow('dummy://dummy.invalid/');

function failed(component: string, value: string): TypeError {
  return inputError(`URLPattern: ${quoteInput(value)} is not a valid ${component}`, value);
}

/** https://urlpattern.spec.whatwg.org/#canonicalize-a-protocol */
export function canonicalizeProtocol(value: string): string {
  if (value === '') return value;
  const parseResult = parseURL(`${value}://dummy.invalid/`);
  if (parseResult === null) throw failed('protocol', value);
  return parseResult.scheme;
}

/** https://urlpattern.spec.whatwg.org/#canonicalize-a-username */
export function canonicalizeUsername(value: string): string {
  if (value === '') return value;
  return setTheUsername(DUMMY_URL, value).username;
}

/** https://urlpattern.spec.whatwg.org/#canonicalize-a-password */
export function canonicalizePassword(value: string): string {
  if (value === '') return value;
  return setThePassword(DUMMY_URL, value).password;
}

/** https://urlpattern.spec.whatwg.org/#canonicalize-a-hostname */
export function canonicalizeHostname(value: string): string {
  if (value === '') return value;
  const parseResult = basicURLParse(value, { url: DUMMY_URL, stateOverride: 'hostname', nullOnFailure: true });
  if (parseResult === null) throw failed('hostname', value);
  return parseResult.host ?? '';
}

/** https://urlpattern.spec.whatwg.org/#canonicalize-an-ipv6-hostname */
export function canonicalizeIPv6Hostname(value: string): string {
  let result = '';
  for (let i = 0; i < value.length; i++) {
    let c = value.charCodeAt(i);
    const hex = (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66);
    if (!hex && c !== 0x5b && c !== 0x5d && c !== 0x3a) throw failed('IPv6 hostname', value);
    if (c >= 0x41 && c <= 0x46) c += 0x20;
    result += String.fromCharCode(c);
  }
  return result;
}

/** https://urlpattern.spec.whatwg.org/#canonicalize-a-port */
export function canonicalizePort(portValue: string, protocolValue?: string): string {
  if (portValue === '') return portValue;
  // "Set dummyURL's scheme to protocolValue": the port state reads only whether the scheme
  // is special and its default port, which a URL with that scheme shows. Without a
  // protocolValue (a pattern's port text) the spec's dummy URL is https, whose default port
  // would turn the pattern "443*" into "*"; WPT expects "443*" (as Chromium and ada
  // give): the text is canonicalized without a scheme, and create() drops a default port
  // only against the pattern's own protocol (#url-pattern-create).
  const dummyURL =
    protocolValue === undefined || protocolValue === ''
      ? SCHEMELESS_DUMMY_URL
      : protocolValue === 'https'
        ? DUMMY_URL
        : parseOrThrow(`${protocolValue}://dummy.invalid/`);
  const parseResult = basicURLParse(portValue, { url: dummyURL, stateOverride: 'port', nullOnFailure: true });
  if (parseResult === null) throw failed('port', portValue);
  return parseResult.port === NONE ? '' : String(parseResult.port);
}

/** https://urlpattern.spec.whatwg.org/#canonicalize-a-pathname */
export function canonicalizePathname(value: string): string {
  if (value === '') return value;
  const leadingSlash = value.charCodeAt(0) === 0x2f;
  const modifiedValue = leadingSlash ? value : `/-${value}`;
  const result = parseIntoComponent(DUMMY_URL, modifiedValue, 'path').path;
  return leadingSlash ? result : result.slice(2);
}

/** https://urlpattern.spec.whatwg.org/#canonicalize-an-opaque-pathname */
export function canonicalizeOpaquePathname(value: string): string {
  if (value === '') return value;
  const parseResult = basicURLParse(value, { url: OPAQUE_DUMMY_URL, stateOverride: 'opaque path', nullOnFailure: true });
  if (parseResult === null) throw failed('opaque pathname', value);
  return parseResult.path;
}

/** https://urlpattern.spec.whatwg.org/#canonicalize-a-search */
export function canonicalizeSearch(value: string): string {
  if (value === '') return value;
  return parseIntoComponent(DUMMY_URL, value, 'query').query ?? '';
}

/** https://urlpattern.spec.whatwg.org/#canonicalize-a-hash */
export function canonicalizeHash(value: string): string {
  if (value === '') return value;
  return parseIntoComponent(DUMMY_URL, value, 'fragment').fragment ?? '';
}
