import { encodeFileHeader, encodeFrame, ZERO_CHAIN, type FileKind } from './format';
import { encodeRecord, type JournalRecord } from './records';

/**
 * A whole journal file from records: the header, then one frame per record. A segment's frames
 * continue `chain` from sequence `seq`; a snapshot covers the journal up to `seq`, whose chain
 * head is `chain`, and chains its own frames from zero.
 */
export function encodeJournalFile(
  kind: FileKind,
  seq: number,
  chain: Buffer,
  records: JournalRecord[],
): { bytes: Buffer; chainHead: Buffer; nextSeq: number } {
  const parts: Buffer[] = [encodeFileHeader(kind, seq, chain)];
  let frameChain = kind === 'snapshot' ? ZERO_CHAIN : chain;
  let frameSeq = kind === 'snapshot' ? 1 : seq;
  for (const record of records) {
    const { frame, chain: next } = encodeFrame(frameSeq++, encodeRecord(record), frameChain);
    parts.push(frame);
    frameChain = next;
  }
  return { bytes: Buffer.concat(parts), chainHead: frameChain, nextSeq: frameSeq };
}
