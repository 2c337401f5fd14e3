/**
 * Typed errors of the durable engine. Every one carries a stable `code` and a one-line message that
 * names the file or step concerned and says what to do.
 */
export class EngineError extends Error {
  readonly code: string;
  constructor(code: string, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
    this.name = new.target.name;
  }
}

/** A journal file whose bytes are damaged before its last frame, or whose frames do not chain. */
export class JournalCorruptError extends EngineError {
  constructor(
    readonly file: string,
    readonly offset: number,
    readonly reason: string,
  ) {
    super(
      'LIL_JOURNAL_CORRUPT',
      `journal ${file} is damaged at byte offset ${offset}: ${reason}; nothing was changed — ` +
        `restore the file from a copy, or move the goal folder aside to start the goal afresh`,
    );
  }
}

/** A file that does not start with the journal magic. */
export class NotAJournalError extends EngineError {
  constructor(
    readonly file: string,
    readonly detail: string,
  ) {
    super(
      'LIL_NOT_A_JOURNAL',
      `${file} is not a letitloop journal (${detail}); move it out of the goal folder`,
    );
  }
}

/** A journal written in another format version than this engine reads (newer, or a pre-release one). */
export class JournalVersionError extends EngineError {
  constructor(
    readonly file: string,
    readonly version: number,
    readonly supported: number,
  ) {
    super(
      'LIL_JOURNAL_VERSION',
      `journal ${file} uses format version ${version}; this engine reads version ${supported} — ` +
        (version > supported
          ? 'upgrade letitloop-action to open it'
          : 'it was written by a pre-release build: finish that run with the build that wrote it, or move the goal folder aside'),
    );
  }
}

/** Writing or syncing the journal failed (disk full, read-only directory, I/O error). */
export class JournalWriteError extends EngineError {
  constructor(
    readonly file: string,
    readonly errno: string,
    action: string,
  ) {
    super('LIL_JOURNAL_WRITE', `cannot ${action} ${file} (${errno}): ${writeAdvice(errno)}`);
  }
}

function writeAdvice(errno: string): string {
  if (errno === 'ENOSPC' || errno === 'EDQUOT')
    return 'the disk is full — free space and run again; every committed step is kept';
  if (errno === 'EROFS' || errno === 'EACCES' || errno === 'EPERM')
    return 'the directory is not writable — set the `dir` option or LETITLOOP_DIR to a writable folder';
  return 'the run stopped; every committed step is kept — run again once the disk is healthy';
}

/** A journal file that exists but cannot be read (permissions, I/O error). */
export class JournalReadError extends EngineError {
  constructor(
    readonly file: string,
    readonly errno: string,
  ) {
    super(
      'LIL_JOURNAL_READ',
      `cannot read journal ${file} (${errno}): check its permissions and the disk; nothing was changed`,
    );
  }
}

/** A second process (or a second call in this process) opened a goal that is running. */
export class GoalLockedError extends EngineError {
  constructor(
    readonly goalId: string,
    readonly pid: number,
    readonly host: string,
    readonly since: string,
    readonly sameProcess: boolean,
  ) {
    super(
      'LIL_GOAL_LOCKED',
      `goal '${goalId}' is locked by pid ${pid}${sameProcess ? ' (this process)' : ''} on ${host} ` +
        `since ${since}; wait for that run to finish, or stop it`,
    );
  }
}

/** `step()` or a goal-scoped `atomicMarker()` called where it cannot be journaled. */
export class OutsideDurableError extends EngineError {
  constructor(what: string, advice: string) {
    super('LIL_OUTSIDE_DURABLE', `${what}: ${advice}`);
  }
}

/** On resume the code did something different from what the journal recorded at that point. */
export class NonDeterminismError extends EngineError {
  constructor(
    readonly goalId: string,
    /** Where: "at step position 3", "in its arguments", "at the end of the run". */
    readonly where: string,
    readonly differences: string[],
  ) {
    super(
      'LIL_NONDETERMINISM',
      `goal '${goalId}' is not deterministic ${where}: ${differences.join('; ')}. ` +
        `Keep step names, order and arguments stable across runs, or start afresh under a new goalId`,
    );
  }
}

/** A value (step result, argument, goal result) that the codec cannot journal. */
export class UnencodableValueError extends EngineError {
  constructor(
    readonly subject: string,
    readonly typeName: string,
    readonly path: string,
    hint: string,
  ) {
    super(
      'LIL_UNENCODABLE',
      `cannot journal ${subject}: ${typeName} at ${path} cannot be encoded — ${hint}`,
    );
  }
}

/** A marker body was interrupted by a crash and the marker was opened with `onInDoubt: 'throw'`. */
export class MarkerInDoubtError extends EngineError {
  constructor(
    readonly marker: string,
    readonly idempotencyKey: string,
  ) {
    super(
      'LIL_MARKER_IN_DOUBT',
      `marker '${marker}' is in doubt: a previous run started its body and stopped before recording ` +
        `completion (idempotency key ${idempotencyKey}); check the side effect, then run with ` +
        `onInDoubt 'rerun' or 'skip'`,
    );
  }
}

/** Waiting for a lock took longer than the caller allowed. */
export class LockTimeoutError extends EngineError {
  constructor(what: string, owner: string, ms: number) {
    super(
      'LIL_LOCK_TIMEOUT',
      `${what} is still locked by ${owner} after ${ms} ms; try again later`,
    );
  }
}

/** A bad option (goal id, retry policy...). */
export class EngineOptionError extends EngineError {
  constructor(message: string) {
    super('LIL_OPTION', message);
  }
}
