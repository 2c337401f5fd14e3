import { ensureHistory, type HistoryOptions } from './fetch';
import { SUBMODULE } from './content';
import { git } from './git';
import type { ChangeSet, ChangedFile, ChangeStatus } from './types';

export interface LocalChangeSetOptions extends HistoryOptions {
  /** The checkout (any directory inside the work tree). */
  repoDir: string;
  /** Base and head: SHAs or refs. */
  base: string;
  head: string;
  repository?: ChangeSet['repository'];
  pullNumber?: number;
  expectedFiles?: number;
}

const ZERO = /^0+$/;
const GITLINK = '160000';

/**
 * The change set base...head from local git (merge-base semantics, like a PR's diff): renames
 * (`-M`), deletions, line counts and blob SHAs of both versions. Contents are not read here: pass
 * the result to `loadContents` with `gitContentReader`, which decides binary by content.
 */
export async function localChangeSet(options: LocalChangeSetOptions): Promise<ChangeSet> {
  const { repoDir } = options;
  const history = await ensureHistory(repoDir, options.base, options.head, options);
  const out = await git(repoDir, [
    '-c',
    'core.quotePath=false',
    'diff',
    '-z',
    '--raw',
    '--numstat',
    '-M',
    '--no-abbrev',
    '--no-ext-diff',
    '--no-textconv',
    history.mergeBase,
    history.head,
  ]);
  return {
    source: 'git',
    ...(options.repository ? { repository: options.repository } : {}),
    ...(options.pullNumber !== undefined ? { pullNumber: options.pullNumber } : {}),
    ...(options.expectedFiles !== undefined ? { expectedFiles: options.expectedFiles } : {}),
    base: history.base,
    head: history.head,
    mergeBase: history.mergeBase,
    files: parseRawNumstat(out.toString('utf8')),
  };
}

/** Parses `git diff -z --raw --numstat --no-abbrev` (raw records first, then numstat records). */
export function parseRawNumstat(text: string): ChangedFile[] {
  const tokens = text.split('\0');
  if (tokens[tokens.length - 1] === '') tokens.pop();
  const files: ChangedFile[] = [];
  let i = 0;
  while (i < tokens.length && tokens[i]!.startsWith(':')) {
    const [oldMode, newMode, oldSha, newSha, letters] = tokens[i]!.slice(1).split(' ');
    const letter = (letters ?? '').charAt(0);
    const twoPaths = letter === 'R' || letter === 'C';
    const first = tokens[i + 1]!;
    const second = twoPaths ? tokens[i + 2]! : undefined;
    i += twoPaths ? 3 : 2;
    const file: ChangedFile = {
      path: second ?? first,
      status: statusOf(letter),
      binary: false,
    };
    if (letter === 'R') file.previousPath = first;
    if (oldSha && !ZERO.test(oldSha) && oldMode !== GITLINK) file.baseBlob = oldSha;
    if (newSha && !ZERO.test(newSha) && newMode !== GITLINK) file.headBlob = newSha;
    if (oldMode === GITLINK || newMode === GITLINK) file.skipped = SUBMODULE;
    files.push(file);
  }
  for (const file of files) {
    const stat = tokens[i++] ?? '';
    const [added, deleted, path] = stat.split('\t');
    if (path === '') i += 2; // a rename's numstat names both paths in the next two tokens
    // `-` means git did not count lines: binary content, or only a `.gitattributes` entry
    // (`-diff`, `binary`) that says not to diff it; even `--text` keeps the `-`. The counts stay
    // unknown; whether the file is binary is decided by content when it is loaded, as for the API.
    if (added !== '-' || deleted !== '-') {
      file.additions = Number(added);
      file.deletions = Number(deleted);
    }
  }
  return files;
}

function statusOf(letter: string): ChangeStatus {
  switch (letter) {
    case 'A':
    case 'C':
      return 'added';
    case 'D':
      return 'removed';
    case 'R':
      return 'renamed';
    default:
      // M, and T (type change, e.g. file ↔ symlink)
      return 'modified';
  }
}
