import type { Finding } from '../../src/findings';
import type { GateResult } from '../../src/gate/types';
import { decideVerdict } from '../../src/gate/verdict';
import type { RunReport } from '../../src/report/types';

export function finding(extra: Partial<Finding> = {}): Finding {
  return {
    gate: 'signature',
    kind: 'param-type-changed',
    severity: 'breaking',
    file: 'src/api.ts',
    line: 3,
    symbol: 'send',
    message: 'parameter `to` changed from string to number',
    ...extra,
  };
}

export function reportOf(gates: GateResult[], extra: Partial<RunReport> = {}): RunReport {
  return {
    verdict: decideVerdict({ gates, failOn: 'breaking' }),
    gates,
    failOn: 'breaking',
    changeSet: {
      source: 'git',
      base: 'a'.repeat(40),
      head: 'b'.repeat(40),
      files: 2,
      repository: 'acme/app',
      pullNumber: 7,
    },
    summaryUrl: 'https://github.com/acme/app/actions/runs/1/attempts/1',
    artifacts: { reportPath: '/tmp/report.json' },
    notes: [],
    ...extra,
  };
}

export function gate(findings: Finding[], extra: Partial<GateResult> = {}): GateResult {
  return { gate: 'signature', status: 'ran', summary: '1 file checked', findings, ...extra };
}
