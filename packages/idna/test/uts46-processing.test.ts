// UTS #46 processing (section 4), each validity criterion (section 4.1), ToASCII (4.2) and
// ToUnicode (4.3), one rule at a time, through the back end with explicit flags.
import { describe, expect, test } from 'vitest';
import { uts46Backend } from '../src/uts46-backend';
import type { Uts46ToASCIIFlags } from '../src/uts46-backend';
import { RELAXED, STRICT } from './url-flags';
import { punycodeEncode } from '../src/punycode';
import { decodeTables } from '../src/uts46-tables';
import { INVALID, checkValidity } from '../src/uts46-validity';

const ok = (domain: string, flags: Uts46ToASCIIFlags = RELAXED): boolean => !uts46Backend.toUnicode(domain, flags).error;
const ascii = (domain: string, flags: Uts46ToASCIIFlags = RELAXED): string | null => uts46Backend.toASCII(domain, flags);
const xn = (unicode: string): string => `xn--${punycodeEncode(unicode, 0, unicode.length) ?? ''}`;

describe('Step 1, Map', () => {
  test('valid, mapped, ignored, deviation, disallowed', () => {
    expect(uts46Backend.toUnicode('ABC.Ⅻ.ﬃ', RELAXED)).toEqual({ domain: 'abc.xii.ffi', error: false });
    expect(uts46Backend.toUnicode('a\u00ADb\uFE0F', RELAXED)).toEqual({ domain: 'ab', error: false }); // ignored
    expect(uts46Backend.toUnicode('faß.ς', RELAXED)).toEqual({ domain: 'faß.ς', error: false }); // deviations kept
    expect(uts46Backend.toUnicode('a\u0080b', RELAXED)).toEqual({ domain: 'a\u0080b', error: true }); // disallowed, kept
    expect(uts46Backend.toUnicode('⒈', RELAXED).error).toBe(true); // disallowed: it would make a dot
  });
  test('the four label separators map to U+002E', () => {
    expect(uts46Backend.toUnicode('a。b．c｡d.e', RELAXED)).toEqual({ domain: 'a.b.c.d.e', error: false });
  });
  test('Transitional_Processing maps deviations, and capital sharp s to "ss"', () => {
    const transitional = { ...RELAXED, transitionalProcessing: true };
    expect(ascii('faß.ẞ.ς.a\u200Db', transitional)).toBe('fass.ss.xn--4xa.ab');
    expect(ascii('faß.ẞ.ς', RELAXED)).toBe('xn--fa-hia.xn--zca.xn--3xa');
    // Punycode labels are validated nontransitionally: a decoded ß stays valid.
    expect(ascii('xn--zca', transitional)).toBe('xn--zca');
  });
});

describe('Step 2, Normalize', () => {
  test('NFC over the whole mapped string', () => {
    expect(uts46Backend.toUnicode('u\u0308.a\u0301', RELAXED)).toEqual({ domain: 'ü.á', error: false });
    expect(ascii('\u1100\u1161\u11A8.com')).toBe(ascii('각.com')); // conjoining jamo compose
    expect(ascii('Å.com')).toBe(ascii('å.com')); // U+212B ANGSTROM SIGN is mapped
  });
});

describe('Step 4, Convert/Validate: labels starting with "xn--"', () => {
  test('decoded and validated; ToASCII re-encodes, ToUnicode shows the decoding', () => {
    expect(uts46Backend.toUnicode('xn--bcher-kva.example', RELAXED)).toEqual({ domain: 'bücher.example', error: false });
    expect(ascii('XN--BCHER-KVA.example')).toBe('xn--bcher-kva.example'); // mapped to lowercase first
  });
  test('1: a non-ASCII code point is an error (the label stays as it is)', () => {
    expect(uts46Backend.toUnicode('xn--bcher-kva\u00FC.a', RELAXED)).toEqual({ domain: 'xn--bcher-kva\u00FC.a', error: true });
  });
  test('2: invalid Punycode is an error, with or without IgnoreInvalidPunycode (step 3 then fails)', () => {
    // "zz" ends inside a variable-length integer.
    expect(uts46Backend.toUnicode('xn--zz.xn--zca', RELAXED)).toEqual({ domain: 'xn--zz.ß', error: true });
    expect(ascii('xn--zz', RELAXED)).toBeNull();
    expect(ascii('xn--zz', { ...RELAXED, ignoreInvalidPunycode: true })).toBeNull();
    // "xn--a" is valid Punycode (for U+0080, which is disallowed).
    expect(uts46Backend.toUnicode('xn--a', RELAXED)).toEqual({ domain: '\u0080', error: true });
  });
  test('3: an empty or all-ASCII decoding is an error', () => {
    expect(ok('xn--')).toBe(false);
    expect(ok('xn--abc-')).toBe(false); // decodes to "abc"
    expect(uts46Backend.toUnicode('xn--abc-', RELAXED).domain).toBe('abc');
  });
  test('4: validity criteria, nontransitional', () => {
    expect(ok('xn--u-ccb')).toBe(false); // "u\u0308": not NFC
    expect(ok(xn('\u00FC\u00C0'))).toBe(false); // "üÀ": À is mapped, not valid
    expect(ok(xn('\u00FC\u00E0'))).toBe(true);
    expect(ok(xn('\u00FC\u2488'))).toBe(false); // disallowed
  });
});

