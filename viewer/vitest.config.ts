import { packageProject } from '../tooling/vitest.mjs';

export default packageProject('@x/viewer');
