import { artifactsSection, gateSection, overviewTable, verdictSection } from './sections';
import { truncateMarkdown } from './markdown';
import type { Redactor } from './redact';
import type { RunReport } from './types';

/** The job summary: everything, every finding; redacted; at most 1 MiB. */
export const MAX_SUMMARY_BYTES = 1024 * 1024;

export function renderSummary(report: RunReport, redactor: Redactor): string {
  const body = [
    `# letitloop verify`,
    verdictSection(report),
    overviewTable(report.gates),
    ...report.gates.map((g) => gateSection(g, Number.POSITIVE_INFINITY)),
    artifactsSection(report),
  ]
    .filter(Boolean)
    .join('\n\n');
  const where = report.artifacts.reportPath
    ? `the JSON report (\`${report.artifacts.reportPath}\`)`
    : 'the JSON report';
  const note = `> ✂️ This summary was cut to GitHub's 1 MiB limit. Every finding is in ${where}.`;
  return truncateMarkdown(redactor.redact(body), MAX_SUMMARY_BYTES - 1024, note);
}
