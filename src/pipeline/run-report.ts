import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Redactor } from '../report/redact';
import type { RunReport } from '../report/types';
import type { Verification } from './verify';

/** The renderers' view of a verification. */
export function toRunReport(
  v: Verification,
  extra: Pick<RunReport, 'summaryUrl' | 'artifacts'> & { notes?: string[] },
): RunReport {
  const cs = v.changeSet;
  return {
    verdict: v.verdict,
    gates: v.gates,
    failOn: v.config.failOn,
    changeSet: {
      source: cs.source,
      base: cs.base,
      head: cs.head,
      ...(cs.mergeBase ? { mergeBase: cs.mergeBase } : {}),
      files: cs.files.length,
      ...(cs.expectedFiles !== undefined ? { expectedFiles: cs.expectedFiles } : {}),
      ...(cs.incomplete ? { incomplete: cs.incomplete } : {}),
      ...(cs.repository ? { repository: `${cs.repository.owner}/${cs.repository.name}` } : {}),
      ...(cs.pullNumber !== undefined ? { pullNumber: cs.pullNumber } : {}),
    },
    ...(extra.summaryUrl ? { summaryUrl: extra.summaryUrl } : {}),
    artifacts: extra.artifacts,
    notes: [...v.notes, ...(extra.notes ?? [])],
  };
}

/** Writes the SBOM into `outDir`, redacted like every other text (a lockfile URL can carry a token). */
export async function writeSbom(
  outDir: string,
  v: Verification,
  redactor: Redactor,
): Promise<string | undefined> {
  if (!v.sbom) return undefined;
  await mkdir(outDir, { recursive: true });
  const path = join(outDir, `sbom.cdx.${v.sbom.extension}`);
  await writeFile(path, redactor.redact(v.sbom.text));
  return path;
}

/** The verification without file contents: what the goal journals and returns. */
export function withoutContents(v: Verification): Verification {
  const files = v.changeSet.files.map(({ baseContent: _b, headContent: _h, ...rest }) => rest);
  return { ...v, changeSet: { ...v.changeSet, files } };
}
