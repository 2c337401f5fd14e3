import { git } from '../diff/git';
import { sha256Hex } from './digest';
import type { Subject } from './statement';

/**
 * Digests of working-tree files as git will commit them. Git's clean filters (`text`/`eol`
 * attributes, `core.autocrlf`, LFS and other `filter=` drivers) can make the committed blob differ
 * from the bytes on disk, and the verifier compares the seal with the committed head content. One
 * `git hash-object --stdin-paths` gives the filtered blob id of every file; only the files whose id
 * differs from their raw bytes' are written to the object store (as `git add` would) and read back,
 * in one more `hash-object` and one `cat-file --batch` whatever their number.
 * `raw` maps repository-relative paths of regular files to the digests of their bytes on disk.
 */
export async function committedDigests(
  topLevel: string,
  raw: Map<string, Subject['digest']>,
): Promise<Map<string, Subject['digest']>> {
  // Paths never hold a newline here: the seal refuses control characters first.
  const hashObjects = async (paths: string[], write: boolean) =>
    lines(
      await git(
        topLevel,
        ['hash-object', ...(write ? ['-w'] : []), '--stdin-paths'],
        paths.join('\n') + '\n',
      ),
    );
  const paths = [...raw.keys()];
  if (paths.length === 0) return raw;
  const ids = await hashObjects(paths, false);
  const converted = paths.filter((path, i) => ids[i] !== raw.get(path)!.gitBlob);
  if (converted.length === 0) return raw;
  const written = await hashObjects(converted, true);
  const blobs = await git(topLevel, ['cat-file', '--batch'], written.join('\n') + '\n');
  const out = new Map(raw);
  let at = 0;
  for (const [i, path] of converted.entries()) {
    // Each blob comes as `<id> blob <size>\n<content>\n`.
    const headerEnd = blobs.indexOf(10, at);
    const size = Number(blobs.subarray(at, headerEnd).toString('latin1').split(' ')[2]);
    const content = blobs.subarray(headerEnd + 1, headerEnd + 1 + size);
    out.set(path, { sha256: sha256Hex(content), gitBlob: written[i]! });
    at = headerEnd + 1 + size + 1;
  }
  return out;
}

function lines(output: Buffer): string[] {
  return output.toString('utf8').trim().split('\n');
}
