/** Shapes shared by the lockfile parsers and the BOM builder. */

export type Ecosystem = 'npm' | 'pypi';

export type SbomFormat = 'cyclonedx-json' | 'cyclonedx-xml';
export type SbomSpecVersion = '1.6' | '1.5';

export type LockfileKind =
  | 'npm-package-lock'
  | 'pnpm-lock'
  | 'yarn-classic'
  | 'yarn-berry'
  | 'pip-requirements'
  | 'poetry-lock'
  | 'uv-lock';

/** Hash algorithms as CycloneDX names them; values are lowercase hex. */
export type HashName = 'SHA-1' | 'SHA-256' | 'SHA-384' | 'SHA-512' | 'MD5';
export type Hashes = Partial<Record<HashName, string>>;

/** How a dependency was declared: `dev` edges only count from a project (root or workspace). */
export type EdgeKind = 'prod' | 'optional' | 'dev';

export interface Edge {
  /** Id of the target node, local to one parsed lockfile. */
  to: string;
  kind: EdgeKind;
}

/** A downloadable artifact of a package (tarball, wheel, sdist) and its hashes. */
export interface Distribution {
  url: string;
  hashes: Hashes;
  comment?: string;
}

/** One package as a lockfile states it, before lockfiles are merged. */
export interface LockNode {
  name: string;
  version?: string;
  /** Hashes of the package's own archive (npm integrity, the sdist's hash, a single --hash). */
  hashes: Hashes;
  /** An SPDX expression or license name, when the lock or an installed manifest gives one. */
  license?: string;
  distributions: Distribution[];
  /** CycloneDX properties (name, value); a name may repeat. */
  properties: [string, string][];
  deps: Edge[];
  /**
   * Dev/optional as the lockfile itself flags them (npm); undefined when the lock has no flags and
   * reachability from the projects decides (pnpm, yarn, uv, requirements).
   */
  flags?: { dev: boolean; optional: boolean };
  /** Set for a workspace member or a sub-project: its directory relative to the repository. */
  projectDir?: string;
}

/** A parsed lockfile: nodes by local id, and the edges of the lockfile's own root project. */
export interface ParsedLockfile {
  kind: LockfileKind;
  ecosystem: Ecosystem;
  nodes: Map<string, LockNode>;
  rootDeps: Edge[];
  /** Things worth telling the user that are not errors (an unpinned requirement, say). */
  notes: string[];
}

/** Where a lockfile sits; parsers read neighbouring manifests through it. */
export interface ParseContext {
  /** Absolute folder of the lockfile. */
  dir: string;
  /** Repository-relative folder of the lockfile, posix separators ('' at the root). */
  relDir: string;
  /** Repository-relative path of the lockfile. */
  file: string;
  /** The project the lockfile belongs to (absolute, and relative; usually `dir`/`relDir`). */
  projectDir: string;
  projectRelDir: string;
}

export interface SbomError {
  /** Repository-relative path of the lockfile. */
  file: string;
  line?: number;
  message: string;
}

export interface SbomOptions {
  repoDir: string;
  format?: SbomFormat;
  specVersion?: SbomSpecVersion;
  includeDev?: boolean;
  /** Read for SOURCE_DATE_EPOCH (reproducible timestamp); defaults to process.env. */
  env?: NodeJS.ProcessEnv;
}

export interface SbomResult {
  /** The serialized BOM. */
  text: string;
  /** sha256 (hex) of `text` as UTF-8. */
  sha256: string;
  format: SbomFormat;
  specVersion: SbomSpecVersion;
  serialNumber: string;
  /** Components per ecosystem (the root component and workspace members not counted). */
  componentCounts: Record<Ecosystem, number>;
  /** Repository-relative paths of the lockfiles read (including those that failed). */
  lockfiles: string[];
  notes: string[];
  /** One per lockfile that could not be read; the BOM holds everything else. */
  errors: SbomError[];
}
