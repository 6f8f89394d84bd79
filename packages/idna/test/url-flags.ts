// The UTS #46 flags the URL Standard's domain parser passes (#concept-domain-to-ascii):
// beStrict false and true. Written out here, not imported from src, so the tests check
// the back end against the spec's values rather than against the code's own copy.
import type { Uts46ToASCIIFlags } from '../src/uts46-backend';

export const RELAXED: Uts46ToASCIIFlags = {
  checkHyphens: false,
  checkBidi: true,
  checkJoiners: true,
  useSTD3ASCIIRules: false,
  transitionalProcessing: false,
  verifyDnsLength: false,
  ignoreInvalidPunycode: false,
};

export const STRICT: Uts46ToASCIIFlags = { ...RELAXED, checkHyphens: true, useSTD3ASCIIRules: true, verifyDnsLength: true };