describe('4.1 Validity criteria', () => {
  test('1: NFC (only a decoded label can fail it)', () => {
    expect(ok(xn('a\u0301b'))).toBe(false);
    expect(ok(xn('\u00E1b'))).toBe(true);
  });
  test('2: with CheckHyphens, no "-" in both the third and fourth positions (code points)', () => {
    expect(ok('ab--c', STRICT)).toBe(false);
    expect(ok('ab-c', STRICT)).toBe(true);
    expect(ok('ab--c', RELAXED)).toBe(true);
    expect(ok('\u{1D400}\u{1D401}--c', STRICT)).toBe(false); // astral: positions count code points
    // Astral code points that map to themselves (U+1D400 above maps to "a"): a pair is one position.
    expect(ok('\u{20000}\u{20001}--c', STRICT)).toBe(false);
    expect(ok('\u{20000}b--c', STRICT)).toBe(false);
    expect(ok('\u{20000}-b-c', STRICT)).toBe(true);
    expect(ok('\u00FCb--c', STRICT)).toBe(false);
  });
  test('3: with CheckHyphens, no leading or trailing "-"', () => {
    expect(ok('-a', STRICT)).toBe(false);
    expect(ok('a-', STRICT)).toBe(false);
    expect(ok('-\u00FC', STRICT)).toBe(false);
    expect(ok('-a', RELAXED)).toBe(true);
  });
  test('4: without CheckHyphens, no label begins with "xn--" (after decoding)', () => {
    expect(ok(xn('xn--\u00FC'), RELAXED)).toBe(false);
    expect(ok(xn('xm--\u00FC'), RELAXED)).toBe(true);
  });
  test('5: no U+002E in a label (unreachable through processing)', () => {
    decodeTables();
    expect(checkValidity('a.b', 0, 3, RELAXED, false, false)).toBe(INVALID);
    expect(checkValidity('a.b', 0, 1, RELAXED, false, false)).not.toBe(INVALID);
  });
  test('6: no leading General_Category=Mark', () => {
    expect(ok('\u0301a')).toBe(false); // Mn
    expect(ok('a.\u0903')).toBe(false); // Mc
    expect(ok('\u20DD')).toBe(false); // Me
    expect(ok('a\u0301')).toBe(true);
  });
  test('7: statuses valid or (nontransitional) deviation; UseSTD3ASCIIRules', () => {
    expect(ok('a\uFFFDb')).toBe(false);
    expect(ok('a_b', STRICT)).toBe(false);
    expect(ok('a_b', RELAXED)).toBe(true);
    expect(ok('a\uFF3Fb', STRICT)).toBe(false); // FULLWIDTH LOW LINE maps to "_"
    expect(ok('a*b', STRICT)).toBe(false);
    expect(ok('ab-9', STRICT)).toBe(true);
  });
  describe('8: CheckJoiners, RFC 5892 Appendix A', () => {
    test('ZWNJ and ZWJ after a virama', () => {
      expect(ok('\u0915\u094D\u200C\u0937')).toBe(true);
      expect(ok('\u0915\u094D\u200D\u0937')).toBe(true);
      expect(ok('\u0915\u094D\u200D')).toBe(true);
    });
    test('ZWNJ between (L|D) T* and T* (R|D)', () => {
      expect(ok('\u0628\u200C\u0628')).toBe(true); // D ZWNJ D
      expect(ok('\u0628\u064E\u200C\u064E\u0627')).toBe(true); // D T ZWNJ T R
      expect(ok('\u0627\u200C\u0628')).toBe(false); // R before: not L or D
      expect(ok('\u0628\u200C\u0621')).toBe(false); // U (HAMZA) after
      expect(ok('\u0628\u200C')).toBe(false);
      expect(ok('\u200C\u0628')).toBe(false);
      expect(ok('a\u200Cb')).toBe(false);
    });
    test('ZWJ elsewhere fails', () => {
      expect(ok('a\u200Db')).toBe(false);
      expect(ok('\u0628\u200D\u0628')).toBe(false);
    });
    test('each joiner has its own context (tr46 7.0.0 accepts this label: see README)', () => {
      // U+1820 MONGOLIAN LETTER A is Joining_Type D, U+094D (virama) is T: the first ZWNJ
      // follows a virama, the second follows "a" (Joining_Type U) and fails A.1.
      expect(ok('\u1820\u094D\u200C\u1820a\u200Cb')).toBe(false);
      expect(ok('\u1820\u094D\u200C\u1820\u200C\u1820')).toBe(true);
    });
    test('without CheckJoiners, joiners are only subject to their status', () => {
      expect(ok('a\u200Db', { ...RELAXED, checkJoiners: false })).toBe(true);
    });
  });
  describe('9: CheckBidi, RFC 5893 section 2 on a Bidi domain name', () => {
    test('rule 1: the first character is L, R or AL', () => {
      expect(ok('1a.\u05D0')).toBe(false); // EN first, in a Bidi domain name
      expect(ok('1a.b')).toBe(true); // not a Bidi domain name
      expect(ok('\u0661.1a')).toBe(false); // AN makes it a Bidi domain name, and AN is not a first character
    });
    test('rules 2 and 3: RTL labels', () => {
      expect(ok('\u05D0a')).toBe(false); // L in an RTL label
      expect(ok('\u05D0\u05B0')).toBe(true); // ends with NSM after R
      expect(ok('\u05D01')).toBe(true); // ends with EN
      expect(ok('\u05D0!')).toBe(false); // ends with ON
      expect(ok('\u05D0-\u05D1')).toBe(true); // ES inside
    });
    test('rule 4: EN and AN not both in an RTL label', () => {
      expect(ok('\u05D01\u0661')).toBe(false);
      expect(ok('\u062711')).toBe(true);
      expect(ok('\u0627\u0661\u0662')).toBe(true);
    });
    test('rules 5 and 6: LTR labels of a Bidi domain name', () => {
      expect(ok('a\u05D0.\u05D0')).toBe(false); // R in an LTR label
      expect(ok('a!.\u05D0')).toBe(false); // ends with ON
      expect(ok('a1.\u05D0')).toBe(true);
      expect(ok('a\u0301.\u05D0')).toBe(true); // NSM after L
    });
    test('empty labels are not checked; decoded labels are', () => {
      expect(ok('\u05D0..\u05D1.')).toBe(true);
      expect(ok(`${xn('\u05D0a')}.b`)).toBe(false);
    });
    test('without CheckBidi nothing is checked', () => {
      expect(ok('\u05D0a', { ...RELAXED, checkBidi: false })).toBe(true);
    });
  });
});

