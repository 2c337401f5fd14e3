import { unlinkSync } from 'node:fs';
import { join } from 'node:path';
import { encodeJournalFile } from './encode-file';
import { AT_CALL_FLAG, JOINED_FLAG, batchNumbers, firstLink, sealFrame } from './format';
import {
  decodeGoalFolder,
  listJournalFiles,
  applyFrames,
  segmentName,
  snapshotName,
  type DecodedGoalJournal,
} from './goal-journal';
import { encodeRecordFrame, type FramedRecord } from './record-frame';
import type { JournalRecord } from './records';
import { resolutionEvents } from './resolution-events';
import { RunBuilder } from './run-view';
import { fsCall, SegmentFile, syncDir, writeFileAtomic } from './segment-file';

export type Durability = 'fsync' | 'process';

export interface JournalOptions {
  durability: Durability;
  /** Roll over to a new segment past this many bytes. */
  segmentBytes: number;
}

/**
 * When an appended record is written (docs/journal-format.md, "Replay order"):
 * - 'turn': one event-loop turn later, so that concurrent work joins its group commit;
 * - 'idle': once the microtask queue is empty (the caller knows no other step is in flight);
 * - 'atCall': a lone step result that commitAtCall() could not take: as 'idle', or as 'turn'
 *   when a run of commits at their calls is due for a turn.
 */
export type CommitTiming = 'turn' | 'idle' | 'atCall';

/** Commits made at their call in a row before one waits for an event-loop turn instead. */
const AT_CALL_RUN = 1024;

interface Pending {
  /** The frame, payload in place (records.ts encodeRecordFrame), sealed when written. */
  frame: Buffer;
  length: number;
  record: JournalRecord;
  sync: boolean;
  resolve?: (batch: number) => void;
  reject?: (error: unknown) => void;
}

/**
 * A goal's journal opened for appending (the caller holds the goal lock). Appends are group
 * committed: every record queued while the event loop runs is written by one pwrite and made
 * durable by one fdatasync, and their appenders are resolved together, in order, in one turn.
 */
export class GoalJournal {
  readonly builder = new RunBuilder();
  /** Every record of the journal, in order (what replay and compaction work from). */
  readonly records: JournalRecord[] = [];
  /** The frame flags of each record (JOINED_FLAG, AT_CALL_FLAG): how it reached the code. */
  readonly flags: number[] = [];
  /** Group commits so far (append() resolves with the number of the one that wrote the record). */
  private batchCount = 0;
  private atCallRun = 0;
  private segment: SegmentFile | undefined;
  private seq: number;
  /** The link after the last frame written (format.ts): the next frame continues it. */
  private link = 0;
  private queue: Pending[] = [];
  private flushScheduled = false;
  private failure: unknown;
  private liveFrames: number;

  private constructor(
    readonly goalDir: string,
    private readonly options: JournalOptions,
    journal: DecodedGoalJournal,
  ) {
    this.seq = journal.nextSeq;
    this.liveFrames = journal.segmentFrames;
  }

  /**
   * Reads the goal's files (refusing damage), cuts off a torn tail, deletes files a compaction
   * left behind, and opens the last segment (or a new one) for appending.
   */
  static open(goalDir: string, options: JournalOptions): GoalJournal {
    const { files, superseded, journal: decoded } = decodeGoalFolder(goalDir);
    const journal = new GoalJournal(goalDir, options, decoded);
    applyFrames(journal.builder, decoded);
    for (const frame of decoded.frames) journal.push(frame.record, frame.flags);
    for (const old of superseded) fsCall(old.path, 'delete', () => unlinkSync(old.path));
    if (superseded.length) syncDir(goalDir);
    const last = decoded.files.at(-1);
    const lastRef = files.at(-1);
    if (last && lastRef && last.header.kind === 'segment') {
      journal.segment = SegmentFile.openForAppend(
        lastRef.path,
        last.dataEnd,
        last.torn !== null,
        options.durability === 'fsync',
      );
      journal.link = last.link;
    } else {
      journal.newSegment(Buffer.from(decoded.chainHead, 'hex'));
    }
    return journal;
  }

