import type { HmacKey } from './keys';
import type { Reason } from './reasons';
import type { JournalReplay } from './replay-types';
import type { Statement } from './statement';

/**
 * - `valid`: a known key sealed it, the journal replays, every claim holds, it is fresh;
 * - `invalid`: something is wrong with the bundle itself (see reasons);
 * - `cannot-verify`: the verifier lacks what it needs (no key, unreadable input): never a pass;
 * - `unsealed`: a bare journal with no seal (e.g. an upstream LILWAL02 file): replayed, not trusted.
 */
export type VerificationStatus = 'valid' | 'invalid' | 'cannot-verify' | 'unsealed';

export interface BundleVerification {
  status: VerificationStatus;
  /** Empty when valid; otherwise why, in the order the checks ran. */
  reasons: Reason[];
  /** The statement, once its signature verified and its schema held. Bind it only when valid. */
  statement?: Statement;
  /** The replayed journal, once it replayed. */
  replay?: JournalReplay;
  /** Keyids whose signatures verified. */
  keyids?: string[];
  /** SHA-256 of the verified payload bytes: names exactly what was verified. */
  statementSha256?: string;
}

export interface VerifyPolicy {
  /** Accept only bundles signed by the current key (the first key): closes a rotation window. */
  requireCurrentKey?: boolean;
  /** Tolerance for clock differences on issuedAt / expiresAt, seconds (default 300). */
  clockSkewSeconds?: number;
  /** Largest envelope accepted, bytes (default 8 MiB). */
  maxEnvelopeBytes?: number;
  /** Largest journal accepted, bytes (default 64 MiB, the engine's segment size). */
  maxJournalBytes?: number;
}

/**
 * Reads the journal named by the bundle (a file name in the bundle's folder), at most maxBytes.
 * Resolves null when no such file exists (`journal-missing`); a rejection means it could not be
 * read (`unreadable`, cannot verify).
 */
export type JournalLoader = (name: string, maxBytes: number) => Promise<Uint8Array | null>;

export type BundleSource =
  /** A bundle file on disk; its journal is read from the same folder. */
  | { path: string }
  /** Bundle bytes in memory (e.g. fetched through the API), with the journal or a loader for it. */
  | { envelopeBytes: Uint8Array; journal?: Uint8Array | JournalLoader };

export type VerifyBundleInput = BundleSource & {
  keys: HmacKey[];
  policy?: VerifyPolicy;
  now: Date;
};
