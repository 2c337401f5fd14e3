import type { Finding } from '../findings';
import { notRun, type GateResult } from './types';

/** How the test command ended; running it is I/O and happens outside the gate. */
export interface TestRun {
  command: string;
  exitCode: number | null;
  signal: string | null;
  timedOut: boolean;
  timeoutSeconds: number;
  durationMs: number;
  /** The last lines of its combined output, already redacted. */
  outputTail: string;
}

export type TestEvidence =
  { state: 'off' } | { state: 'refused'; reason: string } | { state: 'ran'; run: TestRun };

/** The test-command gate: a non-zero exit, a signal or a timeout is a breaking finding. */
export function testGate(evidence: TestEvidence): GateResult {
  if (evidence.state === 'off') return notRun('test', 'no `test-command` configured');
  if (evidence.state === 'refused') return notRun('test', evidence.reason);
  const { run } = evidence;
  const seconds = (run.durationMs / 1000).toFixed(1);
  const findings: Finding[] = [];
  if (run.timedOut) {
    findings.push({
      gate: 'test',
      kind: 'test-timeout',
      severity: 'breaking',
      message: `\`${run.command}\` was stopped after the ${run.timeoutSeconds} s timeout.`,
    });
  } else if (run.exitCode !== 0) {
    const how = run.signal ? `was killed by ${run.signal}` : `exited with code ${run.exitCode}`;
    findings.push({
      gate: 'test',
      kind: 'test-failed',
      severity: 'breaking',
      message: `\`${run.command}\` ${how}.`,
    });
  }
  const ended = run.timedOut
    ? 'timed out'
    : run.signal
      ? `killed by ${run.signal}`
      : `exit ${run.exitCode}`;
  return {
    gate: 'test',
    status: 'ran',
    summary: `\`${run.command}\`: ${ended} in ${seconds} s`,
    findings,
    ...(run.outputTail
      ? { details: [{ title: 'Last lines of its output', text: run.outputTail, code: true }] }
      : {}),
  };
}
