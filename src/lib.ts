/**
 * The library entry point (`require('letitloop-action')` / `import ... from 'letitloop-action'`):
 * the durable engine for agent pipelines, proof bundles (seal a run, verify, bind), and API
 * signature drift between two versions of a file.
 */
export { TOOL_NAME, TOOL_VERSION } from './version';
export * from './engine/index';
export * from './engine/supervise';
export * from './engine/upstream/index';
export * from './bundle/index';
export { generateSbom } from './sbom/lazy';
export { LockfileError, SbomOptionError } from './sbom/errors';
export type { SbomError, SbomFormat, SbomOptions, SbomResult, SbomSpecVersion } from './sbom/types';
export {
  applySignaturePolicy,
  diffFileSet,
  diffFileVersions,
  isSignatureFile,
  MAX_SIGNATURE_FILE_BYTES,
  SIGNATURE_KINDS,
  signatureKind,
  tuneJitForShortRuns,
  type AllowedSignatureChange,
  type DiffOptions,
  type FileVersions,
  type SignatureKind,
  type SignatureLanguage,
  type SignaturePolicy,
} from './signature/index';
