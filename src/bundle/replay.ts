import { readFileSync } from 'node:fs';
import {
  decodeGoalJournal,
  decodeValue,
  EngineError,
  JournalCorruptError,
  listJournalFiles,
  rebuildRun,
  type DecodedGoalJournal,
  type FailedAttemptView,
  type RunView,
  type StepView,
} from '../engine';
import { FILE_MAGIC } from '../engine/format';
import { isUpstreamJournal, readUpstreamJournal } from '../engine/upstream';
import { sha256Hex } from './digest';
import { isoTime } from './iso-time';
import { BundleError, type ReasonCode } from './reasons';
import type { JournalReplay, ReplayedRun, ReplayedStep } from './replay-types';
import type { GateResult } from './statement';

/** Steps named `gate:<name>` record a check the run made about itself. */
export const GATE_STEP_PREFIX = 'gate:';

/** Whether the bytes are a journal (ours or upstream LILWAL02) rather than an envelope. */
export function looksLikeJournal(bytes: Uint8Array): boolean {
  const magic = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, 8));
  return magic.equals(FILE_MAGIC) || isUpstreamJournal(bytes);
}

/**
 * Replays a sealed bundle's journal: one segment holding the whole history from the first frame.
 * Any damage, a torn tail, or a frame out of sequence throws a BundleError with its own code.
 */
export function replayJournal(bytes: Uint8Array, name = 'journal'): JournalReplay {
  const journal = decode([{ name, bytes }]);
  const first = journal.files[0]!;
  if (first.header.kind !== 'segment') {
    throw new BundleError(
      'journal-corrupt',
      `${name} is a compacted snapshot, not a whole history`,
    );
  }
  if (journal.torn) {
    throw new BundleError(
      'journal-truncated',
      `${name} ends inside a frame at byte offset ${journal.torn.offset} (${journal.torn.reason})`,
    );
  }
  // A sealed journal ends with its last frame, so its chain head (SHA-256 of the file up to the
  // end of that frame) is the file's digest: one pass serves both claims.
  const whole = first.dataEnd === bytes.length && first.frames.length > 0;
  return {
    format: 'letitloop',
    bytes: bytes.length,
    sha256: whole ? journal.chainHead : sha256Hex(bytes),
    frames: journal.frames.length,
    chainHead: journal.chainHead,
    chainValid: true,
    run: replayedRun(rebuild(journal, name)),
  };
}

/**
 * Replays a journal that carries no seal (ours, or an upstream LILWAL02 file): reported with its
 * chain validity, never trusted. Damage is reported, not thrown.
 */
export function replayUnsealed(bytes: Uint8Array, name = 'journal'): JournalReplay {
  if (isUpstreamJournal(bytes)) return replayUpstream(bytes);
  return replayFiles([{ name, bytes }], bytes);
}

/** Replays a goal folder of the durable engine (`.letitloop/runs/<goal>/`), unsealed. */
export function replayGoalFolder(goalDir: string): JournalReplay {
  const { files } = listJournalFiles(goalDir);
  if (files.length === 0) throw new BundleError('journal-missing', `${goalDir} holds no journal`);
  const parts = files.map((f) => ({ name: f.name, bytes: readFileSync(f.path) }));
  return replayFiles(parts, Buffer.concat(parts.map((p) => p.bytes)));
}

function replayFiles(parts: { name: string; bytes: Uint8Array }[], all: Uint8Array): JournalReplay {
  const summary = { format: 'letitloop' as const, bytes: all.length, sha256: sha256Hex(all) };
  try {
    const journal = decode(parts);
    return {
      ...summary,
      frames: journal.frames.length,
      chainHead: journal.chainHead,
      chainValid: true,
      ...(journal.torn
        ? { tornTail: { offset: journal.torn.offset, reason: journal.torn.reason } }
        : {}),
      run: replayedRun(rebuild(journal, parts[0]!.name)),
    };
  } catch (error) {
    if (!(error instanceof BundleError)) throw error;
    return { ...summary, frames: 0, chainHead: '', chainValid: false, problem: error.toReason() };
  }
}

function replayUpstream(bytes: Uint8Array): JournalReplay {
  const journal = readUpstreamJournal(bytes);
  const problem = journal.problems[0];
  return {
    format: 'LILWAL02',
    bytes: journal.bytes,
    sha256: sha256Hex(bytes),
    frames: journal.events.length,
    chainHead: journal.chain.head,
    chainValid: journal.chain.valid,
    ...(problem
      ? {
          problem: {
            code: 'journal-corrupt' as const,
            message: `line ${problem.line} (byte offset ${problem.offset}): ${problem.message}`,
          },
        }
      : {}),
    ...(journal.tornTail
      ? { tornTail: { offset: journal.tornTail.offset, reason: journal.tornTail.message } }
      : {}),
    upstream: {
      status: journal.projection.status,
      events: journal.events.map((e) => ({
        seq: e.seq,
        timestamp: e.timestamp,
        eventType: e.eventType,
        taskId: e.taskId,
        eventHash: e.eventHash,
        ...(e.reason !== undefined ? { reason: e.reason } : {}),
        payload: e.payload,
        offset: e.offset,
      })),
    },
  };
}

