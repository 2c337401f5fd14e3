import type { JournalRecord } from './records';

/**
 * Indexes of the records where the code received results (the resolution events), in journal
 * order:
 * - a step's first outcome: its `step` record, or its first `fail` with `last` when that came
 *   first (a later run that ran the step again handed its result back there);
 * - a goal marker's first outcome (`done` or `mfail`), for the same reason: a call in a later
 *   run that ran the body again (after a failure, or in doubt) received its outcome at that
 *   place. Only another outcome of the same marker in the same run replaces it: the code called
 *   the marker again (a retry after a failure), and that call received its outcome at its own
 *   commit, the earlier place having been passed (Replay.release).
 *
 * Runs are told apart by their `open` records. A snapshot keeps no `open` records but holds
 * resolved history (liveRecordIndexes: a marker's event and its last outcome only), so each of
 * its `snapshotRecords` records counts as a run of its own, and the records after it start a new
 * one.
 */
export function resolutionEvents(records: readonly JournalRecord[], snapshotRecords = 0): number[] {
  const event = new Uint8Array(records.length);
  const stepSeen: boolean[] = [];
  const markers = new Map<string, { index: number; run: number }>();
  let run = 0;
  let count = 0;
  for (let i = 0; i < records.length; i++) {
    const r = records[i]!;
    if (r.t === 'open' || i <= snapshotRecords) run++;
    if (r.t === 'step' || (r.t === 'fail' && r.last)) {
      if (stepSeen[r.pos]) continue;
      stepSeen[r.pos] = true;
    } else if (r.t === 'done' || r.t === 'mfail') {
      const marker = markers.get(r.name);
      if (marker && marker.run < run) {
        marker.run = run; // handed back at the marker's event, which stays
        continue;
      }
      if (marker) {
        event[marker.index] = 0;
        count--;
      }
      markers.set(r.name, { index: i, run });
    } else continue;
    event[i] = 1;
    count++;
  }
  const indexes = new Array<number>(count);
  for (let i = 0, k = 0; k < count; i++) if (event[i]) indexes[k++] = i;
  return indexes;
}
