export { publicSuffix } from './public-suffix';
export { registrableDomain } from './registrable-domain';
export { isSameSite, isSchemelesslySameSite } from './same-site';
export type { OpaqueOrigin, SiteInput, TupleOrigin } from './same-site';
export { PSL_PUBLISHED, PSL_SOURCE } from './psl-data';
