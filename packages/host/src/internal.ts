// @x/host/internal: for @x/url-parser, outside the semver promise until 1.0; the facade
// does not re-export this entry point. Spec predicates the URL parser shares with the host
// parser, written once: endsInANumberIn answers for a range of a string (the recognizer's
// host, in place inside the URL); urlCodePointLengthAt is #url-code-points.
export { endsInANumberIn } from './ends-in-a-number';
export { urlCodePointLengthAt } from './host-code-points';
