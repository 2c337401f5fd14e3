/** Why a change set could not be built. Each code is a distinct outcome the caller can map. */
export type ChangeSetErrorCode =
  /** The event carries no base/head and no `base-ref`/`head-ref` input was given. */
  | 'missing-refs'
  /** The event type is not one the action understands. */
  | 'unsupported-event'
  /** A commit is not in the checkout and could not be fetched. */
  | 'commit-unavailable'
  /** Not a git repository, or git itself failed. */
  | 'git-failed'
  /** The API path needs a pull request number and a repository. */
  | 'no-pull-request';

/** A change set could not be built; the message is one line and says what to do. */
export class ChangeSetError extends Error {
  override name = 'ChangeSetError';
  constructor(
    readonly code: ChangeSetErrorCode,
    message: string,
  ) {
    super(message);
  }
}
