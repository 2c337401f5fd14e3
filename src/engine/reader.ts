import { crc32 } from './crc32';
import { JournalCorruptError, JournalVersionError, NotAJournalError } from './errors';
import {
  COMMIT_TAG,
  FILE_HEADER_SIZE,
  FILE_KIND,
  FILE_MAGIC,
  FORMAT_VERSION,
  FRAME_HEADER_SIZE,
  FRAME_TRAILER_SIZE,
  AT_CALL_FLAG,
  JOINED_FLAG,
  LENGTH_MASK,
  TRAILER_COPY_SIZE,
  frameHeaderCrc,
  frameLength,
  nextLink,
  segmentChain,
  type FileHeader,
  type FileKind,
} from './format';
import { ByteReader } from './bytes';
import { readRecord, type JournalRecord } from './records';

/** One committed frame. */
export class DecodedFrame {
  constructor(
    /** The file it was read from (the `file` option). */
    readonly file: string,
    readonly seq: number,
    /** Byte offset of the frame in its file. */
    readonly offset: number,
    /** Whole frame length in bytes (header, payload, padding, trailer). */
    readonly length: number,
    readonly record: JournalRecord,
    private readonly fileBytes: Buffer,
    /** The flag bits of its length word (JOINED_FLAG, AT_CALL_FLAG). */
    readonly flags: number,
  ) {}

  /** Committed by the same group commit as the frame before it. */
  get joined(): boolean {
    return (this.flags & JOINED_FLAG) !== 0;
  }

  /** A step result committed, alone, within the step() call that produced it. */
  get atCall(): boolean {
    return (this.flags & AT_CALL_FLAG) !== 0;
  }

  /**
   * The record's bytes as committed: a view of the file's bytes, made on demand (few readers need
   * it, and a view per frame kept alive through a replay made its garbage collection a third
   * slower).
   */
  get payload(): Uint8Array {
    const bytes = this.fileBytes;
    const start = bytes.byteOffset + this.offset + FRAME_HEADER_SIZE;
    return new Uint8Array(bytes.buffer, start, bytes.readUInt32LE(this.offset) & LENGTH_MASK);
  }
}

/** What one journal file holds. Pure: computed from bytes alone. */
export interface DecodedFile {
  file: string;
  header: FileHeader;
  frames: DecodedFrame[];
  /**
   * Segment: the goal's chain value after its last committed frame, SHA-256 of the file up to
   * there (the header's value when it has no frame). Snapshot: the chain head it stands for.
   */
  chainHead: Buffer;
  /** The link after the last committed frame (the header's CRC when there is none). */
  link: number;
  /** Sequence number the next frame must carry. */
  nextSeq: number;
  /** Offset just past the last committed frame: where the next frame goes. */
  dataEnd: number;
  /** An incomplete last frame (a torn write), to be cut off; null when the file ends cleanly. */
  torn: { offset: number; reason: string } | null;
  size: number;
}

export interface DecodeOptions {
  /** Name used in error messages (default "journal"). */
  file?: string;
  /** Refuse a torn tail instead of reporting it (files that are never appended to: snapshots). */
  tornIsDamage?: boolean;
}

/**
 * Decodes one journal file (segment or snapshot) from its bytes.
 *
 * - A torn tail (the last frame has no commit trailer, or the file ends inside it, and nothing but
 *   zeros follows) is reported in `torn`, not thrown: the frame was never acknowledged.
 * - Anything else that does not check out — a bad header, payload checksum or trailer, a frame
 *   out of sequence, bytes after the end — throws JournalCorruptError with the byte offset.
 *
 * Per frame this costs a few header reads, one CRC-32 pass over the payload (the link) and the
 * record's decoding; the chain value is one SHA-256 pass over the whole file at the end.
 */
