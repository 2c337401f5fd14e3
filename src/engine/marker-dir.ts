import { createHash, randomBytes } from 'node:crypto';
import { linkSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ZERO_CHAIN, encodeFrame, firstLink } from './format';
import { applyFrames, decodeGoalFolder, segmentName } from './goal-journal';
import { encodeRecord, type JournalRecord } from './records';
import { RunBuilder, type MarkerState } from './run-view';
import { ensureDir, SegmentFile } from './segment-file';

/** Folder, inside a shared `dir`, that holds dir-scoped markers (`_` cannot start a goal id). */
export const MARKERS_FOLDER = '_markers';

/** Bounded file name for a marker: 32 hex digits of SHA-256 of its name. */
export function markerFolderName(name: string): string {
  return createHash('sha256').update(name, 'utf8').digest('hex').slice(0, 32);
}

/**
 * The id of a shared marker folder, created once (atomically) by whichever process gets there
 * first: dir-scoped idempotency keys derive from it, so every worker computes the same key.
 */
export function markerScopeId(markersRoot: string): string {
  const path = join(markersRoot, 'scope-id');
  try {
    return readFileSync(path, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const tmp = `${path}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  writeFileSync(tmp, randomBytes(16).toString('hex') + '\n');
  try {
    linkSync(tmp, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(tmp);
  }
  return readFileSync(path, 'utf8').trim();
}

/**
 * One dir-scoped marker's journal, opened while its folder lock is held: reads the state, then
 * appends `mark` / `mfail` / `done` records, each fsynced before the call returns.
 */
export class DirMarkerJournal {
  private constructor(
    private readonly segment: SegmentFile,
    private seq: number,
    /** The link after the last frame (format.ts): the next frame continues it. */
    private link: number,
    readonly state: MarkerState | undefined,
  ) {}

  static open(folder: string, name: string): DirMarkerJournal {
    ensureDir(folder, 'create the marker folder');
    const { files, journal: decoded } = decodeGoalFolder(folder);
    const builder = new RunBuilder();
    applyFrames(builder, decoded);
    const state = builder.markers.get(name);
    const stray = [...builder.markers.keys()].find((other) => other !== name);
    if (stray !== undefined)
      throw new Error(`marker folder ${folder} holds marker '${stray}', not '${name}'`);
    const last = decoded.files.at(-1);
    const ref = files.at(-1);
    if (last && ref) {
      const segment = SegmentFile.openForAppend(ref.path, last.dataEnd, last.torn !== null, true);
      return new DirMarkerJournal(segment, decoded.nextSeq, last.link, state);
    }
    const segment = SegmentFile.create(folder, segmentName(1), 'segment', 1, ZERO_CHAIN, true);
    return new DirMarkerJournal(segment, 1, firstLink('segment', 1, ZERO_CHAIN), state);
  }

  append(record: JournalRecord): void {
    const { frame, link } = encodeFrame(this.seq, encodeRecord(record), this.link);
    this.segment.write(frame, true);
    this.seq++;
    this.link = link;
  }

  close(): void {
    this.segment.close();
  }
}
