import type { GateResult } from './statement';

/** One step of a replayed run, as the journal recorded it. */
export interface ReplayedStep {
  /** 0-based position in the run. */
  index: number;
  name: string;
  status: 'ok' | 'error';
  startedAt?: string;
  endedAt?: string;
  durationMs?: number;
  /** SHA-256 of the step's recorded output bytes in the journal. */
  outputSha256?: string;
}

export interface ReplayedMarker {
  name: string;
  status: string;
}

/** The run rebuilt from the journal's frames. */
export interface ReplayedRun {
  goal: string;
  runId: string;
  status: string;
  /** The git commit the run started from, when it ran inside a git repository. */
  baseCommit?: string;
  startedAt: string;
  endedAt?: string;
  steps: ReplayedStep[];
  markers: ReplayedMarker[];
  gates: GateResult[];
}

/** What replaying a journal established. */
export interface JournalReplay {
  format: 'letitloop' | 'LILWAL02';
  bytes: number;
  sha256: string;
  frames: number;
  /** Hash of the last frame in the chain. */
  chainHead: string;
  /** Our own journals: the rebuilt run. */
  run?: ReplayedRun;
  /** Upstream LILWAL02 journals: chain validity and the events, as read. */
  upstream?: { chainValid: boolean; problem?: string; events: unknown[] };
}
