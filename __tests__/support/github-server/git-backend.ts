import { execFileSync } from 'node:child_process';

/** One row of a PR's file list, as the fake serves it (GitHub's `diff-entry` fields we model). */
export interface FileRow {
  filename: string;
  status: 'added' | 'removed' | 'modified' | 'renamed';
  previous_filename?: string;
  sha: string;
  additions: number;
  deletions: number;
  changes: number;
  patch?: string;
}

export interface TreeRow {
  path: string;
  mode: string;
  type: string;
  sha: string;
  size?: number;
}

/**
 * Reads a real git repository for the fake server: PR files from `git diff --patch` (parsed here
 * independently of src/diff), trees, blobs and merge-bases.
 */
export class GitBackend {
  constructor(readonly dir: string) {}

  private git(args: string[], encoding: 'utf8' | 'buffer' = 'utf8'): string | Buffer {
    const out = execFileSync('git', args, { cwd: this.dir, maxBuffer: 1 << 30, stdio: 'pipe' });
    return encoding === 'utf8' ? out.toString('utf8') : out;
  }

  resolve(ref: string): string | undefined {
    try {
      return (this.git(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]) as string).trim();
    } catch {
      return undefined;
    }
  }

  mergeBase(a: string, b: string): string | undefined {
    try {
      return (this.git(['merge-base', a, b]) as string).trim();
    } catch {
      return undefined;
    }
  }

  countCommits(range: string): number {
    return Number((this.git(['rev-list', '--count', range]) as string).trim());
  }

  tree(commit: string): TreeRow[] {
    const out = this.git(['ls-tree', '-r', '-t', '-l', '-z', commit]) as string;
    return out
      .split('\0')
      .filter(Boolean)
      .map((line) => {
        const [meta, path] = line.split('\t') as [string, string];
        const [mode, type, sha, size] = meta.split(/ +/) as [string, string, string, string];
        return { path, mode, type, sha, ...(type === 'blob' ? { size: Number(size) } : {}) };
      });
  }

  blob(sha: string): Buffer | undefined {
    try {
      return this.git(['cat-file', 'blob', sha], 'buffer') as Buffer;
    } catch {
      return undefined;
    }
  }

  /** The PR's files: base...head, as GitHub lists them (renames detected, patch without headers). */
  pullFiles(base: string, head: string): FileRow[] {
    const mergeBase = this.mergeBase(base, head);
    if (!mergeBase) return [];
    const blobs = new Map(this.tree(head).map((row) => [row.path, row.sha]));
    const baseBlobs = new Map(this.tree(mergeBase).map((row) => [row.path, row.sha]));
    const diff = this.git([
      '-c',
      'core.quotePath=false',
      'diff',
      '-M',
      '--patch',
      '--no-color',
      '--no-ext-diff',
      '--src-prefix=a/',
      '--dst-prefix=b/',
      mergeBase,
      head,
    ]) as string;
    return splitDiff(diff).map((section) => {
      const header = section.slice(
        0,
        section.indexOf('\n@@') === -1 ? section.length : section.indexOf('\n@@'),
      );
      const oldPath = unquote(
        /^--- a\/(.*)$/m.exec(header)?.[1] ?? /^rename from (.*)$/m.exec(header)?.[1],
      );
      const newPath = unquote(
        /^\+\+\+ b\/(.*)$/m.exec(header)?.[1] ?? /^rename to (.*)$/m.exec(header)?.[1],
      );
      const fromHeader = /^diff --git a\/(.*) b\/(.*)$/m.exec(header);
      const status = /^new file mode/m.test(header)
        ? 'added'
        : /^deleted file mode/m.test(header)
          ? 'removed'
          : /^rename from/m.test(header)
            ? 'renamed'
            : 'modified';
      const filename =
        status === 'removed' ? (oldPath ?? fromHeader![1]!) : (newPath ?? fromHeader![2]!);
      const hunks =
        section.indexOf('\n@@') === -1
          ? undefined
          : section.slice(section.indexOf('\n@@') + 1).replace(/\n$/, '');
      const lines = hunks?.split('\n') ?? [];
      const additions = lines.filter((l) => l.startsWith('+')).length;
      const deletions = lines.filter((l) => l.startsWith('-')).length;
      const row: FileRow = {
        filename,
        status,
        sha: (status === 'removed' ? baseBlobs.get(filename) : blobs.get(filename)) ?? '',
        additions,
        deletions,
        changes: additions + deletions,
      };
      if (status === 'renamed') row.previous_filename = oldPath ?? fromHeader![1]!;
      if (hunks !== undefined) row.patch = hunks; // binary files: no patch, as on GitHub
      return row;
    });
  }
}

function splitDiff(diff: string): string[] {
  return diff.split(/^(?=diff --git )/m).filter((s) => s.startsWith('diff --git '));
}

function unquote(path: string | undefined): string | undefined {
  if (path === undefined || !path.startsWith('"')) return path;
  return JSON.parse(path) as string;
}
