import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { resolveCommit, gitText } from '../diff/git';
import {
  decodeGoalJournal,
  encodeJournalPayloads,
  EngineError,
  listJournalFiles,
  resolveRunsDir,
} from '../engine';
import { ZERO_CHAIN } from '../engine/format';
import { TOOL_NAME, TOOL_VERSION } from '../version';
import type { HmacKey } from './keys';
import { BundleError, SealError } from './reasons';
import { replayJournal } from './replay';
import { signStatement } from './sign';
import { resolveRepository } from './repository';
import {
  parseStatement,
  PREDICATE_TYPE,
  PREDICATE_VERSION,
  STATEMENT_TYPE,
  type SignatureChange,
  type Statement,
} from './statement';
import { workingTreeChanges } from './worktree';

export const BUNDLE_SUFFIX = '.bundle.json';
export const JOURNAL_SUFFIX = '.journal';
export const DEFAULT_VALIDITY_DAYS = 30;

export interface SealOptions {
  goalId: string;
  /** Folder of goal folders (default: $LETITLOOP_DIR, else `.letitloop/runs`), as durable() uses. */
  runsDir?: string;
  /** The repository whose working tree holds the run's changes (default: the current folder). */
  repoDir?: string;
  /** Commit or ref the subjects are compared against (default: the run's recorded base commit). */
  base?: string;
  keys: HmacKey[];
  /** Where the envelope goes; must end in `.bundle.json`. The journal goes beside it. */
  out: string;
  /** `owner/name`; default GITHUB_REPOSITORY, else the origin remote. */
  repository?: string;
  repositoryId?: number;
  expiresInDays?: number;
  /** Public API changes the run declares as intended. */
  signatureChanges?: SignatureChange[];
  now?: Date;
  env?: NodeJS.ProcessEnv;
  /** Relative paths (out, repoDir, runsDir) resolve against this folder (default: process.cwd()). */
  cwd?: string;
}

export interface SealResult {
  bundlePath: string;
  journalPath: string;
  statement: Statement;
}

/**
 * Seals a goal's finished durable run: the files that differ between the base and the working
 * tree become the subjects, the journal is written beside the bundle, and the statement is signed
 * with every given key. Pipelines call this as their last step; `lil seal` is the same.
 */
export async function sealRun(options: SealOptions): Promise<SealResult> {
  const env = options.env ?? process.env;
  const now = options.now ?? new Date();
  const days = options.expiresInDays ?? DEFAULT_VALIDITY_DAYS;
  if (options.keys.length === 0) throw new SealError('no HMAC key to seal with', 2);
  if (!(days > 0 && days <= 366)) throw new SealError('expiry must be 1 to 366 days', 2);
  const cwd = options.cwd ?? process.cwd();
  const out = resolve(cwd, options.out);
  if (!out.endsWith(BUNDLE_SUFFIX) || basename(out) === BUNDLE_SUFFIX) {
    throw new SealError(`--out must name a file ending in ${BUNDLE_SUFFIX}`, 2);
  }
  const journalOut = out.slice(0, -BUNDLE_SUFFIX.length) + JOURNAL_SUFFIX;
  const repoDir = resolve(cwd, options.repoDir ?? '.');
  const topLevel = await gitText(repoDir, ['rev-parse', '--show-toplevel']).catch(() => {
    throw new SealError(`${repoDir} is not inside a git repository`, 2);
  });

  const journalBytes = await bundleJournal(
    resolveRunsDir(options.runsDir, env, cwd),
    options.goalId,
  );
  const replay = replayJournal(journalBytes, basename(journalOut));
  const run = replay.run!;
  if (run.status === 'incomplete') {
    throw new SealError(
      `run ${run.runId} of goal '${options.goalId}' has not finished; seal it after it ends`,
    );
  }
  const base = await baseCommit(topLevel, options.base, run.baseCommit);
  const exclude = new Set(
    [out, journalOut]
      .map((p) => relative(topLevel, p))
      .filter((p) => !p.startsWith('..'))
      .map((p) => p.split(sep).join('/')),
  );
  const changes = await workingTreeChanges(topLevel, base, exclude);
  const repository = await resolveRepository(topLevel, {
    name: options.repository,
    id: options.repositoryId,
    env,
  });
  const statement: Statement = {
    _type: STATEMENT_TYPE,
    subject: changes.subjects,
    predicateType: PREDICATE_TYPE,
    predicate: {
      version: PREDICATE_VERSION,
      tool: { name: TOOL_NAME, version: TOOL_VERSION },
      repository,
      base: { commit: base },
      deleted: changes.deleted,
      run: {
        goal: run.goal,
        runId: run.runId,
        status: run.status,
        steps: run.committedSteps,
        startedAt: run.startedAt,
        endedAt: run.endedAt!,
      },
      journal: {
        path: basename(journalOut),
        sha256: replay.sha256,
        bytes: replay.bytes,
        frames: replay.frames,
        chainHead: replay.chainHead,
      },
      gates: run.gates,
      ...(options.signatureChanges ? { signatureChanges: options.signatureChanges } : {}),
      issuedAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + days * 86_400_000).toISOString(),
      nonce: randomBytes(16).toString('hex'),
    },
  };
  checkSealable(statement);
  const envelope = signStatement(statement, options.keys);
  await mkdir(dirname(out), { recursive: true });
  await writeAtomic(journalOut, journalBytes);
  await writeAtomic(out, Buffer.from(envelope, 'utf8'));
  return { bundlePath: out, journalPath: journalOut, statement };
}