export function decodeJournal(bytes: Uint8Array, options: DecodeOptions = {}): DecodedFile {
  const file = options.file ?? 'journal';
  const header = decodeFileHeader(bytes, file);
  const damage = (offset: number, reason: string) => new JournalCorruptError(file, offset, reason);
  const frames: DecodedFrame[] = [];
  let link = header.crc;
  let seq = header.kind === 'snapshot' ? 1 : header.seq;
  let pos = FILE_HEADER_SIZE;
  let torn: DecodedFile['torn'] = null;
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
  const records = new ByteReader(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length));

  for (;;) {
    if (pos + FRAME_HEADER_SIZE > view.length) {
      if (pos < view.length && firstNonZero(view, pos) >= 0)
        torn = { offset: pos, reason: 'the file ends inside a frame header' };
      break;
    }
    if (zeroRange(view, pos, pos + FRAME_HEADER_SIZE)) {
      const stray = firstNonZero(view, pos);
      if (stray >= 0)
        throw damage(
          stray,
          'unexpected bytes after the last frame (garbage or a lost frame header)',
        );
      break;
    }
    if (view.readUInt32LE(pos + 12) !== frameHeaderCrc(view, pos)) {
      // A header cut short by a crash, with nothing after it, is a torn write; with data after
      // it, it is damage.
      if (firstNonZero(view, pos + FRAME_HEADER_SIZE) < 0) {
        torn = { offset: pos, reason: 'the last frame header is incomplete (torn write)' };
        break;
      }
      throw damage(pos, 'frame header checksum mismatch');
    }
    const lengthWord = view.readUInt32LE(pos);
    const payloadLength = lengthWord & LENGTH_MASK;
    const flags = (lengthWord & ~LENGTH_MASK) >>> 0;
    // A group commit is one write into one file: the first frame of a file starts one, and a
    // commit made at a step's call holds that step alone.
    if (flags & JOINED_FLAG && frames.length === 0)
      throw damage(pos, 'the first frame of a file is marked as continuing a group commit');
    if (flags & JOINED_FLAG && flags & AT_CALL_FLAG)
      throw damage(
        pos,
        'a frame committed at its step call is marked as continuing a group commit',
      );
    const frameSeq = view.readUInt32LE(pos + 4);
    if (frameSeq !== seq >>> 0)
      throw damage(
        pos,
        `frame has sequence number ${frameSeq} where ${seq >>> 0} was expected ` +
          `(a frame is missing, duplicated or out of order)`,
      );
    const length = frameLength(payloadLength);
    const end = pos + length;
    if (end > view.length) {
      torn = { offset: pos, reason: 'the file ends inside the last frame' };
      break;
    }
    const padEnd = end - FRAME_TRAILER_SIZE;
    if (zeroRange(view, padEnd, end)) {
      if (firstNonZero(view, end) >= 0)
        throw damage(pos, 'frame has no commit trailer but data follows it (damaged frame)');
      torn = { offset: pos, reason: 'the last frame has no commit trailer (torn write)' };
      break;
    }
    const payloadStart = pos + FRAME_HEADER_SIZE;
    const padStart = payloadStart + payloadLength;
    const payload = new Uint8Array(view.buffer, view.byteOffset + payloadStart, payloadLength);
    const frameLink = nextLink(link, payload);
    const payloadOk = frameLink === view.readUInt32LE(pos + 8);
    const padOk = zeroRange(view, padStart, padEnd);
    if (!trailerMatches(view, padEnd, pos)) {
      // A trailer cut short (its written part right, zeros after it and nothing beyond) is torn.
      // The commit tag ends the trailer, so a bit flip can never make a trailer look cut short.
      const expected = Buffer.concat([view.subarray(pos, pos + TRAILER_COPY_SIZE), COMMIT_TAG]);
      const trailer = view.subarray(padEnd, end);
      if (payloadOk && padOk && firstNonZero(view, end) < 0 && isCutShort(trailer, expected)) {
        torn = { offset: pos, reason: 'the last frame commit trailer is incomplete (torn write)' };
        break;
      }
      if (trailer.subarray(TRAILER_COPY_SIZE).equals(COMMIT_TAG))
        throw damage(padEnd, 'frame commit trailer does not repeat the frame header');
      throw damage(padEnd + TRAILER_COPY_SIZE, 'frame commit tag mismatch');
    }
    // The link is the payload's checksum continuing the previous frame's: a damaged payload and a
    // frame from another journal or position both break it.
    if (!payloadOk) throw damage(payloadStart, 'frame payload checksum mismatch');
    if (!padOk) throw damage(padStart, 'frame padding is not zero');
    let record: JournalRecord;
    try {
      record = readRecord(records.window(payloadStart, padStart));
    } catch (error) {
      throw damage(payloadStart, `undecodable record: ${(error as Error).message}`);
    }
    if (flags & AT_CALL_FLAG && record.t !== 'step')
      throw damage(pos, `a '${record.t}' record is marked as committed at a step call`);
    frames.push(new DecodedFrame(file, seq, pos, length, record, view, flags));
    link = frameLink;
    seq++;
    pos = end;
  }
  if (torn && options.tornIsDamage) throw damage(torn.offset, torn.reason);
  const dataEnd = torn ? torn.offset : pos;
  const chainHead =
    header.kind === 'segment' && frames.length > 0
      ? segmentChain(view.subarray(0, dataEnd))
      : header.chain;
  return {
    file,
    header,
    frames,
    chainHead,
    link,
    nextSeq: seq,
    dataEnd,
    torn,
    size: bytes.length,
  };
}

