export { publicSuffix } from './public-suffix';
export type { PublicSuffixOptions } from './host-input';
export { registrableDomain } from './registrable-domain';
export { isSameSite, isSameSchemelessSite, isSchemelesslySameSite } from './same-site';
export type { OpaqueOrigin, SiteInput, TupleOrigin } from './same-site';
export { obtainSite, serializeSite, serializeSchemelessSite } from './site';
export type { Site, SchemeAndHost } from './site';
export { PSL_PUBLISHED, PSL_SOURCE } from './psl-data';
export type { URLWithHostname } from './host-input';
