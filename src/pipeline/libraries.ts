import type { bindToChangeSet, acceptDeclaredChanges, bundleJournalPath } from '../bundle/bind';
import type { BundleVerification, VerifyBundleInput } from '../bundle/verification';
import type { SbomOutcome } from '../gate/sbom';
import type { SignatureLibrary } from '../gate/signature';

/** A gate's library, or why it is not available in this build (the gate then reports "not run"). */
export type Loaded<T> = { library: T } | { unavailable: string };

export interface BundleLibrary {
  verifyBundle(input: VerifyBundleInput): Promise<BundleVerification>;
  bindToChangeSet: typeof bindToChangeSet;
  acceptDeclaredChanges: typeof acceptDeclaredChanges;
  bundleJournalPath: typeof bundleJournalPath;
}

export interface SbomRequest {
  repoDir: string;
  format: 'json' | 'xml';
  specVersion?: string;
  includeDev: boolean;
  env: NodeJS.ProcessEnv;
}

export interface SbomLibrary {
  generateSbom(request: SbomRequest): Promise<SbomOutcome & { text: string }>;
}

/** Loads each gate's library on demand, so a run pays only for what its change needs. */
export interface GateLibraries {
  signature(): Promise<Loaded<SignatureLibrary>>;
  sbom(): Promise<Loaded<SbomLibrary>>;
  bundle(): Promise<Loaded<BundleLibrary>>;
}

const notInBuild = (folder: string) => ({
  unavailable: `${folder} is not part of this build yet`,
});

/** The libraries of this build. */
export const builtInLibraries: GateLibraries = {
  signature: async () => notInBuild('the signature library (src/signature)'),
  sbom: async () => notInBuild('the SBOM library (src/sbom)'),
  bundle: async () => notInBuild('the proof-bundle verifier (src/bundle/verify)'),
};
