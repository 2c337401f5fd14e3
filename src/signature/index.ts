/**
 * The signature gate's library: API drift between the base and head versions of a file
 * (TS/JS with ts-morph's compiler, Python with web-tree-sitter), comment preservation, the kinds
 * catalogue and the verdict policy. Loading this module loads neither parser.
 */
import type { Finding } from '../findings';
import { diffFileSet, type FileVersions } from './diff';

export { diffFileSet, type DiffOptions, type FileVersions } from './diff';
export { isSignatureFile, MAX_SIGNATURE_FILE_BYTES } from './files';
export { tuneJitForShortRuns } from './jit';
export {
  SIGNATURE_KINDS,
  signatureKind,
  type SignatureKind,
  type SignatureLanguage,
} from './kinds';
export { applySignaturePolicy, type AllowedSignatureChange, type SignaturePolicy } from './policy';

/**
 * Findings (`gate: 'signature'`) for one changed file: `base` null = added file (no findings),
 * `head` null = removed file (`module-removed` when it had a public API). `file` is the head path,
 * `line` a head line, `oldLine` a base line.
 */
export async function diffFileVersions(input: FileVersions): Promise<Finding[]> {
  const [findings] = await diffFileSet([input]);
  return findings!;
}
