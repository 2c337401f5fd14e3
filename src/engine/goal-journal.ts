import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { JournalCorruptError, JournalReadError } from './errors';
import { ZERO_CHAIN } from './format';
import { decodeJournal, type DecodedFile, type DecodedFrame } from './reader';
import { RunBuilder, type RunView } from './run-view';

/** A journal file of a goal, as found on disk. */
export interface JournalFileRef {
  name: string;
  path: string;
  kind: 'segment' | 'snapshot';
  /** Segment: first sequence number. Snapshot: last sequence number covered. */
  seq: number;
}

const SEGMENT = /^seg-(\d{12})\.lil$/;
const SNAPSHOT = /^snap-(\d{12})\.lil$/;

export function segmentName(firstSeq: number): string {
  return `seg-${String(firstSeq).padStart(12, '0')}.lil`;
}

export function snapshotName(seq: number): string {
  return `snap-${String(seq).padStart(12, '0')}.lil`;
}

/**
 * The files that make up a goal's journal, in reading order: the newest snapshot (if any), then
 * the segments after it. `superseded` lists older files a compaction left behind (safe to delete).
 */
export function listJournalFiles(goalDir: string): {
  files: JournalFileRef[];
  superseded: JournalFileRef[];
} {
  let names: string[];
  try {
    names = readdirSync(goalDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { files: [], superseded: [] };
    throw error;
  }
  return selectJournalFiles(names.map((name) => ({ name, path: join(goalDir, name) })));
}

/** The same selection over names alone (e.g. the entries of a proof bundle). */
export function selectJournalFiles(entries: { name: string; path?: string }[]): {
  files: JournalFileRef[];
  superseded: JournalFileRef[];
} {
  const refs: JournalFileRef[] = [];
  for (const { name, path } of entries) {
    const seg = SEGMENT.exec(name);
    const snap = SNAPSHOT.exec(name);
    if (seg) refs.push({ name, path: path ?? name, kind: 'segment', seq: Number(seg[1]) });
    else if (snap) refs.push({ name, path: path ?? name, kind: 'snapshot', seq: Number(snap[1]) });
  }
  const snapshots = refs.filter((r) => r.kind === 'snapshot').sort((a, b) => b.seq - a.seq);
  const segments = refs.filter((r) => r.kind === 'segment').sort((a, b) => a.seq - b.seq);
  const snapshot = snapshots[0];
  const covered = snapshot?.seq ?? 0;
  const live = segments.filter((s) => s.seq > covered);
  return {
    files: [...(snapshot ? [snapshot] : []), ...live],
    superseded: [...snapshots.slice(1), ...segments.filter((s) => s.seq <= covered)],
  };
}

/** A whole goal journal (snapshot + segments), decoded and checked to chain end to end. */
export interface DecodedGoalJournal {
  files: DecodedFile[];
  /** Snapshot frames first, then segment frames, in order. */
  frames: DecodedFrame[];
  /** Journal sequence number the next frame will carry. */
  nextSeq: number;
  /** Chain value after the last committed frame: 64 hex digits identify the whole history. */
  chainHead: string;
  /** Committed frames in segments (snapshot frames not counted): the journal's length. */
  segmentFrames: number;
  /** The last segment's torn tail, if any. */
  torn: { file: string; offset: number; reason: string } | null;
}

/**
 * Decodes a goal's files (in the order listJournalFiles returns them) and checks that each file
 * continues the previous one: sequence numbers and chain values. Pure: bytes in, records out.
 */
export function decodeGoalJournal(
  files: { name: string; bytes: Uint8Array }[],
): DecodedGoalJournal {
  const decoded: DecodedFile[] = [];
  const frames: DecodedFrame[] = [];
  let nextSeq = 1;
  let chain: Buffer = ZERO_CHAIN;
  let segmentFrames = 0;
  let torn: DecodedGoalJournal['torn'] = null;
  files.forEach(({ name, bytes }, index) => {
    const last = index === files.length - 1;
    const file = decodeJournal(bytes, { file: name });
    if (file.header.kind === 'snapshot') {
      if (index !== 0) throw new JournalCorruptError(name, 0, 'a snapshot must come first');
      if (file.torn) throw new JournalCorruptError(name, file.torn.offset, file.torn.reason);
      nextSeq = file.header.seq + 1;
      chain = file.header.chain;
    } else {
      if (file.header.seq !== nextSeq)
        throw new JournalCorruptError(
          name,
          16,
          `segment starts at sequence ${file.header.seq} where ${nextSeq} was expected (a segment is missing)`,
        );
      if (!file.header.chain.equals(chain))
        throw new JournalCorruptError(
          name,
          24,
          'segment does not continue the previous hash chain',
        );
      if (file.torn && !last)
        throw new JournalCorruptError(
          name,
          file.torn.offset,
          `${file.torn.reason}, in a segment that is not the last`,
        );
      if (file.torn) torn = { file: name, ...file.torn };
      nextSeq = file.nextSeq;
      chain = file.chainHead;
      segmentFrames += file.frames.length;
    }
    decoded.push(file);
    for (const frame of file.frames) frames.push(frame);
  });
  return { files: decoded, frames, nextSeq, chainHead: chain.toString('hex'), segmentFrames, torn };
}

/** Lists, reads and decodes the journal files in a folder; changes nothing. */
export function decodeGoalFolder(dir: string): {
  files: JournalFileRef[];
  superseded: JournalFileRef[];
  journal: DecodedGoalJournal;
} {
  const { files, superseded } = listJournalFiles(dir);
  const journal = decodeGoalJournal(
    files.map((f) => ({ name: f.path, bytes: readJournalFile(f.path) })),
  );
  return { files, superseded, journal };
}

function readJournalFile(path: string): Buffer {
  try {
    return readFileSync(path);
  } catch (error) {
    throw new JournalReadError(path, (error as NodeJS.ErrnoException).code ?? 'error');
  }
}

/**
 * Reads a goal's journal from disk without changing it (a torn tail is reported, not repaired).
 * `run` is null when the goal folder holds no journal yet.
 */
export function readGoalJournal(goalDir: string): {
  files: JournalFileRef[];
  journal: DecodedGoalJournal;
  run: RunView | null;
} {
  const { files, journal } = decodeGoalFolder(goalDir);
  const run = journal.frames.length ? rebuildRunChecked(journal) : null;
  return { files, journal, run };
}

/** rebuildRun, with a structural problem reported as damage at the offending frame. */
export function rebuildRunChecked(journal: DecodedGoalJournal): RunView {
  const builder = new RunBuilder();
  applyFrames(builder, journal);
  try {
    return builder.view();
  } catch (error) {
    throw new JournalCorruptError(journal.files[0]?.file ?? 'journal', 0, (error as Error).message);
  }
}

/** Feeds a journal's records to a builder; a record that does not fit is damage at its frame. */
export function applyFrames(builder: RunBuilder, journal: DecodedGoalJournal): void {
  for (const frame of journal.frames) {
    try {
      builder.apply(frame.record);
    } catch (error) {
      throw new JournalCorruptError(frame.file, frame.offset, (error as Error).message);
    }
  }
}
