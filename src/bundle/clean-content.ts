import { git } from '../diff/git';
import { sha256Hex } from './digest';
import type { Subject } from './statement';

/**
 * Digests of working-tree files as git will commit them. Git's clean filters (`text`/`eol`
 * attributes, `core.autocrlf`, LFS and other `filter=` drivers) can make the committed blob differ
 * from the bytes on disk, and the verifier compares the seal with the committed head content. One
 * `git hash-object --stdin-paths` gives the filtered blob id of every file; only a file whose id
 * differs from its raw bytes' is written to the object store (as `git add` would) and read back.
 * `raw` maps repository-relative paths of regular files to the digests of their bytes on disk.
 */
export async function committedDigests(
  topLevel: string,
  raw: Map<string, Subject['digest']>,
): Promise<Map<string, Subject['digest']>> {
  const paths = [...raw.keys()];
  if (paths.length === 0) return raw;
  // Paths never hold a newline here: the seal refuses control characters first.
  const ids = (await git(topLevel, ['hash-object', '--stdin-paths'], paths.join('\n') + '\n'))
    .toString('utf8')
    .trim()
    .split('\n');
  const out = new Map(raw);
  for (const [i, path] of paths.entries()) {
    if (ids[i] === raw.get(path)!.gitBlob) continue;
    const id = (await git(topLevel, ['hash-object', '-w', `--path=${path}`, '--', path]))
      .toString('utf8')
      .trim();
    const content = await git(topLevel, ['cat-file', 'blob', id]);
    out.set(path, { sha256: sha256Hex(content), gitBlob: id });
  }
  return out;
}
