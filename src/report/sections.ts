import type { Finding } from '../findings';
import { GATE_TITLES, type GateResult } from '../gate/types';
import type { VerdictValue } from '../gate/verdict';
import { cell, codeBlock, details, inline, table } from './markdown';
import { mermaidTimeline } from './timeline';
import type { RunReport } from './types';

const VERDICT_LINE: Record<VerdictValue, string> = {
  pass: '✅ **Verdict: pass**',
  fail: '❌ **Verdict: fail**',
  'could-not-verify': '⚠️ **Verdict: could not verify**',
};

/** The verdict, first: one line, then why, then what was compared. */
export function verdictSection(report: RunReport): string {
  const { verdict, changeSet: cs } = report;
  const what = [
    cs.repository && cs.pullNumber !== undefined
      ? `${cs.repository}#${cs.pullNumber}`
      : cs.repository,
    `base \`${cs.base.slice(0, 12)}\``,
    `head \`${cs.head.slice(0, 12)}\``,
    `${cs.files} changed file${cs.files === 1 ? '' : 's'} (from ${cs.source === 'git' ? 'local git' : 'the GitHub API'})`,
    `fail-on: ${report.failOn}`,
  ].filter(Boolean);
  return [
    `## ${VERDICT_LINE[verdict.verdict]}`,
    '',
    ...verdict.reasons.map((r) => `- ${inline(r)}`),
    ...report.notes.map((n) => `- ${inline(n)}`),
    '',
    `<sub>${what.join(' · ')}</sub>`,
  ].join('\n');
}

function gateStatus(gate: GateResult): string {
  if (gate.status === 'not-run') return gate.cannotVerify ? '⚠️ not verified' : '⏭️ not run';
  const open = gate.findings.filter((f) => !f.accepted);
  if (open.some((f) => f.severity === 'breaking')) return '❌ breaking';
  if (open.some((f) => f.severity === 'warning')) return '🟡 warnings';
  return gate.cannotVerify ? '⚠️ not verified' : '✅ ok';
}

/** One row per gate: status, facts, how many findings. */
export function overviewTable(gates: GateResult[]): string {
  return table(
    ['Gate', 'Result', 'Details', 'Findings'],
    gates.map((g) => [
      GATE_TITLES[g.gate],
      gateStatus(g),
      cell(g.summary),
      String(g.findings.length),
    ]),
  );
}

const SEVERITY: Record<Finding['severity'], string> = {
  breaking: '❌ breaking',
  warning: '🟡 warning',
  info: 'ℹ️ info',
};

function findingRow(f: Finding): string[] {
  const where = f.file ? `\`${cell(f.file).replace(/`/g, "'")}\`${f.line ? `:${f.line}` : ''}` : '';
  const severity = f.accepted ? `☑️ accepted (${f.accepted.by})` : SEVERITY[f.severity];
  const message = f.accepted?.reason ? `${f.message} (${f.accepted.reason})` : f.message;
  return [severity, where, cell(f.kind), cell(f.symbol ?? ''), cell(message)];
}

/**
 * A gate's section: its findings as a table (the first `maxRows` shown, the rest collapsed),
 * then its longer details collapsed, then the replay timeline when it has one.
 */
export function gateSection(gate: GateResult, maxRows: number): string {
  const parts = [`### ${GATE_TITLES[gate.gate]}`, ''];
  if (gate.status === 'not-run') parts.push(`Not run: ${inline(gate.reason ?? 'no reason given')}`);
  if (gate.findings.length > 0) {
    const header = ['Severity', 'Where', 'Kind', 'Symbol', 'Finding'];
    const rows = gate.findings.map(findingRow);
    parts.push(table(header, rows.slice(0, maxRows)));
    if (rows.length > maxRows) {
      parts.push(
        '',
        details(`${rows.length - maxRows} more findings`, table(header, rows.slice(maxRows))),
      );
    }
  } else if (gate.status === 'ran') {
    parts.push(`No findings. ${inline(gate.summary)}`);
  }
  for (const d of gate.details ?? []) {
    parts.push('', details(inline(d.title), d.code ? codeBlock(d.text) : inline(d.text)));
  }
  if (gate.timeline && gate.timeline.length > 0) parts.push('', mermaidTimeline(gate.timeline));
  return parts.join('\n');
}

/** Where the run's files are (report, SBOM, receipt), when it wrote any. */
export function artifactsSection(report: RunReport): string {
  const rows = Object.entries({
    'JSON report': report.artifacts.reportPath,
    SBOM: report.artifacts.sbomPath,
    'Sealed receipt': report.artifacts.receiptPath,
  }).filter((e): e is [string, string] => Boolean(e[1]));
  return rows.length
    ? table(
        ['File', 'Path'],
        rows.map(([k, v]) => [k, `\`${cell(v)}\``]),
      )
    : '';
}
