import { spawn } from 'node:child_process';
import { ChangeSetError } from './errors';

/**
 * Runs git in `cwd` and returns stdout; a failure is a one-line ChangeSetError ('git-failed').
 * `env` adds variables (e.g. `GIT_INDEX_FILE` for a temporary index).
 */
export function git(
  cwd: string,
  args: string[],
  input?: string,
  env: Record<string, string> = {},
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn('git', args, {
      cwd,
      stdio: ['pipe', 'pipe', 'pipe'],
      // Never prompt for credentials or open an editor inside the action.
      env: { ...process.env, GIT_TERMINAL_PROMPT: '0', GIT_EDITOR: 'true', LC_ALL: 'C', ...env },
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', (error) =>
      reject(new ChangeSetError('git-failed', `cannot run git: ${error.message}`)),
    );
    child.on('close', (code) => {
      if (code === 0) return resolve(Buffer.concat(out));
      const detail = Buffer.concat(err).toString('utf8').trim().split('\n').pop() || `exit ${code}`;
      reject(new ChangeSetError('git-failed', `git ${args[0]} failed: ${detail}`));
    });
    child.stdin.on('error', () => undefined);
    child.stdin.end(input);
  });
}

export async function gitText(cwd: string, args: string[]): Promise<string> {
  return (await git(cwd, args)).toString('utf8').trim();
}

/** The commit SHA a ref names, or undefined when it is not in this repository. */
export async function resolveCommit(cwd: string, ref: string): Promise<string | undefined> {
  if (ref.startsWith('-')) return undefined;
  try {
    return await gitText(cwd, ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]);
  } catch {
    return undefined;
  }
}

export async function isGitRepository(cwd: string): Promise<boolean> {
  try {
    return (await gitText(cwd, ['rev-parse', '--is-inside-work-tree'])) === 'true';
  } catch {
    return false;
  }
}

export async function isShallow(cwd: string): Promise<boolean> {
  return (await gitText(cwd, ['rev-parse', '--is-shallow-repository'])) === 'true';
}

/** The merge-base of two commits, or undefined when history does not reach one (shallow). */
export async function mergeBase(cwd: string, a: string, b: string): Promise<string | undefined> {
  try {
    return (await gitText(cwd, ['merge-base', a, b])) || undefined;
  } catch {
    return undefined;
  }
}
