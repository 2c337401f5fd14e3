import { EXIT, UsageError } from '../cli/errors';
import { ChangeSetError } from '../diff/errors';
import type { VerdictValue } from '../gate/verdict';

/** The exit code of a verdict: 0 pass, 1 fail, 3 could not verify (2 is a configuration error). */
export function exitCodeOf(verdict: VerdictValue): number {
  return verdict === 'pass' ? EXIT.ok : verdict === 'fail' ? EXIT.failed : EXIT.cannotVerify;
}

/**
 * How an error that stopped the run ends it: bad configuration or an event the action cannot
 * read is exit 2 (no verdict); anything else stopped the verification, so exit 3: never a pass.
 */
export function errorOutcome(error: unknown): {
  exitCode: number;
  configError: boolean;
  message: string;
} {
  const message = String((error as Error)?.message ?? error).split('\n')[0]!;
  const configError =
    error instanceof UsageError ||
    (error instanceof ChangeSetError &&
      (error.code === 'missing-refs' || error.code === 'unsupported-event'));
  return { exitCode: configError ? EXIT.usage : EXIT.cannotVerify, configError, message };
}