/**
 * The goal's whole history as one segment: the committed frames of all its segments, framed anew
 * from their payloads as they were committed (sequence numbers from 1, links and chain recomputed,
 * frame flags kept).
 */
async function bundleJournal(runsDir: string, goalId: string): Promise<Buffer> {
  const goalDir = join(runsDir, goalId);
  const { files } = listJournalFiles(goalDir);
  if (files.length === 0) throw new SealError(`no journal for goal '${goalId}' in ${runsDir}`);
  if (files[0]!.kind === 'snapshot') {
    throw new SealError(
      `the journal of goal '${goalId}' was compacted (${files[0]!.name}); a proof bundle needs the whole history`,
    );
  }
  const parts = await Promise.all(
    files.map(async (f) => ({ name: f.path, bytes: await readFile(f.path) })),
  );
  try {
    const journal = decodeGoalJournal(parts);
    const payloads = journal.frames.map((f) => f.payload);
    // The bundle keeps how each frame was committed (its flags), as the goal journal records it.
    const flags = journal.frames.map((f) => f.flags);
    return encodeJournalPayloads('segment', 1, ZERO_CHAIN, payloads, flags).bytes;
  } catch (error) {
    if (error instanceof EngineError) throw new SealError(error.message.split('\n')[0]!);
    throw error;
  }
}

async function baseCommit(topLevel: string, ref: string | undefined, recorded: string | undefined) {
  if (ref !== undefined) {
    const commit = await resolveCommit(topLevel, ref);
    if (!commit) throw new SealError(`--base ${ref} is not a commit in ${topLevel}`, 2);
    return commit;
  }
  if (!recorded) {
    throw new SealError(
      'the journal records no base commit (the run was outside git?): pass --base REF',
      2,
    );
  }
  const commit = await resolveCommit(topLevel, recorded);
  if (!commit) throw new SealError(`the run's base commit ${recorded} is not in ${topLevel}`);
  return commit;
}

/** The seal never writes a bundle its own verifier would refuse (e.g. a declared hostile path). */
function checkSealable(statement: Statement): void {
  try {
    parseStatement(Buffer.from(JSON.stringify(statement), 'utf8'));
  } catch (error) {
    if (error instanceof BundleError) throw new SealError(`cannot seal: ${error.message}`, 2);
    throw error;
  }
}

async function writeAtomic(path: string, bytes: Uint8Array): Promise<void> {
  const temp = `${path}.${process.pid}.tmp`;
  await writeFile(temp, bytes, { flush: true });
  await rename(temp, path);
}
