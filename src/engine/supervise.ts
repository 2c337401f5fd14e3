/**
 * `supervise(options, fn)`: run `fn` in a worker process that is restarted when it crashes,
 * including when it is SIGKILLed or OOM-killed (which no in-process handler survives).
 *
 * A function cannot be sent to another process, so the worker is this same program run again
 * (like Node's cluster module): the supervisor re-executes the entry script with the same Node
 * flags and arguments, and in that worker (LETITLOOP_SUPERVISED=1) `supervise` runs `fn` and
 * exits: 0 when it resolves, 1 when it throws. Code after `await supervise(...)` therefore runs
 * once, in the supervisor; call `supervise` before other side effects of the entry script.
 */
import {
  superviseCommand,
  SUPERVISED_ENV,
  type SuperviseOptions,
  type SuperviseResult,
} from './supervise-process';

export {
  BREAKER_EXIT_CODE,
  backoffDelayMs,
  classifyExit,
  DEFAULT_RESTART_POLICY,
  exitStatus,
  FailureWindow,
} from './supervise-policy';
export type { BackoffPolicy, ExitVerdict, RestartPolicy } from './supervise-policy';
export { RESTARTS_ENV, restartPolicy, superviseCommand, SUPERVISED_ENV } from './supervise-process';
export type {
  CommandSpec,
  SuperviseOptions,
  SuperviseReason,
  SuperviseResult,
} from './supervise-process';

/** True inside a process started by `supervise` or `lil watch`. */
export function isSupervisedWorker(env: NodeJS.ProcessEnv = process.env): boolean {
  return env[SUPERVISED_ENV] === '1';
}

export async function supervise(
  options: SuperviseOptions,
  fn: () => unknown,
): Promise<SuperviseResult> {
  if (isSupervisedWorker()) return runWorker(fn);
  const entry = process.argv[1];
  if (!entry) {
    throw new Error(
      'supervise(fn) re-runs the entry script as its worker, and this process has none (REPL or -e); use superviseCommand() instead',
    );
  }
  return superviseCommand(
    { command: process.execPath, args: [...process.execArgv, entry, ...process.argv.slice(2)] },
    options,
  );
}

/** The worker side: run `fn`, then end the process with its outcome once output is flushed. */
async function runWorker(fn: () => unknown): Promise<never> {
  let code = 0;
  try {
    await fn();
  } catch (error) {
    process.stderr.write(`${(error as Error)?.stack ?? String(error)}\n`);
    code = 1;
  }
  await new Promise<void>((resolve) =>
    process.stdout.write('', () => process.stderr.write('', () => resolve())),
  );
  process.exit(code);
}
