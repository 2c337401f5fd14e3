import type { ReplayedStep } from '../gate/types';
import { codeBlock } from './markdown';

const MAX_STEPS = 60;

/** A mermaid timeline of the replayed run's steps, in journal order. */
export function mermaidTimeline(steps: ReplayedStep[], title = 'Replayed run'): string {
  const shown = steps.slice(0, MAX_STEPS);
  const lines = ['timeline', `    title ${label(title)}`];
  shown.forEach((step, i) => {
    const took = step.durationMs !== undefined ? ` ${formatMs(step.durationMs)}` : '';
    lines.push(`    ${i + 1}. ${label(step.name)} : ${step.kind} ${label(step.status)}${took}`);
  });
  if (steps.length > shown.length) lines.push(`    … : ${steps.length - shown.length} more steps`);
  return codeBlock(lines.join('\n'), 'mermaid');
}

/** Mermaid timeline syntax reserves `:`, `#` and `;`; names come from the journal, so strip them. */
function label(text: string): string {
  return (
    text
      .replace(/[:#;`\r\n<>]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 80) || '(unnamed)'
  );
}

function formatMs(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
}
