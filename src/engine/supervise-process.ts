import { spawn, type ChildProcess } from 'node:child_process';
import { OrphanGuard, signalGroup, terminateGroup } from './supervise-group';
import {
  backoffDelayMs,
  BREAKER_EXIT_CODE,
  classifyExit,
  DEFAULT_RESTART_POLICY,
  describeExit,
  exitStatus,
  FailureWindow,
  type BackoffPolicy,
  type RestartPolicy,
} from './supervise-policy';

/** Set in the environment of every supervised process (the upstream engine uses the same name). */
export const SUPERVISED_ENV = 'LETITLOOP_SUPERVISED';
/** How many times the supervised process was restarted before this run (0 for the first). */
export const RESTARTS_ENV = 'LETITLOOP_RESTARTS';

export interface CommandSpec {
  command: string;
  args?: readonly string[];
  cwd?: string;
  env?: NodeJS.ProcessEnv;
}

export interface SuperviseOptions extends Partial<
  Pick<RestartPolicy, 'restartOn' | 'stopExitCodes' | 'maxRestarts'>
> {
  backoff?: Partial<BackoffPolicy>;
  breaker?: Partial<RestartPolicy['breaker']>;
  /** After a forwarded Ctrl+C/SIGTERM, or for leftovers of an exited child: SIGKILL after this. */
  killTimeoutMs?: number;
  /** Start the watchdog that ends the child's group if the supervisor is SIGKILLed (default true). */
  orphanGuard?: boolean;
  /** One line per event (restart, breaker, signal). Default: stderr. */
  log?: (message: string) => void;
  /** For tests of the jitter: a source of numbers in [0, 1). */
  random?: () => number;
}

export type SuperviseReason =
  | 'success'
  | 'deliberate'
  | 'failure'
  | 'max-restarts'
  | 'breaker'
  | 'interrupted'
  | 'spawn-failed';

export interface SuperviseResult {
  /** What a CLI should exit with: the child's status, 75 for a tripped breaker, 126/127 when it could not start. */
  exitCode: number;
  reason: SuperviseReason;
  runs: number;
  restarts: number;
  lastExit: { code: number | null; signal: NodeJS.Signals | null } | null;
  /** One line that says why supervision ended. */
  message: string;
}

const FORWARDED: readonly NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];

/** Resolved options with the defaults filled in. */
export function restartPolicy(options: SuperviseOptions): RestartPolicy {
  const d = DEFAULT_RESTART_POLICY;
  return {
    restartOn: options.restartOn ?? d.restartOn,
    stopExitCodes: options.stopExitCodes ?? d.stopExitCodes,
    maxRestarts: options.maxRestarts ?? d.maxRestarts,
    backoff: { ...d.backoff, ...options.backoff },
    breaker: { ...d.breaker, ...options.breaker },
  };
}

/**
 * Runs a command in its own process group and restarts it when it crashes, with exponential
 * backoff and jitter, until it succeeds, exits deliberately, exhausts its restarts or trips the
 * circuit breaker. Ctrl+C, SIGTERM and SIGHUP are forwarded to the whole group, and the group
 * never outlives the supervisor.
 */
