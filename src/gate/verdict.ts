import type { FailOn } from '../config/schema';
import { compareFindings, type Finding, type Severity } from '../findings';
import type { GateResult } from './types';

export type VerdictValue = 'pass' | 'fail' | 'could-not-verify';

export interface Verdict {
  verdict: VerdictValue;
  /** One line each: why the verdict is what it is. */
  reasons: string[];
  findings: Finding[];
  counts: Record<Severity, number> & { accepted: number };
}

export interface VerdictInput {
  gates: GateResult[];
  failOn: FailOn;
  /** Set when the change set is known to be incomplete: the run fails closed. */
  incomplete?: string;
}

const FAILING: Record<FailOn, Severity[]> = {
  breaking: ['breaking'],
  warning: ['breaking', 'warning'],
  never: [],
};

/**
 * Combines the gates into one verdict. A finding that fails by the `fail-on` policy gives `fail`;
 * otherwise anything that stopped a check (an incomplete change set, a bundle without a key)
 * gives `could-not-verify`; only then `pass`. Accepted findings never fail.
 */
export function decideVerdict({ gates, failOn, incomplete }: VerdictInput): Verdict {
  const findings = gates.flatMap((g) => g.findings).sort(compareFindings);
  const counts = { breaking: 0, warning: 0, info: 0, accepted: 0 };
  for (const f of findings) {
    if (f.accepted) counts.accepted++;
    else counts[f.severity]++;
  }
  const failing = findings.filter((f) => !f.accepted && FAILING[failOn].includes(f.severity));
  const blocked = [
    ...(incomplete ? [`the change set is incomplete: ${incomplete}`] : []),
    ...gates.flatMap((g) => (g.cannotVerify ? [g.cannotVerify] : [])),
  ];
  if (failing.length > 0) {
    const bySeverity = FAILING[failOn].filter((s) => counts[s] > 0).map((s) => `${counts[s]} ${s}`);
    return {
      verdict: 'fail',
      reasons: [
        `${bySeverity.join(' and ')} finding${failing.length === 1 ? '' : 's'} (fail-on: ${failOn})`,
        ...blocked,
      ],
      findings,
      counts,
    };
  }
  if (blocked.length > 0)
    return { verdict: 'could-not-verify', reasons: blocked, findings, counts };
  const notRun = gates.filter((g) => g.status === 'not-run').map((g) => g.gate);
  return {
    verdict: 'pass',
    reasons: [
      notRun.length ? `no failing findings; not run: ${notRun.join(', ')}` : 'no failing findings',
    ],
    findings,
    counts,
  };
}
