import { gateSection, overviewTable, verdictSection } from './sections';
import { truncateMarkdown } from './markdown';
import type { Redactor } from './redact';
import type { RunReport } from './types';

const ROWS_PER_GATE = 25;

/**
 * The PR comment body (the sticky marker is added by src/github): verdict first, the overview, a
 * section per gate; redacted; cut to `maxBytes` with a note that points to the job summary.
 */
export function renderComment(report: RunReport, redactor: Redactor, maxBytes: number): string {
  const body = [
    verdictSection(report),
    overviewTable(report.gates),
    // A gate that did not run and found nothing is said in the overview; no section of its own.
    ...report.gates
      .filter((g) => g.status === 'ran' || g.findings.length > 0)
      .map((g) => gateSection(g, ROWS_PER_GATE)),
  ].join('\n\n');
  const where = report.summaryUrl ? `[the job summary](${report.summaryUrl})` : 'the job summary';
  const note = `> ✂️ This comment was cut to fit GitHub's comment size limit. The full report is in ${where}.`;
  return truncateMarkdown(redactor.redact(body), maxBytes, note);
}
