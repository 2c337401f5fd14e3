/** Read-only decoder for the upstream Python engine's LILWAL02 journals (docs/upstream-journal.md). */
export {
  isUpstreamJournal,
  readUpstreamJournal,
  readUpstreamJournalFile,
  upstreamEventHash,
  type UpstreamEvent,
  type UpstreamJournal,
  type UpstreamProblem,
  type UpstreamProblemKind,
} from './journal';
export type { UpstreamProjection } from './projection';
export type { LineDamage } from './frame';
export { parsePyJson, PyFloat, PyInt, PyJsonSyntaxError, type PyDict, type PyJson } from './pyjson';
export { pyCanonicalJson, pyFloatRepr } from './pycanonical';
