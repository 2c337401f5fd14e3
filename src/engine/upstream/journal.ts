import { readFileSync } from 'node:fs';
import { chainProblems, toEvent } from './chain';
import { decodeLine, FRAME_PREFIX, isTornPrefix } from './frame';
import { lineEndings, physicalLines } from './lines';
import { newProjection } from './projection';
import { isPyDict, type PyDict } from './pyjson';
import type { UpstreamEvent, UpstreamJournal, UpstreamProblem } from './types';

export type { UpstreamEvent, UpstreamJournal, UpstreamProblem, UpstreamProblemKind } from './types';
export { upstreamEventHash } from './chain';

/**
 * Reads an upstream Python engine journal (LILWAL02 frames and legacy JSON lines) without
 * modifying anything, verifies its SHA-256 event chain with Python's canonical JSON, and reports
 * every problem with its byte offset. Unlike upstream, a damaged last frame that was completely
 * written (its newline is there) is reported, never dropped as a torn tail.
 */
export function readUpstreamJournal(bytes: Uint8Array): UpstreamJournal {
  const lines = physicalLines(bytes);
  const lastIndex = lines.length - 1;
  const { projection, apply } = newProjection();
  const report: UpstreamJournal = {
    format: 'LILWAL02',
    bytes: bytes.length,
    lineEndings: lineEndings(bytes),
    frames: 0,
    legacyLines: 0,
    events: [],
    chain: { valid: false, verifiedEvents: 0, head: '' },
    tornTail: null,
    problems: [],
    projection,
    ok: false,
  };
  let previous: UpstreamEvent | null = null;
  let firstProblemSeen = false;
  const problem = (p: UpstreamProblem): void => {
    report.problems.push(p);
    firstProblemSeen = true;
  };

  lines.forEach((line, index) => {
    const decoded = decodeLine(line.bytes);
    const at = { offset: line.offset, line: line.number };
    if (!decoded.ok) {
      const where = `${decoded.damage}: ${decoded.detail}`;
      if (index === lastIndex && !line.terminated && isTornPrefix(line.bytes)) {
        report.tornTail = {
          ...at,
          length: bytes.length - line.offset,
          damage: decoded.damage,
          message: `incomplete last line (no newline), an interrupted append: ${where}`,
        };
      } else if (index === lastIndex) {
        problem({
          kind: 'damaged-last-line',
          ...at,
          damage: decoded.damage,
          message: `the last line is damaged but complete (${line.terminated ? 'its newline was written' : 'not a cut-short prefix'}), so it is corruption, not a torn write; upstream would silently drop it: ${where}`,
        });
      } else {
        problem({
          kind: 'damaged-line',
          ...at,
          damage: decoded.damage,
          message: `damaged line before the end of the journal: ${where}`,
        });
      }
      return;
    }
    if (decoded.encoding === 'frame') report.frames += 1;
    else report.legacyLines += 1;
    const value = decoded.value;
    const event = isPyDict(value)
      ? toEvent(value, at, decoded.encoding)
      : 'the record is not a JSON object';
    if (typeof event === 'string') {
      problem({ kind: 'malformed-event', ...at, message: event });
      return;
    }
    for (const p of chainProblems(event, previous, report.events[0] ?? null)) problem(p);
    const refused = apply(
      event.eventType,
      event.record.get('payload') as PyDict,
      event.seq,
      event.reason ?? '',
    );
    if (refused) problem({ kind: 'projection', ...at, seq: event.seq, message: refused });
    if (!firstProblemSeen) {
      report.chain.verifiedEvents += 1;
      report.chain.head = event.eventHash;
    }
    projection.taskId ??= event.taskId;
    report.events.push(event);
    previous = event;
  });
  report.chain.valid = !report.problems.some((p) => p.kind !== 'projection');
  report.ok = report.problems.length === 0;
  return report;
}

/** True when the bytes look like an upstream journal: a LILWAL02 frame or a chained legacy event first. */
export function isUpstreamJournal(bytes: Uint8Array): boolean {
  const first = physicalLines(bytes, 1)[0];
  if (!first) return false;
  if (Buffer.from(first.bytes.subarray(0, FRAME_PREFIX.length)).toString('latin1') === FRAME_PREFIX)
    return true;
  const decoded = decodeLine(first.bytes);
  return (
    decoded.ok &&
    isPyDict(decoded.value) &&
    decoded.value.has('event_hash') &&
    decoded.value.has('event_type')
  );
}

/** Reads a journal file (opened read-only; the file is never truncated or rewritten). */
export function readUpstreamJournalFile(path: string): UpstreamJournal {
  return readUpstreamJournal(readFileSync(path, { flag: 'r' }));
}
