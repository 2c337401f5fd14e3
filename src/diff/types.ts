/** The change set between a base and a head commit: what every gate looks at. */
export type ChangeStatus = 'added' | 'modified' | 'removed' | 'renamed';

export interface ChangedFile {
  /** Repository-relative head path (the base path for a removed file). */
  path: string;
  /** The base path of a renamed file. */
  previousPath?: string;
  status: ChangeStatus;
  /**
   * True once a loaded version is binary by content (a NUL byte in its first 8,000 bytes, git's own
   * test); never taken from `.gitattributes` (`-diff` marks text files too). False until loaded.
   */
  binary: boolean;
  /**
   * True when the base commit's `.gitattributes` mark the file `linguist-generated` (both paths, for
   * a rename): generated code, not judged for API drift. Read at base, as the policy file is, so a
   * PR cannot mark its own changes generated.
   */
  generated?: boolean;
  additions?: number;
  deletions?: number;
  /** Unified diff hunk text when known (the API omits it for large or binary files). */
  patch?: string;
  /** Content at base: null when the file does not exist there, undefined when not loaded. */
  baseContent?: Buffer | null;
  /** Content at head: null when the file does not exist there, undefined when not loaded. */
  headContent?: Buffer | null;
  /** Why content was not loaded (too large, binary, ...), when it was not. */
  skipped?: string;
  /** Git blob SHA of the head version (absent for a removed file). */
  headBlob?: string;
  /** Git blob SHA of the base version, when known (absent for an added file). */
  baseBlob?: string;
}

export interface ChangeSet {
  /** Where the file list came from. */
  source: 'git' | 'api';
  repository?: { owner: string; name: string; id?: number };
  pullNumber?: number;
  /** Base and head commit SHAs. */
  base: string;
  head: string;
  /**
   * The commit the diff was taken from: the merge-base of base and head (three-dot semantics, as
   * GitHub's PR diff). Base content is read at this commit.
   */
  mergeBase?: string;
  /** How many files the source says changed (the PR's `changed_files`), when known. */
  expectedFiles?: number;
  files: ChangedFile[];
  /** Set when the file list is known to be truncated (e.g. past the API's 3,000-file cap): fail closed. */
  incomplete?: string;
}
