// @x/host/internal: for @x/url-parser, outside the semver promise until 1.0; the facade
// does not re-export this entry point. endsInANumberIn answers for a range of a string:
// the recognizer's host, in place inside the URL.
export { endsInANumberIn } from './ends-in-a-number';