export function decodeFileHeader(bytes: Uint8Array, file: string): FileHeader {
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
  const magicLength = Math.min(view.length, FILE_MAGIC.length);
  if (view.length === 0) throw new NotAJournalError(file, 'the file is empty');
  if (!view.subarray(0, magicLength).equals(FILE_MAGIC.subarray(0, magicLength)))
    throw new NotAJournalError(file, 'it does not start with the journal magic bytes');
  if (view.length < FILE_HEADER_SIZE)
    throw new JournalCorruptError(file, view.length, 'the file header is incomplete');
  const version = view.readUInt16LE(8);
  // Every format version keeps magic, version and this CRC where they are, so the CRC is checked
  // first: a flipped version byte is damage, a valid header with a higher version is the future.
  if (view.readUInt32LE(60) !== crc32(view.subarray(0, 60)))
    throw new JournalCorruptError(file, 60, 'file header checksum mismatch');
  if (version < 1) throw new JournalCorruptError(file, 8, `format version ${version} is invalid`);
  if (version !== FORMAT_VERSION) throw new JournalVersionError(file, version, FORMAT_VERSION);
  const kindCode = view.readUInt16LE(10);
  const kind = (Object.keys(FILE_KIND) as FileKind[]).find((k) => FILE_KIND[k] === kindCode);
  if (!kind) throw new JournalCorruptError(file, 10, `unknown file kind ${kindCode}`);
  if (view.readUInt32LE(12) !== FILE_HEADER_SIZE)
    throw new JournalCorruptError(file, 12, 'unexpected file header size');
  const seq = Number(view.readBigUInt64LE(16));
  if (!Number.isSafeInteger(seq)) throw new JournalCorruptError(file, 16, 'sequence out of range');
  return {
    version,
    kind,
    seq,
    chain: Buffer.from(view.subarray(24, 56)),
    crc: view.readUInt32LE(60),
  };
}

const ZEROS = Buffer.alloc(1 << 16);

function zeroRange(bytes: Buffer, from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (bytes[i] !== 0) return false;
  return true;
}

/** The trailer at `at` repeats the first bytes of the frame header at `header`, then the tag. */
function trailerMatches(bytes: Buffer, at: number, header: number): boolean {
  for (let i = 0; i < TRAILER_COPY_SIZE; i++) if (bytes[at + i] !== bytes[header + i]) return false;
  for (let i = 0; i < COMMIT_TAG.length; i++)
    if (bytes[at + TRAILER_COPY_SIZE + i] !== COMMIT_TAG[i]) return false;
  return true;
}

/** `trailer` is a strict prefix of `expected` followed by zeros. */
function isCutShort(trailer: Buffer, expected: Buffer): boolean {
  let written = trailer.length;
  while (written > 0 && trailer[written - 1] === 0) written--;
  return (
    written < trailer.length && trailer.subarray(0, written).equals(expected.subarray(0, written))
  );
}

/** Offset of the first non-zero byte at or after `from`, or -1. */
export function firstNonZero(bytes: Buffer, from: number): number {
  for (let at = from; at < bytes.length; at += ZEROS.length) {
    const chunk = bytes.subarray(at, Math.min(bytes.length, at + ZEROS.length));
    if (chunk.equals(ZEROS.subarray(0, chunk.length))) continue;
    for (let i = 0; i < chunk.length; i++) if (chunk[i] !== 0) return at + i;
  }
  return -1;
}
