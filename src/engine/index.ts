/** The durable engine's public API (re-exported by src/lib.ts). */
export {
  durable,
  compactGoal,
  resolveRunsDir,
  DEFAULT_RUNS_DIR,
  type DurableOptions,
} from './durable';
export { step, type StepSpec } from './step';
export { atomicMarker, type MarkerContext, type MarkerOptions } from './marker';
export type { RetryPolicy } from './retry';
export {
  isSupervisedWorker,
  supervise,
  superviseCommand,
  type SuperviseOptions,
  type SuperviseResult,
} from './supervise';
export { DirLock, type LockOwner } from './lock';
export type { Durability } from './journal';
export { encodeValue } from './codec-encode';
export { decodeValue } from './codec-decode';
export { registerClass, unregisterClass, type ClassCodec } from './codec-registry';
export {
  EngineError,
  EngineOptionError,
  GoalLockedError,
  JournalCorruptError,
  JournalReadError,
  JournalVersionError,
  JournalWriteError,
  LockTimeoutError,
  MarkerInDoubtError,
  NonDeterminismError,
  NotAJournalError,
  OutsideDurableError,
  UnencodableValueError,
} from './errors';
export { FORMAT_VERSION } from './format';
export { decodeJournal, type DecodedFile, type DecodedFrame, type DecodeOptions } from './reader';
export {
  decodeGoalFolder,
  decodeGoalJournal,
  listJournalFiles,
  readGoalJournal,
  selectJournalFiles,
  type DecodedGoalJournal,
  type JournalFileRef,
} from './goal-journal';
export { encodeJournalFile, encodeJournalPayloads } from './encode-file';
export type { GitBase, JournalRecord } from './records';
export {
  collectStatus,
  type GoalStatus,
  type LockStatus,
  type MarkerStatus,
  type RunsStatus,
  type SharedMarkerStatus,
} from './status';
export {
  rebuildRun,
  type FailedAttemptView,
  type MarkerView,
  type RunView,
  type StepView,
} from './run-view';
