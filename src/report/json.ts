import { TOOL_NAME, TOOL_VERSION } from '../version';
import type { Redactor } from './redact';
import type { RunReport } from './types';

/** Bumped when a field changes meaning or goes away (adding fields does not bump it). */
export const REPORT_SCHEMA = 'https://letitloop.dev/schemas/verify-report/v1';

/** The machine-readable report (output `report-path`, `lil verify --json`): every string redacted. */
export function renderJsonReport(report: RunReport, redactor: Redactor): string {
  const { verdict } = report;
  const document = {
    schema: REPORT_SCHEMA,
    tool: { name: TOOL_NAME, version: TOOL_VERSION },
    verdict: verdict.verdict,
    reasons: verdict.reasons,
    failOn: report.failOn,
    counts: verdict.counts,
    changeSet: report.changeSet,
    gates: report.gates.map((g) => ({
      gate: g.gate,
      status: g.status,
      ...(g.reason ? { reason: g.reason } : {}),
      summary: g.summary,
      findings: g.findings.length,
      ...(g.cannotVerify ? { cannotVerify: g.cannotVerify } : {}),
      ...(g.details ? { details: g.details } : {}),
      ...(g.timeline ? { timeline: g.timeline } : {}),
    })),
    findings: verdict.findings,
    notes: report.notes,
    artifacts: report.artifacts,
  };
  return `${JSON.stringify(redactor.redactDeep(document), null, 2)}\n`;
}
