import { encodeFileHeader, encodeFrame, segmentChain, type FileKind } from './format';
import { encodeRecord, type JournalRecord } from './records';

/**
 * A whole journal file from records: the header, then one frame per record. A segment's frames
 * follow the journal from sequence `seq`, whose chain value before them is `chain`; a snapshot
 * covers the journal up to `seq`, whose chain head is `chain`, and numbers its own frames from 1.
 * `joined[i]`: record i was committed by the same group commit as record i − 1 (default: none).
 */
export function encodeJournalFile(
  kind: FileKind,
  seq: number,
  chain: Buffer,
  records: JournalRecord[],
  joined?: readonly boolean[],
): { bytes: Buffer; chainHead: Buffer; nextSeq: number } {
  return encodeJournalPayloads(kind, seq, chain, records.map(encodeRecord), joined);
}

/** The same from record payloads as they were committed (e.g. frames of other segments). */
export function encodeJournalPayloads(
  kind: FileKind,
  seq: number,
  chain: Buffer,
  payloads: Uint8Array[],
  joined?: readonly boolean[],
): { bytes: Buffer; chainHead: Buffer; nextSeq: number } {
  const header = encodeFileHeader(kind, seq, chain);
  const parts: Buffer[] = [header];
  let link = header.readUInt32LE(60);
  let frameSeq = kind === 'snapshot' ? 1 : seq;
  for (const [i, payload] of payloads.entries()) {
    const encoded = encodeFrame(frameSeq++, payload, link, i > 0 && joined?.[i] === true);
    parts.push(encoded.frame);
    link = encoded.link;
  }
  const bytes = Buffer.concat(parts);
  const chainHead = kind === 'segment' && payloads.length ? segmentChain(bytes) : chain;
  return { bytes, chainHead, nextSeq: frameSeq };
}
