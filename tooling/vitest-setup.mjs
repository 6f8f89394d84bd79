// @ts-check
// Property tests (fast-check) run with a fixed seed, so a failure in CI reproduces from a
// clean clone; X_FC_SEED=<n> explores other seeds locally.
import fc from 'fast-check';

fc.configureGlobal({ seed: Number(process.env.X_FC_SEED ?? 20261126) });