describe('4.2 ToASCII', () => {
  test('non-ASCII labels become "xn--" + Punycode; ASCII labels stay', () => {
    expect(ascii('bücher.example')).toBe('xn--bcher-kva.example');
    expect(ascii('a.b')).toBe('a.b');
    expect(ascii('')).toBe('');
    expect(ascii('.')).toBe('.');
  });
  test('VerifyDnsLength: labels 1..63, total 1..253, the empty root label disallowed', () => {
    const verify = { ...RELAXED, verifyDnsLength: true };
    expect(ascii('a'.repeat(63), verify)).toBe('a'.repeat(63));
    expect(ascii('a'.repeat(64), verify)).toBeNull();
    expect(ascii('ü'.repeat(60), verify)).toBeNull(); // 60 code points, but its A-label is longer than 63
    expect(ascii(`${'a'.repeat(63)}.`.repeat(3) + 'a'.repeat(61), verify)).toBe(`${'a'.repeat(63)}.`.repeat(3) + 'a'.repeat(61)); // 253
    expect(ascii(`${'a'.repeat(63)}.`.repeat(3) + 'a'.repeat(62), verify)).toBeNull(); // 254
    expect(ascii('a.', verify)).toBeNull();
    expect(ascii('a..b', verify)).toBeNull();
    expect(ascii('', verify)).toBeNull();
    expect(ascii('a.', RELAXED)).toBe('a.');
  });
  test('the failure of any label fails the whole domain', () => {
    expect(ascii('ok.\u0301bad.ok')).toBeNull();
    expect(uts46Backend.toUnicode('ok.\u0301bad.xn--zca', RELAXED)).toEqual({ domain: 'ok.\u0301bad.ß', error: true });
  });
});
