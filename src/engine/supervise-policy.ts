/**
 * The decisions of the supervisor, as pure functions: which exits are restarted, how long to wait
 * before a restart, and when repeated failure trips the circuit breaker.
 */
import { constants } from 'node:os';

export interface BackoffPolicy {
  /** Delay before the first restart. */
  initialMs: number;
  /** Upper bound of the delay before jitter. */
  maxMs: number;
  /** Each further recent failure multiplies the delay by this. */
  multiplier: number;
  /** Relative jitter: the delay is spread uniformly over ±jitter of itself. */
  jitter: number;
}

export interface RestartPolicy {
  /**
   * 'failure' (default): restart on every non-zero exit except `stopExitCodes`, and on death by a
   * signal. A crashing program usually exits 1 (an uncaught exception in Node or Python), and that
   * is exactly what a supervisor is for; a bounded breaker stops a program that can never start.
   * 'crash': restart only deaths by a signal (SIGKILL, OOM kill, SIGSEGV) and exits of 128 or more
   * (a shell's report of such a death); any other non-zero exit is final.
   */
  restartOn: 'failure' | 'crash';
  /** Deliberate exits that end supervision: Ctrl+C (130) and SIGTERM (143) by default. */
  stopExitCodes: readonly number[];
  /** Restarts before giving up with the child's last exit code. */
  maxRestarts: number;
  backoff: BackoffPolicy;
  /** Trip after this many failures within `windowMs`. */
  breaker: { failures: number; windowMs: number };
}

export const DEFAULT_RESTART_POLICY: RestartPolicy = {
  restartOn: 'failure',
  stopExitCodes: [130, 143],
  maxRestarts: 10,
  backoff: { initialMs: 1000, maxMs: 30_000, multiplier: 2, jitter: 0.2 },
  breaker: { failures: 5, windowMs: 60_000 },
};

/** `lil watch` exits with this when the circuit breaker trips (sysexits EX_TEMPFAIL). */
export const BREAKER_EXIT_CODE = 75;

/** Signals that mean "stop", not "crashed": what Ctrl+C and `kill` send. */
const DELIBERATE_SIGNALS = new Set(['SIGINT', 'SIGTERM']);

export type ExitVerdict =
  | { restart: false; reason: 'success' | 'deliberate' | 'failure' }
  | { restart: true; reason: 'signal' | 'crash-exit' | 'failure' };

/** How one exit of the child is treated. */
export function classifyExit(
  code: number | null,
  signal: NodeJS.Signals | null,
  policy: Pick<RestartPolicy, 'restartOn' | 'stopExitCodes'>,
): ExitVerdict {
  if (signal) {
    return DELIBERATE_SIGNALS.has(signal)
      ? { restart: false, reason: 'deliberate' }
      : { restart: true, reason: 'signal' };
  }
  if (code === 0) return { restart: false, reason: 'success' };
  if (code !== null && policy.stopExitCodes.includes(code)) {
    return { restart: false, reason: 'deliberate' };
  }
  if (code !== null && code >= 128) return { restart: true, reason: 'crash-exit' };
  return policy.restartOn === 'failure'
    ? { restart: true, reason: 'failure' }
    : { restart: false, reason: 'failure' };
}

/** The shell's exit status for a process: its code, or 128 + the signal number. */
export function exitStatus(code: number | null, signal: NodeJS.Signals | null): number {
  if (signal) return 128 + (constants.signals[signal] ?? 0);
  return code ?? 1;
}

export function describeExit(code: number | null, signal: NodeJS.Signals | null): string {
  return signal ? `killed by ${signal} (${exitStatus(code, signal)})` : `exit code ${code}`;
}

/**
 * Delay before the next restart, given how many failures happened recently (1 for the first):
 * exponential, capped, then spread by ±jitter so that many supervised processes do not restart
 * in lockstep. `random` returns a number in [0, 1).
 */
export function backoffDelayMs(
  recentFailures: number,
  policy: BackoffPolicy,
  random: () => number = Math.random,
): number {
  const exponent = Math.max(0, recentFailures - 1);
  const base = Math.min(policy.initialMs * policy.multiplier ** exponent, policy.maxMs);
  const spread = base * policy.jitter * (2 * random() - 1);
  return Math.max(0, Math.round(base + spread));
}

/** Failure times within a sliding window: the circuit breaker's memory. */
export class FailureWindow {
  private readonly times: number[] = [];

  constructor(private readonly windowMs: number) {}

  /** Records a failure at `now`; returns how many failures fall within the window. */
  record(now: number): number {
    this.times.push(now);
    while (this.times.length > 0 && this.times[0]! <= now - this.windowMs) this.times.shift();
    return this.times.length;
  }
}
