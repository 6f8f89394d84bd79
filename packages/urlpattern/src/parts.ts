// https://urlpattern.spec.whatwg.org/#parts and #options-header

/** https://urlpattern.spec.whatwg.org/#part-type */
export type PartType = 'fixed-text' | 'regexp' | 'segment-wildcard' | 'full-wildcard';

/** https://urlpattern.spec.whatwg.org/#part-modifier */
export type PartModifier = 'none' | 'optional' | 'zero-or-more' | 'one-or-more';

/** https://urlpattern.spec.whatwg.org/#part */
export interface Part {
  readonly type: PartType;
  readonly value: string;
  readonly modifier: PartModifier;
  readonly name: string;
  readonly prefix: string;
  readonly suffix: string;
}

/** https://urlpattern.spec.whatwg.org/#options */
export interface Options {
  /** One ASCII code point or the empty string. */
  readonly delimiterCodePoint: string;
  /** One ASCII code point or the empty string. */
  readonly prefixCodePoint: string;
  readonly ignoreCase: boolean;
}

/** https://urlpattern.spec.whatwg.org/#default-options */
export const DEFAULT_OPTIONS: Options = /* @__PURE__ */ Object.freeze({ delimiterCodePoint: '', prefixCodePoint: '', ignoreCase: false });
/** https://urlpattern.spec.whatwg.org/#hostname-options */
export const HOSTNAME_OPTIONS: Options = /* @__PURE__ */ Object.freeze({ delimiterCodePoint: '.', prefixCodePoint: '', ignoreCase: false });
/** https://urlpattern.spec.whatwg.org/#pathname-options */
export const PATHNAME_OPTIONS: Options = /* @__PURE__ */ Object.freeze({ delimiterCodePoint: '/', prefixCodePoint: '/', ignoreCase: false });

/** https://urlpattern.spec.whatwg.org/#convert-a-modifier-to-a-string */
export function modifierToString(modifier: PartModifier): string {
  if (modifier === 'zero-or-more') return '*';
  if (modifier === 'optional') return '?';
  if (modifier === 'one-or-more') return '+';
  return '';
}

/** https://urlpattern.spec.whatwg.org/#full-wildcard-regexp-value */
export const FULL_WILDCARD_REGEXP_VALUE = '.*';
