import { spawn } from 'node:child_process';
import type { TestRun } from '../gate/test-command';

export interface TestCommandOptions {
  command: string;
  cwd: string;
  timeoutSeconds: number;
  env: NodeJS.ProcessEnv;
  redact: (text: string) => string;
  /** Lines of output kept for the report. Default 40. */
  tailLines?: number;
}

const TAIL_BYTES = 64 * 1024;
/** Never handed to the command: the action's inputs (the token, the HMAC keys) and runner credentials. */
const WITHHELD =
  /^(INPUT_.*|GITHUB_TOKEN|GH_TOKEN|ACTIONS_RUNTIME_TOKEN|ACTIONS_ID_TOKEN_REQUEST_.*|ACTIONS_RESULTS_URL|ACTIONS_CACHE_URL|LETITLOOP_HMAC_KEYS)$/i;

/** The environment the command gets: the caller's, less every credential the action holds. */
export function commandEnvironment(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(env).filter(([name]) => !WITHHELD.test(name)));
}

/**
 * Runs the user's test command with `sh -c` in its own process group; on timeout the whole group
 * is killed. Returns how it ended and the redacted tail of its combined output.
 */
export function runTestCommand(options: TestCommandOptions): Promise<TestRun> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('/bin/sh', ['-c', options.command], {
      cwd: options.cwd,
      env: commandEnvironment(options.env),
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let tail = Buffer.alloc(0);
    const keep = (chunk: Buffer) => {
      tail = Buffer.concat([tail, chunk]);
      if (tail.length > TAIL_BYTES) tail = tail.subarray(tail.length - TAIL_BYTES);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      killGroup(child.pid);
    }, options.timeoutSeconds * 1000);
    const finish = (exitCode: number | null, signal: string | null, extra = '') => {
      clearTimeout(timer);
      const text = tail.toString('utf8') + extra;
      const lines = text
        .replace(/\n$/, '')
        .split('\n')
        .slice(-(options.tailLines ?? 40));
      resolve({
        command: options.redact(options.command),
        exitCode,
        signal,
        timedOut,
        timeoutSeconds: options.timeoutSeconds,
        durationMs: Date.now() - started,
        outputTail: options.redact(lines.join('\n')),
      });
    };
    child.on('error', (error) => finish(127, null, `\n${error.message}`));
    child.on('close', (code, signal) => finish(code, signal));
  });
}

function killGroup(pid: number | undefined): void {
  if (pid === undefined) return;
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
}
