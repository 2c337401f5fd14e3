import { gateSection, overviewTable, verdictSection } from './sections';
import { truncateMarkdown } from './markdown';
import type { Redactor } from './redact';
import type { RunReport } from './types';

/** Finds our sticky comment among the token's own comments; never shown in the rendered comment. */
export const COMMENT_MARKER = '<!-- letitloop-action:verdict -->';
/** GitHub refuses longer comment bodies (measured in the API as characters; bytes is the safe bound). */
export const MAX_COMMENT_BYTES = 65536;
const ROWS_PER_GATE = 25;

/** The PR comment: verdict first, the overview, a section per gate; redacted; at most 64 KiB. */
export function renderComment(report: RunReport, redactor: Redactor): string {
  const body = [
    verdictSection(report),
    overviewTable(report.gates),
    ...report.gates.map((g) => gateSection(g, ROWS_PER_GATE)),
  ].join('\n\n');
  const where = report.summaryUrl ? `[the job summary](${report.summaryUrl})` : 'the job summary';
  const note = `> ✂️ This comment was cut to fit GitHub's ${MAX_COMMENT_BYTES}-byte limit. The full report is in ${where}.`;
  const limit = MAX_COMMENT_BYTES - Buffer.byteLength(`\n\n${COMMENT_MARKER}`);
  return `${truncateMarkdown(redactor.redact(body), limit, note)}\n\n${COMMENT_MARKER}`;
}
