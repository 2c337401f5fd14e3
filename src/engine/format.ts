import { sha256 } from './sha256';
import { crc32, crc32Range } from './crc32';

/**
 * Byte layout of journal files (docs/journal-format.md is the specification; keep them in step).
 *
 * File header (64 bytes): magic, version, kind, header size, first sequence number, chain value
 * before the first frame, reserved, CRC-32 of the header. Frames follow, each 16-byte aligned:
 * a 16-byte header (payload length, sequence number, link, header CRC-32), the payload, zero
 * padding to 16 bytes, and a 16-byte commit trailer (the header's first 12 bytes again + "COMT").
 * A frame counts as committed only when its trailer is present. The two top bits of the length
 * word say how the frame's result reached the code, so that replay hands it back the same way:
 * `joined`, committed by the same group commit as the frame before it (handed back together);
 * `atCall`, committed within the step() call that produced it (handed back at that call).
 */
export const FILE_MAGIC = Buffer.from([0x89, 0x4c, 0x49, 0x4c, 0x4a, 0x0d, 0x0a, 0x1a]);
export const FORMAT_VERSION = 3;
export const FILE_HEADER_SIZE = 64;
export const FRAME_HEADER_SIZE = 16;
export const FRAME_TRAILER_SIZE = 16;
/** The trailer repeats the frame header's length, sequence number and link. */
export const TRAILER_COPY_SIZE = 12;
export const COMMIT_TAG = Buffer.from('COMT', 'latin1');
/** XORed into the frame-header CRC so that a header of zeros is never valid. */
export const FRAME_HEADER_SALT = 0x4c494c46;
/** Length-word bits that hold the payload length. */
export const LENGTH_MASK = 0x3fffffff;
/** The largest payload a frame may carry (2^30 − 1 bytes; the writer refuses larger records). */
export const MAX_PAYLOAD = LENGTH_MASK;
/** Length-word bit: the frame was committed by the same group commit as the frame before it. */
export const JOINED_FLAG = 0x80000000;
/** Length-word bit: the frame was committed, alone, within the step() call that produced it. */
export const AT_CALL_FLAG = 0x40000000;

/** The group commit of each frame, numbered from 1, from the frames' flags. */
export function batchNumbers(flags: readonly number[]): number[] {
  let batch = 0;
  return flags.map((f) => (f & JOINED_FLAG ? batch : ++batch));
}

export const FILE_KIND = { segment: 1, snapshot: 2 } as const;
export type FileKind = keyof typeof FILE_KIND;

export const ZERO_CHAIN = Buffer.alloc(32);

export interface FileHeader {
  version: number;
  kind: FileKind;
  /** Segment: sequence number of its first frame. Snapshot: the last journal sequence it covers. */
  seq: number;
  /** Segment: the goal's chain value before its first frame. Snapshot: the chain head at `seq`. */
  chain: Buffer;
  /** The header's CRC-32: the link a file's first frame continues. */
  crc: number;
}

export function encodeFileHeader(kind: FileKind, seq: number, chain: Buffer): Buffer {
  const header = Buffer.alloc(FILE_HEADER_SIZE);
  FILE_MAGIC.copy(header, 0);
  header.writeUInt16LE(FORMAT_VERSION, 8);
  header.writeUInt16LE(FILE_KIND[kind], 10);
  header.writeUInt32LE(FILE_HEADER_SIZE, 12);
  header.writeBigUInt64LE(BigInt(seq), 16);
  chain.copy(header, 24, 0, 32);
  header.writeUInt32LE(crc32(header.subarray(0, 60)), 60);
  return header;
}

/** The link before a file's first frame: its header's CRC-32 (binds the frames to the header). */
export function firstLink(kind: FileKind, seq: number, chain: Buffer): number {
  return encodeFileHeader(kind, seq, chain).readUInt32LE(60);
}

export function paddedLength(payloadLength: number): number {
  return (payloadLength + 15) & ~15;
}

export function frameLength(payloadLength: number): number {
  return FRAME_HEADER_SIZE + paddedLength(payloadLength) + FRAME_TRAILER_SIZE;
}

/** CRC of a frame header's first 12 bytes (at `at` in `bytes`), salted. */
export function frameHeaderCrc(bytes: Uint8Array, at = 0): number {
  return (crc32Range(bytes, at, at + 12) ^ FRAME_HEADER_SALT) >>> 0;
}

/**
 * A frame's link: CRC-32 of its payload continuing the previous link, i.e. the CRC-32 of the file
 * header's first 60 bytes followed by every payload of the file up to this one. One pass over the
 * payload checks it and ties it to its place (a frame from elsewhere breaks it).
 */
export function nextLink(previous: number, payload: Uint8Array): number {
  return crc32(payload, previous);
}

/**
 * The chain value of a segment after its last frame: SHA-256 of the file from its first byte to
 * the end of that frame (the header holds the value before it, so the chain runs through every
 * segment). A segment without frames stands for its header's value.
 */
export function segmentChain(committed: Uint8Array): Buffer {
  return sha256(committed);
}

/**
 * One whole frame for `payload` at sequence `seq`, and the link after it. `flags`: JOINED_FLAG
 * and/or AT_CALL_FLAG.
 */
export function encodeFrame(
  seq: number,
  payload: Uint8Array,
  previousLink: number,
  flags = 0,
): { frame: Buffer; link: number } {
  const frame = Buffer.alloc(frameLength(payload.length));
  frame.set(payload, FRAME_HEADER_SIZE);
  return { frame, link: sealFrame(frame, payload.length, seq, previousLink, flags) };
}

/**
 * Completes a frame whose payload of `length` bytes is in place (at FRAME_HEADER_SIZE, padding
 * zero): writes its header and commit trailer. Returns the link after it.
 */
export function sealFrame(
  frame: Buffer,
  length: number,
  seq: number,
  previousLink: number,
  flags: number,
): number {
  const link = nextLink(
    previousLink,
    frame.subarray(FRAME_HEADER_SIZE, FRAME_HEADER_SIZE + length),
  );
  frame.writeUInt32LE((flags | length) >>> 0, 0);
  frame.writeUInt32LE(seq >>> 0, 4);
  frame.writeUInt32LE(link, 8);
  frame.writeUInt32LE(frameHeaderCrc(frame), 12);
  const trailer = frame.length - FRAME_TRAILER_SIZE;
  frame.copyWithin(trailer, 0, TRAILER_COPY_SIZE);
  frame.set(COMMIT_TAG, trailer + TRAILER_COPY_SIZE);
  return link;
}
