import type { FailOn } from '../config/schema';
import type { GateResult } from '../gate/types';
import type { Verdict } from '../gate/verdict';

/** Everything the renderers draw: one run's verdict, gates and where its files went. */
export interface RunReport {
  verdict: Verdict;
  gates: GateResult[];
  failOn: FailOn;
  changeSet: {
    source: 'git' | 'api';
    base: string;
    head: string;
    mergeBase?: string;
    files: number;
    expectedFiles?: number;
    incomplete?: string;
    repository?: string;
    pullNumber?: number;
  };
  /** Link to the run's job summary (the comment's truncation note points there). */
  summaryUrl?: string;
  artifacts: { reportPath?: string; sbomPath?: string; receiptPath?: string };
  /** Facts about the run itself, one line each (e.g. "the PR changes .letitloop.yml; the base version was used"). */
  notes: string[];
}
