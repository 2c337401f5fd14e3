import { createHash } from 'node:crypto';
import { hasLoneSurrogate, pyCanonicalJson, pyToPlain } from './pycanonical';
import { isPyDict, PyInt, type PyDict } from './pyjson';
import type { UpstreamEvent, UpstreamProblem } from './types';

const REQUIRED = [
  'seq',
  'timestamp',
  'event_type',
  'task_id',
  'prev_hash',
  'payload',
  'event_hash',
];
const STRING_FIELDS = ['timestamp', 'event_type', 'task_id', 'prev_hash', 'event_hash'];

/** The event hash upstream computes: SHA-256 of the canonical JSON of the record without `event_hash`. */
export function upstreamEventHash(record: PyDict): string {
  const core = new Map(record);
  core.delete('event_hash');
  const text = pyCanonicalJson(core);
  if (hasLoneSurrogate(text))
    throw new Error('the event holds a lone surrogate, which Python cannot encode as UTF-8');
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

export function toEvent(
  record: PyDict,
  at: { offset: number; line: number },
  encoding: 'frame' | 'legacy',
): UpstreamEvent | string {
  const missing = REQUIRED.filter((k) => !record.has(k));
  if (missing.length > 0) return `event missing fields: ${missing.join(', ')}`;
  const seq = record.get('seq');
  if (!(seq instanceof PyInt)) return 'event seq is not an integer';
  const wrong = STRING_FIELDS.filter((k) => typeof record.get(k) !== 'string');
  if (wrong.length > 0) return `event fields are not strings: ${wrong.join(', ')}`;
  const payload = record.get('payload');
  if (!isPyDict(payload)) return 'event payload is not a JSON object';
  const reason = record.get('reason');
  const str = (key: string) => record.get(key) as string;
  return {
    seq: Number(seq.value),
    timestamp: str('timestamp'),
    eventType: str('event_type'),
    taskId: str('task_id'),
    prevHash: str('prev_hash'),
    eventHash: str('event_hash'),
    ...(reason === undefined
      ? {}
      : { reason: typeof reason === 'string' ? reason : String(pyToPlain(reason)) }),
    payload: pyToPlain(payload) as Record<string, unknown>,
    ...at,
    encoding,
    record,
  };
}

export function chainProblems(
  event: UpstreamEvent,
  previous: UpstreamEvent | null,
  first: UpstreamEvent | null,
): UpstreamProblem[] {
  const at = { offset: event.offset, line: event.line, seq: event.seq };
  const out: UpstreamProblem[] = [];
  if (!first && event.eventType !== 'INIT')
    out.push({
      kind: 'no-init',
      ...at,
      message: `the journal starts with ${event.eventType}, not INIT`,
    });
  const expectedSeq = previous ? previous.seq + 1 : 1;
  if (event.seq !== expectedSeq)
    out.push({
      kind: 'sequence',
      ...at,
      message: `sequence mismatch: expected ${expectedSeq}, found ${event.seq}`,
    });
  const expectedPrev = previous ? previous.eventHash : '';
  if (event.prevHash !== expectedPrev)
    out.push({
      kind: 'prev-hash',
      ...at,
      message: `prev_hash ${short(event.prevHash)} does not match the previous event_hash ${short(expectedPrev)}`,
    });
  if (first && event.taskId !== first.taskId)
    out.push({
      kind: 'task-id',
      ...at,
      message: `task_id '${event.taskId}' differs from the journal's '${first.taskId}'`,
    });
  try {
    const actual = upstreamEventHash(event.record);
    if (actual !== event.eventHash)
      out.push({
        kind: 'event-hash',
        ...at,
        message: `event_hash ${short(event.eventHash)} does not match the content (${short(actual)}): the event was altered`,
      });
  } catch (error) {
    out.push({
      kind: 'event-hash',
      ...at,
      message: `event_hash cannot be checked: ${(error as Error).message}`,
    });
  }
  return out;
}

const short = (hash: string) => (hash === '' ? "''" : hash.slice(0, 12));
