import { commentBodyBudget } from '../../src/github';
import { renderAnnotations } from '../../src/report/annotations';
import { renderComment } from '../../src/report/comment';
import { renderJsonReport } from '../../src/report/json';
import { inline, truncateMarkdown } from '../../src/report/markdown';
import { Redactor } from '../../src/report/redact';
import { renderSummary, MAX_SUMMARY_BYTES } from '../../src/report/summary';
import { mermaidTimeline } from '../../src/report/timeline';
import { notRun } from '../../src/gate/types';
import { finding, gate, reportOf } from './fixtures';

const redactor = new Redactor();

describe('the PR comment', () => {
  it('puts the verdict first, then the overview, then a table per gate that ran', () => {
    const body = renderComment(
      reportOf([gate([finding()]), notRun('sbom', 'disabled')]),
      redactor,
      commentBodyBudget(),
    );
    expect(body.split('\n')[0]).toBe('## ❌ **Verdict: fail**');
    expect(body.indexOf('| Gate | Result |')).toBeGreaterThan(0);
    expect(body).toContain(
      '| ❌ breaking | `src/api.ts`:3 | param-type-changed | send | parameter `to` changed from string to number |',
    );
    expect(body).toContain('### API signatures');
    expect(body).not.toContain('### SBOM');
    expect(body).toContain('| SBOM | ⏭️ not run | disabled | 0 |');
  });

  it('collapses findings past the first 25 of a gate', () => {
    const many = Array.from({ length: 30 }, (_, i) => finding({ line: i + 1 }));
    const body = renderComment(reportOf([gate(many)]), redactor, commentBodyBudget());
    expect(body).toContain('<details><summary>5 more findings</summary>');
  });

  it('stays within the byte budget and points to the job summary when cut', () => {
    const many = Array.from({ length: 3000 }, (_, i) =>
      finding({ line: i, message: `drift ${'é'.repeat(40)} ${i}` }),
    );
    const budget = commentBodyBudget();
    const body = renderComment(reportOf([gate(many)]), redactor, budget);
    expect(Buffer.byteLength(body)).toBeLessThanOrEqual(budget);
    expect(body).toContain(
      "cut to fit GitHub's comment size limit. The full report is in [the job summary](https://github.com/acme/app/actions/runs/1/attempts/1).",
    );
    expect((body.match(/<details>/g) ?? []).length).toBe((body.match(/<\/details>/g) ?? []).length);
  });

  it('draws the replayed run as a mermaid timeline when a bundle is present', () => {
    const bundle = gate([], {
      gate: 'bundle',
      timeline: [
        { name: 'fetch: user#1', kind: 'step', status: 'ok', durationMs: 1500 },
        { name: 'notify', kind: 'marker', status: 'done' },
      ],
    });
    const body = renderComment(reportOf([bundle]), redactor, commentBodyBudget());
    expect(body).toContain(
      '```mermaid\ntimeline\n    title Replayed run\n    1. fetch user 1 : step ok 1.5 s\n    2. notify : marker done\n```',
    );
  });

  it('neutralises HTML and mentions from the PR', () => {
    expect(inline('<img src=x> @octocat | x')).toBe('&lt;img src=x&gt; @\u200boctocat | x');
    const body = renderComment(
      reportOf([gate([finding({ message: '<script>alert(1)</script> cc @admin' })])]),
      redactor,
      commentBodyBudget(),
    );
    expect(body).not.toContain('<script>');
    expect(body).not.toContain(' @admin');
  });

  it('is redacted', () => {
    const body = renderComment(
      reportOf([gate([finding({ message: 'token ghp_abcdefghijklmnopqrstuvwxyz0123456789AB' })])]),
      redactor,
      commentBodyBudget(),
    );
    expect(body).not.toContain('ghp_abcdefghijklmnopqrstuvwxyz0123456789AB');
  });
});

describe('truncation', () => {
  it('cuts on a line boundary and closes an open code fence and details', () => {
    const text = [
      '<details><summary>x</summary>',
      '```',
      ...Array.from({ length: 100 }, (_, i) => `line ${i}`),
    ].join('\n');
    const out = truncateMarkdown(text, 200, 'NOTE');
    expect(Buffer.byteLength(out)).toBeLessThanOrEqual(200);
    expect(out.endsWith('```\n</details>\n\nNOTE')).toBe(true);
    expect(truncateMarkdown('short', 200, 'NOTE')).toBe('short');
  });
});

describe('the job summary', () => {
  it('lists every finding and stays under 1 MiB', () => {
    const many = Array.from({ length: 20000 }, (_, i) =>
      finding({ line: i, message: `drift number ${i} ${'x'.repeat(60)}` }),
    );
    const summary = renderSummary(reportOf([gate(many)]), redactor);
    expect(Buffer.byteLength(summary)).toBeLessThanOrEqual(MAX_SUMMARY_BYTES);
    expect(summary).toContain('Every finding is in the JSON report (`/tmp/report.json`).');
    const small = renderSummary(reportOf([gate(many.slice(0, 40))]), redactor);
    expect(small).toContain('drift number 39');
    expect(small).not.toContain('more findings');
  });
});

describe('annotations', () => {
  it('ranks and caps them at 10 errors and 10 warnings, each with a file and line', () => {
    const findings = [
      ...Array.from({ length: 12 }, (_, i) =>
        finding({ severity: 'warning', file: `w${i}.ts`, line: undefined }),
      ),
      ...Array.from({ length: 15 }, (_, i) => finding({ file: `e${i}.ts` })),
      finding({ file: undefined }),
      finding({ severity: 'info' }),
      finding({ accepted: { by: 'bundle' } }),
    ];
    const out = renderAnnotations(findings, redactor);
    expect(out.filter((a) => a.level === 'error')).toHaveLength(10);
    expect(out.filter((a) => a.level === 'warning')).toHaveLength(10);
    expect(out[0]).toEqual({
      level: 'error',
      title: 'letitloop API signatures: param-type-changed',
      message: 'send: parameter `to` changed from string to number',
      file: 'e0.ts',
      startLine: 3,
    });
    expect(out.find((a) => a.level === 'warning')?.startLine).toBe(1);
  });
});

describe('the JSON report', () => {
  it('carries the verdict, gates and findings, every string redacted', () => {
    const report = JSON.parse(
      renderJsonReport(reportOf([gate([finding({ message: 'API_KEY=abcdef123456' })])]), redactor),
    );
    expect(report).toMatchObject({
      schema: expect.stringMatching(/verify-report\/v1$/),
      verdict: 'fail',
      counts: { breaking: 1 },
      gates: [{ gate: 'signature', findings: 1 }],
    });
    expect(report.findings[0].message).toBe('API_KEY=[REDACTED]');
  });
});

describe('the mermaid timeline', () => {
  it('says how many steps it left out', () => {
    const steps = Array.from({ length: 70 }, (_, i) => ({
      name: `s${i}`,
      kind: 'step' as const,
      status: 'ok',
    }));
    expect(mermaidTimeline(steps)).toContain('    … : 10 more steps');
  });
});
