/** Proof bundles: seal a durable run, verify and replay a bundle, bind it to a change set. */
export { sealRun, BUNDLE_SUFFIX, JOURNAL_SUFFIX, type SealOptions, type SealResult } from './seal';
export { verifyBundle, DEFAULT_MAX_ENVELOPE_BYTES, DEFAULT_MAX_JOURNAL_BYTES } from './verify';
export type {
  BundleSource,
  BundleVerification,
  JournalLoader,
  VerificationStatus,
  VerifyBundleInput,
  VerifyPolicy,
} from './verification';
export {
  bindToChangeSet,
  bundleJournalPath,
  declaredSignatureChanges,
  type BindOptions,
} from './bind';
export { replayGoalFolder, replayUnsealed, GATE_STEP_PREFIX } from './replay';
export type {
  JournalReplay,
  ReplayedMarker,
  ReplayedRun,
  ReplayedStep,
  ReplayedUpstreamEvent,
} from './replay-types';
export {
  hmacKey,
  loadHmacKeys,
  parseHmacKeys,
  KeyConfigError,
  KEY_ENV,
  type HmacKey,
} from './keys';
export { BundleError, SealError, type Reason, type ReasonCode } from './reasons';
export {
  PREDICATE_TYPE,
  PREDICATE_VERSION,
  STATEMENT_TYPE,
  statementJsonSchema,
  type GateResult,
  type Predicate,
  type SignatureChange,
  type Statement,
  type Subject,
} from './statement';
export { PAYLOAD_TYPE } from './envelope';
