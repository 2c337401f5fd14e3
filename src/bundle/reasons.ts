/**
 * Why a bundle was not accepted. One code per distinct failure so the gate, the CLI and the
 * tests can tell them apart; `message` is one line and never contains key material.
 */
export type ReasonCode =
  // 1. size limits
  | 'too-large'
  // 2. strict envelope parsing
  | 'malformed'
  // 3. payload type
  | 'wrong-payload-type'
  // 4.–5. keys and signatures
  | 'no-key'
  | 'unknown-key'
  | 'bad-signature'
  | 'retired-key'
  // 6.–7. the verified statement
  | 'bad-statement'
  | 'unsupported-version'
  | 'hostile-path'
  // 8. the journal
  | 'journal-missing'
  | 'journal-corrupt'
  | 'journal-truncated'
  | 'journal-reordered'
  | 'journal-duplicated'
  // 10. claims and freshness
  | 'claim-mismatch'
  | 'expired'
  | 'not-yet-valid'
  // could not read the inputs at all (I/O), as opposed to reading bad ones
  | 'unreadable';

export interface Reason {
  code: ReasonCode;
  message: string;
}

/** A typed failure inside the bundle layers; verifyBundle turns it into a Reason. */
export class BundleError extends Error {
  override name = 'BundleError';
  constructor(
    readonly code: ReasonCode,
    message: string,
    /** The system error code (ENOENT, EACCES, ...) when an I/O call failed. */
    readonly errno?: string,
  ) {
    super(message);
  }

  toReason(): Reason {
    return { code: this.code, message: this.message };
  }
}

/** Sealing cannot proceed (unfinished run, damaged journal, bad argument): one line. */
export class SealError extends Error {
  override name = 'SealError';
  constructor(
    message: string,
    /** 1: the run or repository is not sealable; 2: a bad argument. */
    readonly exitCode: 1 | 2 = 1,
  ) {
    super(message);
  }
}
