import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { z } from 'zod';
import { KeyConfigError, loadHmacKeys } from '../bundle/keys';
import { sealRun } from '../bundle/seal';
import { signatureChangeSchema, type SignatureChange } from '../bundle/statement';
import { parseCommandArgs } from './args';
import { EXIT, UsageError } from './errors';
import type { CommandRun } from './io';

export const usage =
  'seal --goal GOAL [--runs-dir DIR] [--repo DIR] [--base REF] [--repository OWNER/NAME] [--repository-id N] [--expires-in DAYS] [--signature-changes FILE] --key-file FILE --out PATH.bundle.json';

const HELP = `Usage: lil ${usage}

Seals the goal's last finished durable run: the files that differ between --base (default: the
commit the run started from, as its journal records it) and the working tree of --repo become the
bundle's subjects; deletions are listed. Writes PATH.bundle.json (DSSE envelope, HMAC-SHA256) and
PATH.journal (the run's journal) beside it. Keys: --key-file FILE or LETITLOOP_HMAC_KEYS, one
'keyid:base64-secret' a line; every key signs. See docs/proof-bundle.md.
Exit codes: 0 sealed, 1 not sealable (unfinished run, damaged journal), 2 usage.
`;

/**
 * `lil seal`: seals a goal's finished durable run into a proof bundle (envelope + journal beside
 * it). Keys come from --key-file or LETITLOOP_HMAC_KEYS. Exit 0 sealed, 1 not sealable, 2 usage.
 */
export const run: CommandRun = async (args, io) => {
  if (args.includes('--help') || args.includes('-h')) {
    io.stdout(HELP);
    return EXIT.ok;
  }
  const { values } = parseCommandArgs(
    'seal',
    args,
    {
      goal: { type: 'string' },
      'runs-dir': { type: 'string' },
      repo: { type: 'string' },
      base: { type: 'string' },
      repository: { type: 'string' },
      'repository-id': { type: 'string' },
      'expires-in': { type: 'string' },
      'signature-changes': { type: 'string' },
      'key-file': { type: 'string' },
      out: { type: 'string' },
    },
    false,
  );
  if (!values.goal) throw new UsageError(`lil seal: --goal is required (${usage})`);
  if (!values.out) throw new UsageError('lil seal: --out PATH.bundle.json is required');
  const keys = await loadHmacKeys({ keyFile: values['key-file'], env: io.env }).catch((error) => {
    if (error instanceof KeyConfigError) throw new UsageError(`lil seal: ${error.message}`);
    throw error;
  });
  if (keys.length === 0) {
    throw new UsageError('lil seal: no key: pass --key-file FILE or set LETITLOOP_HMAC_KEYS');
  }
  const result = await sealRun({
    goalId: values.goal,
    runsDir: values['runs-dir'],
    repoDir: values.repo,
    base: values.base,
    repository: values.repository,
    repositoryId: integer(values['repository-id'], '--repository-id'),
    expiresInDays: integer(values['expires-in'], '--expires-in'),
    signatureChanges: values['signature-changes']
      ? await readSignatureChanges(resolve(io.cwd, values['signature-changes']))
      : undefined,
    keys,
    out: values.out,
    env: io.env,
    cwd: io.cwd,
  });
  const p = result.statement.predicate;
  io.stderr(
    `lil seal: sealed run ${p.run.runId} of goal '${p.run.goal}' (${p.run.status}, ${p.run.steps} steps): ` +
      `${result.statement.subject.length} file(s) changed, ${p.deleted.length} deleted since ${p.base.commit.slice(0, 12)}; ` +
      `keys ${keys.map((k) => k.keyid).join(', ')}; expires ${p.expiresAt}\n`,
  );
  io.stdout(`${result.bundlePath}\n${result.journalPath}\n`);
  return EXIT.ok;
};

function integer(text: string | undefined, flag: string): number | undefined {
  if (text === undefined) return undefined;
  if (!/^\d{1,15}$/.test(text)) throw new UsageError(`lil seal: ${flag} must be a whole number`);
  return Number(text);
}

async function readSignatureChanges(path: string): Promise<SignatureChange[]> {
  let value: unknown;
  try {
    value = JSON.parse(await readFile(path, 'utf8'));
  } catch (error) {
    throw new UsageError(
      `lil seal: --signature-changes ${path}: ${(error as Error).message.split('\n')[0]}`,
    );
  }
  const parsed = z.array(signatureChangeSchema).safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new UsageError(
      `lil seal: --signature-changes ${path}: ${issue.path.join('.') || 'value'}: ${issue.message}`,
    );
  }
  return parsed.data;
}
