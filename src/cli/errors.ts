/**
 * Exit codes shared by every `lil` command and by the action's verdict:
 * 0 ok/pass, 1 failed/invalid, 2 usage or configuration error, 3 could not verify.
 */
export const EXIT = { ok: 0, failed: 1, usage: 2, cannotVerify: 3 } as const;
export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/** A bad command line or configuration: printed as one line, exit 2. */
export class UsageError extends Error {
  override name = 'UsageError';
  readonly exitCode = EXIT.usage;
}
