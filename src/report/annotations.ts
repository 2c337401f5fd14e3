import { compareFindings, type Finding } from '../findings';
import { GATE_TITLES } from '../gate/types';
import type { Redactor } from './redact';

/** GitHub shows at most 10 error and 10 warning annotations per step and drops the rest silently. */
export const MAX_ANNOTATIONS_PER_LEVEL = 10;

export interface Annotation {
  level: 'error' | 'warning';
  message: string;
  title: string;
  file: string;
  startLine: number;
}

/**
 * The findings worth a line annotation: those with a file, most severe first (breaking → error,
 * warning → warning; accepted and informational findings stay in the summary), capped per level.
 */
export function renderAnnotations(findings: Finding[], redactor: Redactor): Annotation[] {
  const ranked = findings
    .filter((f) => f.file && !f.accepted && f.severity !== 'info')
    .sort(compareFindings);
  const out: Annotation[] = [];
  const used = { error: 0, warning: 0 };
  for (const f of ranked) {
    const level = f.severity === 'breaking' ? 'error' : 'warning';
    if (used[level] >= MAX_ANNOTATIONS_PER_LEVEL) continue;
    used[level]++;
    out.push({
      level,
      title: redactor.redact(`letitloop ${GATE_TITLES[f.gate]}: ${f.kind}`),
      message: redactor.redact(f.symbol ? `${f.symbol}: ${f.message}` : f.message),
      file: redactor.redact(f.file!),
      startLine: f.line ?? 1,
    });
  }
  return out;
}