export async function superviseCommand(
  spec: CommandSpec,
  options: SuperviseOptions = {},
): Promise<SuperviseResult> {
  const policy = restartPolicy(options);
  const killTimeoutMs = options.killTimeoutMs ?? 5000;
  const log = options.log ?? ((m: string) => process.stderr.write(`[letitloop supervise] ${m}\n`));
  const failures = new FailureWindow(policy.breaker.windowMs);
  const guard = options.orphanGuard === false ? null : OrphanGuard.start(killTimeoutMs);

  let child: ChildProcess | null = null;
  let stopSignal: NodeJS.Signals | null = null;
  let killTimer: NodeJS.Timeout | undefined;
  let wake: (() => void) | null = null;
  const forward = (pgid: number, signal: NodeJS.Signals) => {
    log(`${signal}: forwarding to process group ${pgid}; SIGKILL in ${killTimeoutMs} ms`);
    signalGroup(pgid, signal);
    killTimer = setTimeout(() => signalGroup(pgid, 'SIGKILL'), killTimeoutMs);
  };
  const onSignal = (signal: NodeJS.Signals) => {
    const pgid = child?.pid;
    if (stopSignal && pgid) {
      log(`${signal} again: killing process group ${pgid}`);
      signalGroup(pgid, 'SIGKILL');
      return;
    }
    stopSignal = signal;
    wake?.();
    if (pgid) forward(pgid, signal);
  };
  // A supervisor that exits (process.exit, an uncaught error) takes the child's group with it.
  const onExit = () => {
    if (child?.pid && child.exitCode === null && child.signalCode === null)
      signalGroup(child.pid, 'SIGKILL');
  };
  for (const s of FORWARDED) process.on(s, onSignal);
  process.on('exit', onExit);

  let runs = 0;
  let restarts = 0;
  let lastExit: SuperviseResult['lastExit'] = null;
  const finish = (reason: SuperviseReason, exitCode: number, message: string): SuperviseResult => {
    log(message);
    return { exitCode, reason, runs, restarts, lastExit, message };
  };

  try {
    for (;;) {
      if (stopSignal) {
        return finish(
          'interrupted',
          exitStatus(null, stopSignal),
          `stopped by ${stopSignal} before a restart`,
        );
      }
      runs += 1;
      const started = await startChild(spec, restarts);
      if ('error' in started) {
        const code = started.error.code === 'ENOENT' ? 127 : 126;
        return finish(
          'spawn-failed',
          code,
          `cannot start '${spec.command}': ${started.error.message}`,
        );
      }
      child = started.child;
      const pgid = child.pid!;
      guard?.track(pgid);
      // A signal that came while the child was starting still reaches it.
      if (stopSignal) forward(pgid, stopSignal);
      const { code, signal } = await exited(child);
      lastExit = { code, signal };
      clearTimeout(killTimer);
      // Leftovers of the group (a grandchild the child did not wait for) end with it.
      await terminateGroup(pgid, killTimeoutMs, stopSignal ?? 'SIGTERM');
      guard?.untrack(pgid);
      child = null;
      const status = exitStatus(code, signal);
      const how = describeExit(code, signal);

      if (stopSignal)
        return finish(
          'interrupted',
          status,
          `stopped by ${stopSignal}; the child ended with ${how}`,
        );
      const verdict = classifyExit(code, signal, policy);
      if (!verdict.restart) {
        const what = {
          success: 'succeeded',
          deliberate: 'stopped deliberately',
          failure: 'failed (not restarted: restart on crash only)',
        }[verdict.reason];
        return finish(verdict.reason, status, `the child ${what} with ${how}`);
      }
      const recent = failures.record(Date.now());
      if (recent >= policy.breaker.failures) {
        return finish(
          'breaker',
          BREAKER_EXIT_CODE,
          `circuit breaker tripped: ${recent} failures within ${policy.breaker.windowMs / 1000} s (last: ${how}); not restarting`,
        );
      }
      if (restarts >= policy.maxRestarts) {
        return finish(
          'max-restarts',
          status,
          `giving up after ${restarts} restarts; the child ended with ${how}`,
        );
      }
      const delay = backoffDelayMs(recent, policy.backoff, options.random);
      log(
        `the child ended with ${how}; restart ${restarts + 1} of ${policy.maxRestarts} in ${delay} ms`,
      );
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, delay);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = null;
      restarts += 1;
    }
  } finally {
    for (const s of FORWARDED) process.off(s, onSignal);
    process.off('exit', onExit);
    clearTimeout(killTimer);
    guard?.close();
  }
}

function startChild(
  spec: CommandSpec,
  restarts: number,
): Promise<{ child: ChildProcess } | { error: NodeJS.ErrnoException }> {
  return new Promise((resolve) => {
    const child = spawn(spec.command, [...(spec.args ?? [])], {
      cwd: spec.cwd,
      env: {
        ...(spec.env ?? process.env),
        [SUPERVISED_ENV]: '1',
        [RESTARTS_ENV]: String(restarts),
      },
      // Its own session and process group: a signal to -pid reaches everything it started.
      detached: true,
      stdio: 'inherit',
    });
    child.once('spawn', () => resolve({ child }));
    child.once('error', (error) => resolve({ error }));
  });
}

function exited(
  child: ChildProcess,
): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  if (child.exitCode !== null || child.signalCode !== null) {
    return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  }
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
}
