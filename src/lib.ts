/**
 * The library entry point (`require('letitloop-action')` / `import ... from 'letitloop-action'`):
 * the durable engine for agent pipelines, and proof bundles (seal a run, verify, bind).
 */
export { TOOL_NAME, TOOL_VERSION } from './version';
export * from './engine/index';
export * from './engine/supervise';
export * from './engine/upstream/index';
export * from './bundle/index';
export { generateSbom } from './sbom/lazy';
export { LockfileError, SbomOptionError } from './sbom/errors';
export type { SbomError, SbomFormat, SbomOptions, SbomResult, SbomSpecVersion } from './sbom/types';
