import type { GitBase, JournalRecord } from './records';
import { sha256Hex } from './sha256';

type Rec<T extends JournalRecord['t']> = Extract<JournalRecord, { t: T }>;

export interface StepView {
  pos: number;
  name: string;
  /** SHA-256 (first 16 bytes, hex) of the step's encoded arguments. */
  argsHash: string;
  startedAt: number;
  endedAt: number;
  durationUs: number;
  /** Which attempt succeeded (1 = first try in its process). */
  attempt: number;
  /** SHA-256 (hex) of the encoded result bytes. */
  outputDigest: string;
  /** The encoded result (decode with decodeValue). */
  output: Uint8Array;
}

export interface FailedAttemptView {
  pos: number;
  name: string;
  argsHash: string;
  startedAt: number;
  durationUs: number;
  attempt: number;
  /** The encoded Error (decode with decodeValue). */
  error: Uint8Array;
}

export interface MarkerView {
  name: string;
  idempotencyKey: string;
  /** complete: body finished and recorded; in-doubt: started, no outcome recorded; failed: body threw. */
  state: 'complete' | 'skipped' | 'in-doubt' | 'failed';
  /** How many times the body was started. */
  executions: number;
  completedAt?: number;
  output?: Uint8Array;
}

export interface RunView {
  goalId: string;
  runId: string;
  createdAt: number;
  git: GitBase | null;
  engine: string;
  /** SHA-256 (first 16 bytes, hex) of the encoded arguments of the durable function. */
  inputHash: string;
  /** One entry per process that opened the goal. */
  opens: { at: number; pid: number; host: string; n: number }[];
  /** Committed steps in commit order (`pos` is the position in the code's call order). */
  steps: StepView[];
  failedAttempts: FailedAttemptView[];
  markers: MarkerView[];
  /** completed / failed: the last run ended so; incomplete: a run started and has not ended. */
  status: 'completed' | 'failed' | 'incomplete';
  endedAt?: number;
  /** completed: the encoded result; failed: the encoded Error. */
  outcome?: Uint8Array;
  /** From a snapshot: how many opens it folded away. */
  compactedOpens: number;
}

/** Rebuilds a run from its journal records (pure). Throws Error when the first record is not `goal`. */
export function rebuildRun(records: Iterable<JournalRecord>): RunView {
  const builder = new RunBuilder();
  for (const record of records) builder.apply(record);
  return builder.view();
}

/** A marker's records so far: its last start (`mark`) and its last record of any kind. */
export interface MarkerState {
  key: string;
  runs: number;
  mark: Rec<'mark'>;
  last: Rec<'mark'> | Rec<'done'> | Rec<'mfail'>;
}

/** Applies records one by one; the engine keeps one while it appends. */
export class RunBuilder {
  goal: Rec<'goal'> | undefined;
  compactedOpens = 0;
  readonly opens: RunView['opens'] = [];
  readonly steps = new Map<number, Rec<'step'>>();
  readonly stepOrder: Rec<'step'>[] = [];
  readonly failures: Rec<'fail'>[] = [];
  readonly markers = new Map<string, MarkerState>();
  end: Rec<'end'> | undefined;

  apply(record: JournalRecord): void {
    const markerRecord = record.t === 'mark' || record.t === 'mfail' || record.t === 'done';
    // Dir-scoped marker journals hold marker records only; a goal journal starts with `goal`.
    if (!this.goal && record.t !== 'goal' && record.t !== 'snap' && !markerRecord)
      throw new Error(`the journal does not start with a goal record (found '${record.t}')`);
    switch (record.t) {
      case 'snap':
        this.compactedOpens = record.opens;
        return;
      case 'goal':
        if (this.goal) throw new Error('a second goal record');
        this.goal = record;
        return;
      case 'open':
        this.opens.push({ at: record.at, pid: record.pid, host: record.host, n: record.n });
        this.end = undefined;
        return;
      case 'step':
        if (this.steps.has(record.pos))
          throw new Error(`step position ${record.pos} committed twice`);
        this.steps.set(record.pos, record);
        this.stepOrder.push(record);
        return;
      case 'fail':
        this.failures.push(record);
        return;
      case 'mark': {
        const m = this.markers.get(record.name);
        this.markers.set(record.name, {
          key: record.key,
          runs: (m?.runs ?? 0) + 1,
          mark: record,
          last: record,
        });
        return;
      }
      case 'mfail':
      case 'done': {
        const m = this.markers.get(record.name);
        if (!m) throw new Error(`marker '${record.name}' has an outcome but no start`);
        m.last = record;
        return;
      }
      case 'end':
        this.end = record;
        return;
    }
  }

  view(): RunView {
    const goal = this.goal;
    if (!goal) throw new Error('the journal has no goal record');
    const markers: MarkerView[] = [...this.markers].map(([name, m]) => markerView(name, m));
    const status = this.end ? (this.end.ok ? 'completed' : 'failed') : 'incomplete';
    return {
      goalId: goal.goal,
      runId: goal.run,
      createdAt: goal.at,
      git: goal.git,
      engine: goal.engine,
      inputHash: hex(goal.input),
      opens: this.opens,
      steps: this.stepOrder.map(stepView),
      failedAttempts: this.failures.map((f) => ({
        pos: f.pos,
        name: f.name,
        argsHash: hex(f.args),
        startedAt: f.at,
        durationUs: f.us,
        attempt: f.n,
        error: f.err,
      })),
      markers,
      status,
      ...(this.end ? { endedAt: this.end.at, outcome: this.end.v } : {}),
      compactedOpens: this.compactedOpens,
    };
  }
}

/** A marker's state as reported: complete, skipped, failed or in-doubt. */
export function markerView(
  name: string,
  m: { key: string; runs: number; last: JournalRecord },
): MarkerView {
  const last = m.last;
  const base = { name, idempotencyKey: m.key, executions: m.runs };
  if (last.t === 'done')
    return {
      ...base,
      state: last.skipped ? 'skipped' : 'complete',
      completedAt: last.at,
      output: last.v,
    };
  if (last.t === 'mfail') return { ...base, state: 'failed' };
  return { ...base, state: 'in-doubt' };
}

function stepView(s: Rec<'step'>): StepView {
  return {
    pos: s.pos,
    name: s.name,
    argsHash: hex(s.args),
    startedAt: s.at,
    endedAt: s.at + Math.round(s.us / 1000),
    durationUs: s.us,
    attempt: s.n,
    outputDigest: sha256Hex(s.v),
    output: s.v,
  };
}

function hex(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString('hex');
}
