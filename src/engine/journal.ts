import { unlinkSync } from 'node:fs';
import { join } from 'node:path';
import { encodeJournalFile } from './encode-file';
import { encodeFrame, firstLink, frameLength } from './format';
import {
  decodeGoalFolder,
  listJournalFiles,
  applyFrames,
  segmentName,
  snapshotName,
  type DecodedGoalJournal,
} from './goal-journal';
import { encodeRecord, type JournalRecord } from './records';
import { RunBuilder } from './run-view';
import { fsCall, SegmentFile, syncDir, writeFileAtomic } from './segment-file';

export type Durability = 'fsync' | 'process';

export interface JournalOptions {
  durability: Durability;
  /** Roll over to a new segment past this many bytes. */
  segmentBytes: number;
}

interface Pending {
  payload: Buffer;
  record: JournalRecord;
  sync: boolean;
  resolve: (batch: number) => void;
  reject: (error: unknown) => void;
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
  /** The group commit of each record, numbered from 1 (records of one commit share it). */
  readonly batches: number[] = [];
  private batchCount = 0;
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
    for (const frame of decoded.frames) journal.push(frame.record, frame.joined);
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

  private push(record: JournalRecord, joined: boolean): void {
    if (!joined) this.batchCount++;
    this.records.push(record);
    this.batches.push(this.batchCount);
  }

  /**
   * Queues a record; resolves, with the number of its group commit, once it is committed (on disk
   * for 'fsync', or `forceSync`; written to the OS for 'process'). Throws synchronously if the
   * record cannot be encoded. The batch is written one event-loop turn later, so that concurrent
   * work joins it; `alone`: the caller knows no other step of the run is in flight, so it is
   * written as soon as the microtask queue is empty — never earlier: the code's pending promise
   * continuations run first, as they do before a replay hands back the next recorded commit.
   */
  append(record: JournalRecord, forceSync = false, alone = false): Promise<number> {
    if (this.failure) return Promise.reject(this.failure);
    const payload = encodeRecord(record);
    return new Promise<number>((resolve, reject) => {
      this.queue.push({
        payload,
        record,
        sync: forceSync || this.options.durability === 'fsync',
        resolve,
        reject,
      });
      if (this.flushScheduled) return;
      this.flushScheduled = true;
      if (alone) queueMicrotask(this.flushWhenIdle);
      else setImmediate(this.flush);
    });
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
      if (this.failure) throw this.failure;
      const bytes = batch.reduce((sum, p) => sum + frameLength(p.payload.length), 0);
      const segment = this.segment!;
      if (segment.dataEnd + bytes > this.options.segmentBytes && segment.dataEnd > 64) this.roll();
      const frames: Buffer[] = [];
      for (const pending of batch) {
        const joined = frames.length > 0;
        const { frame, link } = encodeFrame(this.seq, pending.payload, this.link, joined);
        frames.push(frame);
        this.link = link;
        this.seq++;
      }
      this.segment!.write(
        frames.length === 1 ? frames[0]! : Buffer.concat(frames),
        batch.some((p) => p.sync),
      );
      this.liveFrames += batch.length;
    } catch (error) {
      // After a failed write or fsync nothing more is written (the page cache state is unknown).
      this.failure = error;
      for (const pending of batch) pending.reject(error);
      return;
    }
    batch.forEach((pending, i) => {
      this.builder.apply(pending.record);
      this.push(pending.record, i > 0);
    });
    const number = this.batchCount;
    for (const pending of batch) pending.resolve(number);
  };

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
    const live = liveRecordIndexes(this.records);
    const records: JournalRecord[] = [
      { t: 'snap', seq: covered, at: Date.now(), opens: b.compactedOpens + b.opens.length },
      ...live.map((i) => this.records[i]!),
    ];
    // Kept records of one group commit stay joined, so replay still hands them back together.
    const joined = [
      false,
      ...live.map((i, k) => k > 0 && this.batches[i] === this.batches[live[k - 1]!]),
    ];
    const { bytes } = encodeJournalFile('snapshot', covered, chain, records, joined);
    writeFileAtomic(join(this.goalDir, snapshotName(covered)), [bytes]);
    this.roll(chain);
    this.liveFrames = 0;
    this.records.length = 0;
    this.batches.length = 0;
    this.batchCount = 0;
    records.forEach((record, i) => this.push(record, joined[i]!));
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
 * that order): the goal, committed steps, each step's first outcome when that was a last-attempt
 * failure (its place in the order: the code received it there, even if a later run succeeded),
 * every marker record (a few per marker), and the end. Opens, retried attempts and superseded
 * failures are folded away.
 */
export function liveRecordIndexes(records: JournalRecord[]): number[] {
  const kept: number[] = [];
  const outcome = new Set<number>();
  let end = -1;
  records.forEach((r, i) => {
    if (r.t === 'step' || (r.t === 'fail' && r.last)) {
      if (r.t === 'step' || !outcome.has(r.pos)) kept.push(i);
      outcome.add(r.pos);
    } else if (r.t === 'goal' || r.t === 'mark' || r.t === 'done' || r.t === 'mfail') kept.push(i);
    else if (r.t === 'end') end = i;
    else if (r.t === 'open') end = -1; // an end followed by a new open is no longer the outcome
  });
  if (end >= 0) kept.push(end);
  return kept.sort((a, b) => a - b);
}