function decode(parts: { name: string; bytes: Uint8Array }[]): DecodedGoalJournal {
  try {
    return decodeGoalJournal(parts);
  } catch (error) {
    throw journalError(error, parts[0]!.name);
  }
}

function rebuild(journal: DecodedGoalJournal, name: string): RunView {
  try {
    return rebuildRun(journal.frames.map((f) => f.record));
  } catch (error) {
    throw new BundleError('journal-corrupt', `${name}: ${(error as Error).message}`);
  }
}

const SEQUENCE = /sequence number (\d+) where (\d+) was expected/;

/** Maps the engine's typed journal errors to reason codes, keeping the byte offset. */
function journalError(error: unknown, name: string): BundleError {
  if (error instanceof JournalCorruptError) {
    const where = `${name} is damaged at byte offset ${error.offset}: ${error.reason}`;
    const sequence = SEQUENCE.exec(error.reason);
    let code: ReasonCode = 'journal-corrupt';
    if (sequence)
      code = Number(sequence[1]) < Number(sequence[2]) ? 'journal-duplicated' : 'journal-reordered';
    return new BundleError(code, where);
  }
  if (error instanceof EngineError) {
    return new BundleError('journal-corrupt', `${name}: ${error.message.split(';')[0]}`);
  }
  return new BundleError('journal-corrupt', `${name}: ${(error as Error)?.message ?? error}`);
}

function replayedRun(view: RunView): ReplayedRun {
  return {
    goal: view.goalId,
    runId: view.runId,
    status: view.status,
    ...(view.git?.commit ? { baseCommit: view.git.commit } : {}),
    startedAt: isoTime(view.createdAt),
    ...(view.endedAt !== undefined ? { endedAt: isoTime(view.endedAt) } : {}),
    steps: replayedSteps(view),
    committedSteps: view.steps.length,
    markers: view.markers.map((m) => ({
      name: m.name,
      status: m.state,
      executions: m.executions,
      ...(m.completedAt !== undefined ? { completedAt: isoTime(m.completedAt) } : {}),
    })),
    gates: view.steps
      .filter((s) => s.name.startsWith(GATE_STEP_PREFIX))
      .map((s) => gateResult(s.name.slice(GATE_STEP_PREFIX.length), s.output)),
  };
}

function replayedSteps(view: RunView): ReplayedStep[] {
  const ok = view.steps.map(committedStep);
  if (view.failedAttempts.length === 0) return ok;
  const all = [
    ...view.steps.map((s, i) => ({ at: s.startedAt, step: ok[i]! })),
    ...view.failedAttempts.map((f) => ({ at: f.startedAt, step: failedStep(f) })),
  ];
  // stable: committed steps keep their commit order among equal start times
  return all.sort((a, b) => a.at - b.at).map((s) => s.step);
}

function committedStep(s: StepView): ReplayedStep {
  return {
    pos: s.pos,
    name: s.name,
    status: 'ok',
    startedAt: isoTime(s.startedAt),
    endedAt: isoTime(s.endedAt),
    durationMs: s.durationUs / 1000,
    attempt: s.attempt,
    outputSha256: s.outputDigest,
  };
}

function failedStep(f: FailedAttemptView): ReplayedStep {
  return {
    pos: f.pos,
    name: f.name,
    status: 'failed',
    startedAt: isoTime(f.startedAt),
    endedAt: isoTime(f.startedAt + Math.round(f.durationUs / 1000)),
    durationMs: f.durationUs / 1000,
    attempt: f.attempt,
    error: errorMessage(f.error),
  };
}

function errorMessage(encoded: Uint8Array): string {
  try {
    const value = decodeValue(encoded) as { message?: unknown } | null;
    const message = typeof value?.message === 'string' ? value.message : String(value);
    return message.split('\n')[0]!.slice(0, 500);
  } catch {
    return 'error could not be decoded';
  }
}

/** A gate step returns `true`/`false` or `{ passed: boolean, detail?: string }`. */
function gateResult(name: string, output: Uint8Array): GateResult {
  let value: unknown;
  try {
    value = decodeValue(output);
  } catch {
    return { name, passed: false, detail: 'result could not be decoded' };
  }
  if (typeof value === 'boolean') return { name, passed: value };
  const record = value as { passed?: unknown; detail?: unknown } | null;
  if (record && typeof record === 'object' && typeof record.passed === 'boolean') {
    const detail = typeof record.detail === 'string' ? record.detail.slice(0, 2000) : undefined;
    return { name, passed: record.passed, ...(detail !== undefined ? { detail } : {}) };
  }
  return { name, passed: false, detail: 'result is not true/false or { passed, detail }' };
}
