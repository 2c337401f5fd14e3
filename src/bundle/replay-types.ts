import type { Reason } from './reasons';
import type { GateResult } from './statement';

/** One step attempt of a replayed run: committed (`ok`) or one that threw (`failed`). */
export interface ReplayedStep {
  /** Position in the code's call order. */
  pos: number;
  name: string;
  status: 'ok' | 'failed';
  startedAt: string;
  endedAt: string;
  durationMs: number;
  /** Attempt number (1 = first try in its process). */
  attempt: number;
  /** Committed steps: SHA-256 of the recorded output (its value encoding). */
  outputSha256?: string;
  /** Failed attempts: the error's message, one line. */
  error?: string;
}

export interface ReplayedMarker {
  name: string;
  status: 'complete' | 'skipped' | 'in-doubt' | 'failed';
  /** How many times its body was started. */
  executions: number;
  completedAt?: string;
}

/** The run rebuilt from a journal's frames. */
export interface ReplayedRun {
  goal: string;
  runId: string;
  status: 'completed' | 'failed' | 'incomplete';
  /** The git commit the run started from, when it ran inside a git repository. */
  baseCommit?: string;
  startedAt: string;
  endedAt?: string;
  /** Committed steps and failed attempts, by start time. */
  steps: ReplayedStep[];
  /** How many steps committed (failed attempts aside): the predicate's `run.steps`. */
  committedSteps: number;
  markers: ReplayedMarker[];
  /** Results of steps named `gate:<name>` (see docs/proof-bundle.md). */
  gates: GateResult[];
}

/** An upstream LILWAL02 event, as shown by `lil replay`. */
export interface ReplayedUpstreamEvent {
  seq: number;
  timestamp: string;
  eventType: string;
  taskId: string;
  eventHash: string;
  reason?: string;
  payload: Record<string, unknown>;
  offset: number;
}

/** What replaying a journal established. */
export interface JournalReplay {
  format: 'letitloop' | 'LILWAL02';
  bytes: number;
  sha256: string;
  frames: number;
  /** The chain value after the last trusted frame, hex. */
  chainHead: string;
  /** Every frame checks out and the chain is unbroken. */
  chainValid: boolean;
  /** The first problem when the chain is not valid (bare journals only; sealed ones are refused). */
  problem?: Reason;
  /** An incomplete last frame (bare journals after a crash): never acknowledged, not counted. */
  tornTail?: { offset: number; reason: string };
  /** letitloop journals: the rebuilt run. */
  run?: ReplayedRun;
  /** LILWAL02 journals: the events, with the upstream status. */
  upstream?: { status: string; events: ReplayedUpstreamEvent[] };
}
