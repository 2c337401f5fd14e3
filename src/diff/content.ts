import type { ChangeSet, ChangedFile } from './types';

/** Which changed files a gate needs the contents of (e.g. TS/JS/Python sources). */
export type ContentPredicate = (file: ChangedFile) => boolean;

export interface ContentOptions {
  wanted: ContentPredicate;
  /** Larger versions are not loaded (`skipped: 'too large: …'`). Default 1 MiB. */
  maxBytes?: number;
  /** Load binary files too (e.g. to digest them); by default they are skipped. */
  loadBinary?: boolean;
  /** Parallel requests for the API reader (git streams through one process). Default 8. */
  concurrency?: number;
}

export const DEFAULT_MAX_CONTENT_BYTES = 1024 * 1024;
export const DEFAULT_CONTENT_CONCURRENCY = 8;

/** One version of one file to read: the path at a commit, with its blob SHA when known. */
export interface ContentRequest {
  commit: string;
  path: string;
  blob?: string;
}

export type ContentResult =
  { kind: 'loaded'; content: Buffer } | { kind: 'too-large'; size: number } | { kind: 'absent' };

/** Reads file versions from one source (local git or the API). */
export interface ContentReader {
  read(
    requests: ContentRequest[],
    limits: { maxBytes: number; concurrency: number },
  ): Promise<ContentResult[]>;
}

/**
 * Returns a copy of the change set with base and head contents loaded for the wanted files that
 * are not loaded yet. A version over the size cap, or a binary file (unless `loadBinary`), is
 * left unloaded with `skipped` saying why; callable again with another predicate.
 */
export async function loadContents(
  changeSet: ChangeSet,
  reader: ContentReader,
  options: ContentOptions,
): Promise<ChangeSet> {
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_CONTENT_BYTES;
  const concurrency = options.concurrency ?? DEFAULT_CONTENT_CONCURRENCY;
  const files = changeSet.files.map((file) => ({ ...file }));
  const requests: ContentRequest[] = [];
  const targets: Array<{ file: ChangedFile; side: 'baseContent' | 'headContent' }> = [];
  for (const file of files) {
    if (!options.wanted(file) || isLoaded(file) || file.skipped === SUBMODULE) continue;
    if (file.binary && !options.loadBinary) {
      file.skipped = 'binary';
      continue;
    }
    delete file.skipped;
    if (file.status === 'added') file.baseContent = null;
    else if (file.baseContent === undefined) {
      requests.push({
        commit: changeSet.mergeBase ?? changeSet.base,
        path: file.previousPath ?? file.path,
        blob: file.baseBlob,
      });
      targets.push({ file, side: 'baseContent' });
    }
    if (file.status === 'removed') file.headContent = null;
    else if (file.headContent === undefined) {
      requests.push({ commit: changeSet.head, path: file.path, blob: file.headBlob });
      targets.push({ file, side: 'headContent' });
    }
  }
  const results = requests.length ? await reader.read(requests, { maxBytes, concurrency }) : [];
  results.forEach((result, index) => {
    const { file, side } = targets[index]!;
    if (result.kind === 'loaded') file[side] = result.content;
    else if (result.kind === 'absent') {
      // The diff says this version exists: absent means it is no regular file (a submodule).
      file.skipped = SUBMODULE;
    } else
      file.skipped = `too large: ${side === 'baseContent' ? 'base' : 'head'} is ${result.size} bytes, over the ${maxBytes}-byte cap`;
  });
  for (const file of files) {
    if (!file.binary && (looksBinary(file.baseContent) || looksBinary(file.headContent))) {
      file.binary = true;
      if (!options.loadBinary) file.skipped = 'binary';
    }
    if (file.skipped) {
      // Never hand a gate half a pair, nor a "missing" side that the diff says exists.
      if (file.status === 'added') file.baseContent = null;
      else delete file.baseContent;
      if (file.status === 'removed') file.headContent = null;
      else delete file.headContent;
    }
  }
  return { ...changeSet, files };
}

/**
 * Text files at the change set's head that it does not list (a base class's module, for the
 * signature gate): one text per path, undefined where the path is no text file under the cap.
 */
export async function readHeadTexts(
  changeSet: ChangeSet,
  reader: ContentReader,
  paths: string[],
): Promise<(string | undefined)[]> {
  // A path that leaves the repository (`../x`, `/x`) names nothing at a commit.
  const inRepo = paths.filter((path) => !/^(\.\.)?\//.test(path));
  const results = await reader.read(
    inRepo.map((path) => ({ commit: changeSet.head, path })),
    { maxBytes: DEFAULT_MAX_CONTENT_BYTES, concurrency: DEFAULT_CONTENT_CONCURRENCY },
  );
  const texts = new Map(
    results.map((r, i) => [
      inRepo[i]!,
      r.kind === 'loaded' && !looksBinary(r.content) ? r.content.toString('utf8') : undefined,
    ]),
  );
  return paths.map((path) => texts.get(path));
}

/** Why a gitlink (submodule) has no content: it names a commit of another repository. */
export const SUBMODULE = 'submodule (not a regular file)';

function isLoaded(file: ChangedFile): boolean {
  return file.baseContent !== undefined && file.headContent !== undefined;
}

/** Git's own heuristic: a NUL byte in the first 8,000 bytes means binary. */
export function looksBinary(content: Buffer | null | undefined): boolean {
  if (!content) return false;
  return content.subarray(0, 8000).includes(0);
}
