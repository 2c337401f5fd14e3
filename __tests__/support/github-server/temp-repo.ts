import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const GIT_ENV = {
  ...process.env,
  GIT_AUTHOR_NAME: 'Test',
  GIT_AUTHOR_EMAIL: 'test@example.com',
  GIT_COMMITTER_NAME: 'Test',
  GIT_COMMITTER_EMAIL: 'test@example.com',
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_TERMINAL_PROMPT: '0',
};

/** A real git repository in a temporary folder, for tests. */
export class TempRepo {
  private constructor(readonly dir: string) {}

  static init(prefix = 'lil-repo-'): TempRepo {
    const repo = new TempRepo(mkdtempSync(join(tmpdir(), prefix)));
    repo.git('init', '-q', '-b', 'main');
    repo.git('config', 'commit.gpgsign', 'false');
    return repo;
  }

  /** `git clone` of `source` (a path or file:// URL) into a new temporary folder. */
  static clone(source: string, ...args: string[]): TempRepo {
    const dir = mkdtempSync(join(tmpdir(), 'lil-clone-'));
    execFileSync('git', ['clone', '-q', ...args, source, dir], { env: GIT_ENV, stdio: 'pipe' });
    return new TempRepo(dir);
  }

  git(...args: string[]): string {
    return execFileSync('git', args, { cwd: this.dir, env: GIT_ENV, stdio: 'pipe' })
      .toString('utf8')
      .trim();
  }

  write(files: Record<string, string | Buffer>): this {
    for (const [path, content] of Object.entries(files)) {
      const full = join(this.dir, path);
      mkdirSync(dirname(full), { recursive: true });
      writeFileSync(full, content);
    }
    return this;
  }

  /** Stages everything and commits; returns the new commit SHA. */
  commit(message = 'change'): string {
    this.git('add', '-A');
    this.git('commit', '-q', '--allow-empty', '-m', message);
    return this.git('rev-parse', 'HEAD');
  }

  remove(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }
}
