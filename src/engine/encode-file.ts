import { encodeFileHeader, encodeFrame, segmentChain, type FileKind } from './format';
import { encodeRecord, type JournalRecord } from './records';

/**
 * A whole journal file from records: the header, then one frame per record. A segment's frames
 * follow the journal from sequence `seq`, whose chain value before them is `chain`; a snapshot
 * covers the journal up to `seq`, whose chain head is `chain`, and numbers its own frames from 1.
 * `flags[i]`: the frame flags of record i (JOINED_FLAG, AT_CALL_FLAG; default none), as the
 * writer committed it.
 */
export function encodeJournalFile(
  kind: FileKind,
  seq: number,
  chain: Buffer,
  records: JournalRecord[],
  flags?: readonly number[],
): { bytes: Buffer; chainHead: Buffer; nextSeq: number } {
  return encodeJournalPayloads(kind, seq, chain, records.map(encodeRecord), flags);
}

/** The same from record payloads as they were committed (e.g. frames of other segments). */
export function encodeJournalPayloads(
  kind: FileKind,
  seq: number,
  chain: Buffer,
  payloads: Uint8Array[],
  flags?: readonly number[],
): { bytes: Buffer; chainHead: Buffer; nextSeq: number } {
  const header = encodeFileHeader(kind, seq, chain);
  const parts: Buffer[] = [header];
  let link = header.readUInt32LE(60);
  let frameSeq = kind === 'snapshot' ? 1 : seq;
  for (const [i, payload] of payloads.entries()) {
    const encoded = encodeFrame(frameSeq++, payload, link, flags?.[i] ?? 0);
    parts.push(encoded.frame);
    link = encoded.link;
  }
  const bytes = Buffer.concat(parts);
  const chainHead = kind === 'segment' && payloads.length ? segmentChain(bytes) : chain;
  return { bytes, chainHead, nextSeq: frameSeq };
}
