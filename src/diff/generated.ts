import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { attributeLookup, type AttributeState } from './attributes';
import {
  DEFAULT_CONTENT_CONCURRENCY,
  DEFAULT_MAX_CONTENT_BYTES,
  type ContentReader,
} from './content';
import { git, gitText } from './git';
import type { ChangeSet } from './types';

/** GitHub Linguist's attribute for generated files (hidden in diffs, left out of statistics). */
export const GENERATED_ATTRIBUTE = 'linguist-generated';

/**
 * Where the base commit's `.gitattributes` are read: local git (`git check-attr`, git's own
 * reading) or any content reader (the API), whose files `attributeLookup` reads.
 */
export type AttributeSource = { repoDir: string } | { reader: ContentReader };

/**
 * Marks the files the base commit's `.gitattributes` call `linguist-generated` (`generated: true`;
 * a rename only when both paths are). Read at base, not head: a PR must not be able to mark its own
 * changes generated and so take them out of the signature gate.
 */
export async function markGenerated(
  changeSet: ChangeSet,
  source: AttributeSource,
): Promise<ChangeSet> {
  const paths = [...new Set(changeSet.files.flatMap((f) => [f.path, f.previousPath ?? f.path]))];
  if (paths.length === 0) return changeSet;
  const states =
    'repoDir' in source
      ? await checkAttrAt(source.repoDir, changeSet.base, paths)
      : await readAttrAt(source.reader, changeSet.base, paths);
  const generated = (path: string) => isGenerated(states.get(path) ?? 'unspecified');
  return {
    ...changeSet,
    files: changeSet.files.map((f) =>
      generated(f.path) && generated(f.previousPath ?? f.path) ? { ...f, generated: true } : f,
    ),
  };
}

/** Linguist's reading: set, or any value but `false`, is generated; unset or unspecified is not. */
export function isGenerated(state: AttributeState): boolean {
  return state !== 'unspecified' && state !== 'unset' && state !== 'false';
}

/** The `.gitattributes` files that can apply to the paths: the root's and one per folder above each. */
export function attributeFilesFor(paths: Iterable<string>): string[] {
  const files = new Set(['.gitattributes']);
  for (const path of paths) {
    const parts = path.split('/');
    for (let i = 1; i < parts.length; i++)
      files.add(`${parts.slice(0, i).join('/')}/.gitattributes`);
  }
  return [...files];
}

/**
 * `git check-attr` as of `commit`: a temporary index holding only that commit's `.gitattributes`
 * files that can apply (found with one `cat-file --batch-check`), read with `--cached`, so the
 * work tree (which may be another commit) does not count. Three git processes for any number of paths.
 */
async function checkAttrAt(
  repoDir: string,
  commit: string,
  paths: string[],
): Promise<Map<string, AttributeState>> {
  const top = await gitText(repoDir, ['rev-parse', '--show-toplevel']);
  const candidates = attributeFilesFor(paths).filter((p) => !p.includes('\n'));
  const found = (
    await git(
      top,
      ['cat-file', '--batch-check=%(objectname) %(objecttype)'],
      candidates.map((c) => `${commit}:${c}\n`).join(''),
    )
  )
    .toString('utf8')
    .split('\n');
  const entries = candidates.flatMap((path, i) => {
    const [sha, type] = (found[i] ?? '').split(' ');
    return type === 'blob' ? [`100644 ${sha}\t${path}\0`] : [];
  });
  const dir = await mkdtemp(join(tmpdir(), 'lil-attr-'));
  try {
    const env = { GIT_INDEX_FILE: join(dir, 'index') };
    if (entries.length > 0)
      await git(top, ['update-index', '-z', '--index-info'], entries.join(''), env);
    const out = await git(
      top,
      ['check-attr', '--cached', '--stdin', '-z', GENERATED_ATTRIBUTE],
      paths.map((p) => `${p}\0`).join(''),
      env,
    );
    // `-z` output: path NUL attribute NUL state NUL, per path.
    const fields = out.toString('utf8').split('\0');
    const states = new Map<string, AttributeState>();
    for (let i = 0; i + 2 < fields.length; i += 3) states.set(fields[i]!, fields[i + 2]!);
    return states;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The same through a content reader: the candidate files read at `commit`, then matched here. */
async function readAttrAt(
  reader: ContentReader,
  commit: string,
  paths: string[],
): Promise<Map<string, AttributeState>> {
  const candidates = attributeFilesFor(paths);
  const results = await reader.read(
    candidates.map((path) => ({ commit, path })),
    { maxBytes: DEFAULT_MAX_CONTENT_BYTES, concurrency: DEFAULT_CONTENT_CONCURRENCY },
  );
  // A file over the cap is not read: its files are judged, never skipped on a guess.
  const files = candidates.flatMap((path, i) => {
    const result = results[i];
    return result?.kind === 'loaded' ? [{ path, text: result.content.toString('utf8') }] : [];
  });
  const lookup = attributeLookup(files, GENERATED_ATTRIBUTE);
  return new Map(paths.map((p) => [p, lookup(p)]));
}
