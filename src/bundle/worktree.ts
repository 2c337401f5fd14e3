import { createHash } from 'node:crypto';
import { open, readlink, lstat } from 'node:fs/promises';
import { join } from 'node:path';
import { git, gitText } from '../diff/git';
import { committedDigests } from './clean-content';
import { gitBlobId, sha256Hex } from './digest';
import { repoPathProblem } from './paths';
import { SealError } from './reasons';
import { comparePaths, type Subject } from './statement';

/** The files a run changed: what differs between the base commit and the working tree. */
export interface WorkingTreeChanges {
  subjects: Subject[];
  deleted: string[];
}

/**
 * Lists the files that differ between `base` and the working tree of the repository at
 * `topLevel` (tracked changes, staged or not, plus untracked files that are not ignored), with
 * their digests. `exclude` holds repository-relative paths left out (the bundle's own files).
 */
export async function workingTreeChanges(
  topLevel: string,
  base: string,
  exclude: Set<string>,
): Promise<WorkingTreeChanges> {
  const format = (await gitText(topLevel, ['rev-parse', '--show-object-format'])) as
    'sha1' | 'sha256';
  const diff = nulFields(
    await git(topLevel, [
      'diff',
      '--no-renames',
      '--no-ext-diff',
      '--name-status',
      '-z',
      base,
      '--',
    ]),
  );
  const untracked = nulFields(
    await git(topLevel, ['ls-files', '--others', '--exclude-standard', '--full-name', '-z']),
  );
  const present = new Set<string>(untracked);
  const deleted = new Set<string>();
  for (let i = 0; i + 1 < diff.length; i += 2) {
    const [status, path] = [diff[i]!, diff[i + 1]!];
    if (status === 'D') deleted.add(path);
    else present.add(path);
  }
  const subjects: Subject[] = [];
  const regularFiles = new Map<string, Subject['digest']>();
  for (const path of [...present].sort(comparePaths)) {
    if (exclude.has(path)) continue;
    checkName(path);
    const { digest, link } = await fileDigest(join(topLevel, path), path, format);
    subjects.push({ name: path, digest });
    if (!link) regularFiles.set(path, digest);
  }
  const committed = await committedDigests(topLevel, regularFiles);
  for (const subject of subjects) subject.digest = committed.get(subject.name) ?? subject.digest;
  // a file removed from the index but still on disk (`git rm --cached`) is untracked, not deleted
  const deletedList = [...deleted]
    .filter((p) => !exclude.has(p) && !present.has(p))
    .sort(comparePaths);
  deletedList.forEach(checkName);
  return { subjects, deleted: deletedList };
}

function nulFields(output: Buffer): string[] {
  const text = output.toString('utf8');
  return text === '' ? [] : text.replace(/\0$/, '').split('\0');
}

function checkName(path: string): void {
  const problem = repoPathProblem(path);
  if (problem) throw new SealError(`cannot seal ${JSON.stringify(path)}: ${problem}`);
}

/**
 * SHA-256 and git blob id of a working-tree file's bytes (of the link text, for a symbolic link),
 * read in chunks so a large file is never held whole.
 */
async function fileDigest(
  absolute: string,
  path: string,
  format: 'sha1' | 'sha256',
): Promise<{ digest: Subject['digest']; link: boolean }> {
  const stat = await lstat(absolute).catch((error: NodeJS.ErrnoException) => {
    throw new SealError(`cannot read ${path} (${error.code ?? 'error'})`);
  });
  if (stat.isSymbolicLink()) {
    const target = Buffer.from(await readlink(absolute), 'utf8');
    return {
      digest: { sha256: sha256Hex(target), gitBlob: gitBlobId(target, format) },
      link: true,
    };
  }
  if (!stat.isFile()) {
    throw new SealError(`cannot seal ${path}: not a regular file (a submodule or directory?)`);
  }
  const handle = await open(absolute, 'r');
  try {
    const size = (await handle.stat()).size;
    const sha = createHash('sha256');
    const blob = createHash(format).update(`blob ${size}\0`);
    let total = 0;
    const buffer = Buffer.allocUnsafe(1 << 20);
    for (;;) {
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, null);
      if (bytesRead === 0) break;
      sha.update(buffer.subarray(0, bytesRead));
      blob.update(buffer.subarray(0, bytesRead));
      total += bytesRead;
    }
    if (total !== size) throw new SealError(`${path} changed while it was being sealed`);
    return { digest: { sha256: sha.digest('hex'), gitBlob: blob.digest('hex') }, link: false };
  } finally {
    await handle.close();
  }
}