  /** Frames in segments (not folded into a snapshot): what a compaction would shrink. */
  get segmentFrames(): number {
    return this.liveFrames;
  }

  /** Records at the start of `records` that come from a snapshot (its `snap` record included). */
  get snapshotRecords(): number {
    return this.records.length - this.liveFrames;
  }

  private push(record: JournalRecord, flags: number): void {
    if (!(flags & JOINED_FLAG)) this.batchCount++;
    this.records.push(record);
    this.flags.push(flags);
  }

  /**
   * Queues a record; resolves, with the number of its group commit, once it is committed (on disk
   * for 'fsync', or `forceSync`; written to the OS for 'process'), at `timing` (CommitTiming).
   * Never before the code's pending promise continuations have run, unless at its call: that is
   * when a replay hands back the next recorded commit. Throws synchronously if the record cannot
   * be encoded.
   */
  append(
    entry: JournalRecord | FramedRecord,
    forceSync = false,
    timing: CommitTiming = 'turn',
  ): Promise<number> {
    if (this.failure) return Promise.reject(this.failure);
    const { record, frame, length } = 'frame' in entry ? entry : encodeRecordFrame(entry);
    const pending: Pending = {
      frame,
      length,
      record,
      sync: forceSync || this.options.durability === 'fsync',
    };
    // After AT_CALL_RUN commits at their calls, one waits for a turn: timers and I/O run, and a
    // replay, which hands these back the same way, yields there too.
    const turn = timing === 'turn' || (timing === 'atCall' && this.atCallRun >= AT_CALL_RUN);
    this.atCallRun = 0;
    return new Promise<number>((resolve, reject) => {
      pending.resolve = resolve;
      pending.reject = reject;
      this.queue.push(pending);
      if (this.flushScheduled) return;
      this.flushScheduled = true;
      if (turn) setImmediate(this.flush);
      else queueMicrotask(this.flushWhenIdle);
    });
  }

  /**
   * Commits a step result produced within its step() call, with nothing else in flight, before
   * the call returns (flagged AT_CALL: replay hands it back at the call, as the code received
   * it). Returns the group commit's number, or undefined when it cannot — a commit is queued, or
   * a turn is due (append it with 'atCall' then). Throws if it cannot be written.
   */
  commitAtCall({ record, frame, length }: FramedRecord): number | undefined {
    if (this.failure) throw this.failure;
    if (this.flushScheduled || this.atCallRun >= AT_CALL_RUN) return undefined;
    const sync = this.options.durability === 'fsync';
    this.write([{ frame, length, record, sync }], AT_CALL_FLAG);
    this.atCallRun++;
    return this.batchCount;
  }

  /** A process.nextTick queued from a microtask runs once the microtask queue is empty. */
  private readonly flushWhenIdle = () => process.nextTick(this.flush);

  /** Resolves when everything queued so far is committed. */
  async drain(): Promise<void> {
    while (this.queue.length || this.flushScheduled) {
      await new Promise((resolve) => setImmediate(resolve));
    }
    if (this.failure) throw this.failure;
  }

  private readonly flush = (): void => {
    this.flushScheduled = false;
    const batch = this.queue;
    this.queue = [];
    if (!batch.length) return;
    try {
      this.write(batch, 0);
    } catch (error) {
      for (const pending of batch) pending.reject!(error);
      return;
    }
    const number = this.batchCount;
    for (const pending of batch) pending.resolve!(number);
  };

  /**
   * One group commit: seals the frames (the first with `firstFlags`, the others JOINED), writes
   * them with one pwrite and syncs once, then applies the records. After a failed write or sync
   * nothing more is written (the page cache state is unknown): every later append fails too.
   */
  private write(batch: Pending[], firstFlags: number): void {
    try {
      if (this.failure) throw this.failure;
      let bytes = 0;
      for (const pending of batch) bytes += pending.frame.length;
      const segment = this.segment!;
      if (segment.dataEnd + bytes > this.options.segmentBytes && segment.dataEnd > 64) this.roll();
      let sync = false;
      for (let i = 0; i < batch.length; i++) {
        const { frame, length } = batch[i]!;
        const flags = i === 0 ? firstFlags : JOINED_FLAG;
        this.link = sealFrame(frame, length, this.seq++, this.link, flags);
        sync ||= batch[i]!.sync;
      }
      const data = batch.length === 1 ? batch[0]!.frame : Buffer.concat(batch.map((p) => p.frame));
      this.segment!.write(data, sync);
      this.liveFrames += batch.length;
    } catch (error) {
      this.failure = error;
      throw error;
    }
    for (let i = 0; i < batch.length; i++) {
      const { record } = batch[i]!;
      this.builder.apply(record);
      this.push(record, i === 0 ? firstFlags : JOINED_FLAG);
    }
  }

