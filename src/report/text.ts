import { GATE_TITLES } from '../gate/types';
import type { Redactor } from './redact';
import type { RunReport } from './types';

/** The terminal rendering of `lil verify`: the verdict, one line per gate, then every finding. */
export function renderText(report: RunReport, redactor: Redactor): string {
  const { verdict } = report;
  const width = Math.max(...Object.values(GATE_TITLES).map((t) => t.length));
  const lines = [
    `verdict: ${verdict.verdict}`,
    ...verdict.reasons.map((r) => `  ${r}`),
    ...report.notes.map((n) => `  note: ${n}`),
    '',
    ...report.gates.map((g) => `  ${GATE_TITLES[g.gate].padEnd(width)}  ${g.summary}`),
  ];
  if (verdict.findings.length > 0) {
    lines.push('', 'findings:');
    for (const f of verdict.findings) {
      const where = f.file ? `${f.file}${f.line ? `:${f.line}` : ''}  ` : '';
      const severity = f.accepted ? `accepted(${f.accepted.by})` : f.severity;
      lines.push(
        `  ${severity.padEnd(9)} ${where}${f.kind}${f.symbol ? ` ${f.symbol}` : ''}: ${f.message}`,
      );
    }
  }
  return `${redactor.redact(lines.join('\n'))}\n`;
}
