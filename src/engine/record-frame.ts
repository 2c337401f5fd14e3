import type { ByteWriter } from './bytes';
import { appendEncoded } from './codec-encode';
import { FRAME_HEADER_SIZE, MAX_PAYLOAD, frameLength } from './format';
import { withRecordBytes, type JournalRecord } from './records';

/** A record with its frame: a frame-sized buffer holding the payload (`length` bytes) in place. */
export interface FramedRecord {
  record: JournalRecord;
  frame: Buffer;
  length: number;
}

/**
 * A record's frame (format.ts), payload in place and zero elsewhere, for sealFrame() to complete:
 * the writer's one copy of the payload. Throws TypeError for a malformed record, RangeError for
 * a payload larger than a frame can hold.
 */
export function encodeRecordFrame(record: JournalRecord): FramedRecord {
  return withRecordBytes(record, FRAME_HEADER_SIZE, (out) => frameOf(record, out));
}

const NO_BYTES: Uint8Array = new Uint8Array(0);

/**
 * A step record's frame with `value` encoded in place as its `v` — a value's bytes are the last
 * field of its record —, and the record, whose `v` is a view of the frame: the value is encoded
 * once and copied once. Throws UnencodableValueError (naming `subject`), RangeError.
 */
export function encodeStepFrame(
  pos: number,
  name: string,
  args: Uint8Array,
  at: number,
  us: number,
  n: number,
  value: unknown,
  subject: string,
): FramedRecord {
  const record = { t: 'step' as const, pos, name, args, at, us, n, v: NO_BYTES };
  return withRecordBytes(record, FRAME_HEADER_SIZE, (out) => {
    out.length -= 1; // the empty v's length: the value's encoding goes there
    const start = appendEncoded(out, value, subject);
    const framed = frameOf(record, out);
    record.v = framed.frame.subarray(start, FRAME_HEADER_SIZE + framed.length);
    return framed;
  });
}

/** The frame of the payload written to `out` after FRAME_HEADER_SIZE bytes: a copy. */
function frameOf(record: JournalRecord, out: ByteWriter): FramedRecord {
  const length = out.length - FRAME_HEADER_SIZE;
  if (length > MAX_PAYLOAD)
    throw new RangeError(
      `a ${record.t} record of ${length} bytes does not fit in a journal frame (at most ${MAX_PAYLOAD}): keep large data outside the journal`,
    );
  out.zeros(frameLength(length) - out.length);
  return { record, frame: Buffer.from(out.view()), length };
}