  /** Starts a segment at the next sequence number; `chain` is the goal's chain value there. */
  private newSegment(chain: Buffer): void {
    this.segment = SegmentFile.create(
      this.goalDir,
      segmentName(this.seq),
      'segment',
      this.seq,
      chain,
      this.options.durability === 'fsync',
    );
    this.link = firstLink('segment', this.seq, chain);
  }

  /** Closes the current segment and starts the next one, which continues its chain. */
  private roll(chain = this.segment!.chainHead()): void {
    this.segment!.close();
    this.newSegment(chain);
  }

  /**
   * Compaction: writes a snapshot of the live state (goal, committed steps, markers, outcome) as of
   * the last frame, starts a new segment after it, and deletes the files it replaces.
   */
  async compact(): Promise<void> {
    await this.drain();
    const covered = this.seq - 1;
    const chain = this.segment!.chainHead();
    const b = this.builder;
    const live = liveRecordIndexes(this.records, this.snapshotRecords);
    const records: JournalRecord[] = [
      { t: 'snap', seq: covered, at: Date.now(), opens: b.compactedOpens + b.opens.length },
      ...live.map((i) => this.records[i]!),
    ];
    // Kept records keep how they reached the code: those of one group commit stay joined.
    const batches = batchNumbers(this.flags);
    const flags = [
      0,
      ...live.map((i, k) =>
        k > 0 && batches[i] === batches[live[k - 1]!] ? JOINED_FLAG : this.flags[i]! & AT_CALL_FLAG,
      ),
    ];
    const { bytes } = encodeJournalFile('snapshot', covered, chain, records, flags);
    writeFileAtomic(join(this.goalDir, snapshotName(covered)), [bytes]);
    this.roll(chain);
    this.liveFrames = 0;
    this.records.length = 0;
    this.flags.length = 0;
    records.forEach((record, i) => this.push(record, flags[i]!));
    const { superseded } = listJournalFiles(this.goalDir);
    for (const old of superseded) fsCall(old.path, 'delete', () => unlinkSync(old.path));
    syncDir(this.goalDir);
  }

  /** Waits for queued records, then closes. A write failure was already reported to its appender. */
  async close(): Promise<void> {
    try {
      await this.drain();
    } catch {
      // reported where it happened
    } finally {
      this.segment?.close();
    }
  }
}

/**
 * Indexes of the records a snapshot keeps, in their original order (replay hands results back in
 * that order): the goal, committed steps, the resolution events (resolution-events.ts: a
 * step's first outcome when that was a last-attempt failure, a marker's event), each marker's
 * starts and last outcome, and the end. Opens, retried attempts and other marker outcomes are
 * folded away, so that each marker keeps at most its event and, from a later run, its last
 * outcome: read back, the snapshot gives the same events with each record counted as a run.
 */
export function liveRecordIndexes(records: JournalRecord[], snapshotRecords: number): number[] {
  const kept = new Set(resolutionEvents(records, snapshotRecords));
  const lastOutcome = new Map<string, number>();
  let end = -1;
  records.forEach((r, i) => {
    if (r.t === 'goal' || r.t === 'step' || r.t === 'mark') kept.add(i);
    else if (r.t === 'done' || r.t === 'mfail') lastOutcome.set(r.name, i);
    else if (r.t === 'end') end = i;
    else if (r.t === 'open') end = -1; // an end followed by a new open is no longer the outcome
  });
  for (const i of lastOutcome.values()) kept.add(i);
  if (end >= 0) kept.add(end);
  return [...kept].sort((a, b) => a - b);
}
