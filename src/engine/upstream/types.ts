import type { LineDamage } from './frame';
import type { UpstreamProjection } from './projection';
import type { PyDict } from './pyjson';

/** One decoded event of an upstream `state.wal.jsonl`. */
export interface UpstreamEvent {
  seq: number;
  timestamp: string;
  eventType: string;
  taskId: string;
  prevHash: string;
  eventHash: string;
  reason?: string;
  payload: Record<string, unknown>;
  /** Byte offset of the record's first byte (after leading whitespace) and its 1-based line. */
  offset: number;
  line: number;
  encoding: 'frame' | 'legacy';
  /** The record with Python's types kept; its canonical JSON without `event_hash` is what was hashed. */
  record: PyDict;
}

export type UpstreamProblemKind =
  /** A line before the last one does not decode (upstream refuses the whole file). */
  | 'damaged-line'
  /** The last line does not decode although its newline was written: corruption, not a torn write. */
  | 'damaged-last-line'
  | 'malformed-event'
  | 'sequence'
  | 'prev-hash'
  | 'event-hash'
  | 'task-id'
  | 'no-init'
  /** A chained event the upstream state machine refuses (illegal transition, duplicate INIT, ...). */
  | 'projection';

export interface UpstreamProblem {
  kind: UpstreamProblemKind;
  offset: number;
  line: number;
  seq?: number;
  damage?: LineDamage;
  /** One line, without the offset (that is in `offset`/`line`). */
  message: string;
}

export interface UpstreamJournal {
  format: 'LILWAL02';
  bytes: number;
  lineEndings: 'lf' | 'crlf' | 'mixed' | 'none';
  frames: number;
  legacyLines: number;
  events: UpstreamEvent[];
  chain: {
    /** Every event decodes, links to its predecessor and hashes to its `event_hash`; no damaged line. */
    valid: boolean;
    /** Leading events that come before any problem: the part of the file that can be trusted. */
    verifiedEvents: number;
    /** `event_hash` of the last trusted event ('' when there is none). */
    head: string;
  };
  /** An incomplete last line without its newline: an interrupted append, not counted as damage. */
  tornTail: null | {
    offset: number;
    line: number;
    length: number;
    damage: LineDamage;
    message: string;
  };
  problems: UpstreamProblem[];
  projection: UpstreamProjection;
  /** No problems (a torn tail alone is fine, as it is for upstream). */
  ok: boolean;
}
