import type { Finding, GateName } from '../findings';

/** What one gate concluded. A gate that could not look is `not-run` with the reason, never a pass. */
export interface GateResult {
  gate: GateName;
  status: 'ran' | 'not-run';
  /** Why the gate did not run (status `not-run`). */
  reason?: string;
  /** One line of facts for the gate's table row, e.g. `14 files checked`. */
  summary: string;
  findings: Finding[];
  /** Set when this gate makes the whole verdict `could-not-verify` (e.g. a bundle but no key). */
  cannotVerify?: string;
  /** Longer text shown collapsed under the gate's table (e.g. the test output's tail). */
  details?: { title: string; text: string; code?: boolean }[];
  /** The replayed run's steps, in order (bundle gate only): drawn as a timeline. */
  timeline?: ReplayedStep[];
}

/** One step of a sealed run as the bundle verifier replayed it. */
export interface ReplayedStep {
  name: string;
  kind: 'step' | 'marker';
  /** e.g. `ok`, `failed`, `in-doubt`. */
  status: string;
  /** ISO time the step committed, when the journal recorded it. */
  at?: string;
  durationMs?: number;
}

export const GATE_TITLES: Record<GateName, string> = {
  signature: 'API signatures',
  bundle: 'Proof bundle',
  scope: 'Scope fence',
  sbom: 'SBOM',
  test: 'Test command',
};

export function notRun(gate: GateName, reason: string): GateResult {
  return { gate, status: 'not-run', reason, summary: reason, findings: [] };
}

/** Files counted in a summary line: `1 file`, `3 files`. */
export function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}
