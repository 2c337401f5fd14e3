import { EngineOptionError } from './errors';

/** How often a step is tried, and how long to wait between tries (exponential backoff). */
export interface RetryPolicy {
  /** Tries in all, including the first (default 1: no retry). */
  attempts: number;
  /** Wait before the second try, in ms (default 100). */
  backoffMs?: number;
  /** Each further wait is multiplied by this (default 2). */
  factor?: number;
  /** Upper bound of a wait, in ms (default 30,000). */
  maxBackoffMs?: number;
  /** Retry only errors this accepts (default: every error). */
  retryIf?: (error: unknown) => boolean;
}

export function checkRetry(policy: RetryPolicy | undefined, where: string): void {
  if (!policy) return;
  const { attempts, backoffMs = 100, factor = 2, maxBackoffMs = 30000 } = policy;
  if (!Number.isInteger(attempts) || attempts < 1)
    throw new EngineOptionError(
      `${where}: retry.attempts must be an integer ≥ 1 (got ${attempts})`,
    );
  for (const [name, v] of Object.entries({ backoffMs, factor, maxBackoffMs }))
    if (typeof v !== 'number' || !(v >= 0) || !Number.isFinite(v))
      throw new EngineOptionError(`${where}: retry.${name} must be a finite number ≥ 0 (got ${v})`);
}

/** Wait before try number `next` (2, 3, …). */
export function backoffDelay(policy: RetryPolicy, next: number): number {
  const { backoffMs = 100, factor = 2, maxBackoffMs = 30000 } = policy;
  return Math.min(maxBackoffMs, backoffMs * factor ** (next - 2));
}
