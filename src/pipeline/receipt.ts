import { join } from 'node:path';
import type { HmacKey } from '../bundle/keys';
import { isGitRepository } from '../diff/git';

export interface ReceiptRequest {
  goalId: string;
  runsDir: string;
  /** The checkout the goal ran in: the receipt's subjects are its changes since the run began. */
  repoDir?: string;
  keys: HmacKey[];
  outDir: string;
  env: NodeJS.ProcessEnv;
}

export type Receipt = { path: string } | { skipped: string };

/**
 * Seals the journal of the action's own run as a receipt (a proof bundle `lil replay` verifies),
 * when there is a key and a checkout to anchor it to. Failing to seal is reported, never fatal:
 * the verdict stands on its own.
 */
export async function sealReceipt(request: ReceiptRequest): Promise<Receipt> {
  if (request.keys.length === 0) return { skipped: 'no HMAC key (`hmac-keys`) to seal it with' };
  if (request.repoDir === undefined || !(await isGitRepository(request.repoDir))) {
    return { skipped: 'no checkout to anchor it to' };
  }
  const { sealRun } = await import('../bundle/seal');
  try {
    const sealed = await sealRun({
      goalId: request.goalId,
      runsDir: request.runsDir,
      repoDir: request.repoDir,
      keys: request.keys,
      out: join(request.outDir, 'receipt.bundle.json'),
      env: request.env,
      cwd: request.repoDir,
    });
    return { path: sealed.bundlePath };
  } catch (error) {
    return { skipped: `sealing failed: ${String((error as Error).message).split('\n')[0]}` };
  }
}
