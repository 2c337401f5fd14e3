import { checkFreshness } from './freshness';
import { BundleError, type Reason } from './reasons';
import type { JournalReplay } from './replay-types';
import type { Statement } from './statement';

/**
 * Step 10: every claim of the predicate against what the journal replay established, then
 * freshness. All mismatches are reported, each with the claim named.
 */
export function checkClaims(
  statement: Statement,
  replay: JournalReplay,
  now: Date,
  clockSkewSeconds?: number,
): Reason[] {
  const reasons: Reason[] = [];
  const { journal, run } = statement.predicate;
  const mismatch = (claim: string, claimed: unknown, actual: unknown) => {
    if (JSON.stringify(claimed) !== JSON.stringify(actual)) {
      reasons.push({
        code: 'claim-mismatch',
        message: `${claim}: the bundle claims ${short(claimed)}, the journal shows ${short(actual)}`,
      });
    }
  };
  if (replay.frames < journal.frames || replay.bytes < journal.bytes) {
    // every other claim about the journal and the run follows from this one
    return [
      {
        code: 'journal-truncated',
        message: `the journal holds ${replay.frames} frames (${replay.bytes} bytes); the bundle claims ${journal.frames} (${journal.bytes} bytes)`,
      },
    ];
  }
  mismatch('journal.frames', journal.frames, replay.frames);
  mismatch('journal.bytes', journal.bytes, replay.bytes);
  mismatch('journal.sha256', journal.sha256, replay.sha256);
  mismatch('journal.chainHead', journal.chainHead, replay.chainHead);
  const actual = replay.run;
  if (!actual) {
    reasons.push({ code: 'journal-corrupt', message: 'the journal holds no run' });
  } else {
    mismatch('run.goal', run.goal, actual.goal);
    mismatch('run.runId', run.runId, actual.runId);
    mismatch('run.status', run.status, actual.status);
    mismatch('run.steps', run.steps, actual.committedSteps);
    mismatch('run.startedAt', run.startedAt, actual.startedAt);
    mismatch('run.endedAt', run.endedAt, actual.endedAt ?? null);
    mismatch('gates', statement.predicate.gates, actual.gates);
  }
  try {
    checkFreshness(statement.predicate, now, clockSkewSeconds);
  } catch (error) {
    if (!(error instanceof BundleError)) throw error;
    reasons.push(error.toReason());
  }
  return reasons;
}

function short(value: unknown): string {
  const text = JSON.stringify(value) ?? 'nothing';
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}
