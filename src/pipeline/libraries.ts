import type { bindToChangeSet, bundleJournalPath, declaredSignatureChanges } from '../bundle/bind';
import type { BundleVerification, VerifyBundleInput } from '../bundle/verification';
import type { SignatureLibrary } from '../gate/signature';
import type { SbomOptions, SbomResult } from '../sbom';

/** A gate's library, or why it is not available in this build (the gate then reports "not run"). */
export type Loaded<T> = { library: T } | { unavailable: string };

export interface BundleLibrary {
  verifyBundle(input: VerifyBundleInput): Promise<BundleVerification>;
  bindToChangeSet: typeof bindToChangeSet;
  declaredSignatureChanges: typeof declaredSignatureChanges;
  bundleJournalPath: typeof bundleJournalPath;
}

export interface SbomLibrary {
  generateSbom(options: SbomOptions): Promise<SbomResult>;
}

/**
 * Loads each gate's library on demand (`import()`, a separate chunk in dist/), so a cold start
 * and a run without TS/JS changes never load ts-morph or the CycloneDX library.
 */
export interface GateLibraries {
  signature(): Promise<Loaded<SignatureLibrary>>;
  sbom(): Promise<Loaded<SbomLibrary>>;
  bundle(): Promise<Loaded<BundleLibrary>>;
}

/** The libraries of this build. */
export const builtInLibraries: GateLibraries = {
  signature: async () => ({ library: await import('../signature') }),
  sbom: async () => ({ library: await import('../sbom') }),
  bundle: async () => {
    const [{ verifyBundle }, bind] = await Promise.all([
      import('../bundle/verify'),
      import('../bundle/bind'),
    ]);
    return {
      library: {
        verifyBundle,
        bindToChangeSet: bind.bindToChangeSet,
        declaredSignatureChanges: bind.declaredSignatureChanges,
        bundleJournalPath: bind.bundleJournalPath,
      },
    };
  },
};
