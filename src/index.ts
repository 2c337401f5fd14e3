#!/usr/bin/env node
import { runCli } from './cli/main';
import { processIO } from './cli/io';
import { tuneJitForShortRuns } from './signature/jit';

/**
 * One program, two faces: the GitHub Action when GITHUB_ACTIONS=true and no command is given,
 * otherwise the `lil` CLI; with no command outside Actions, a dry run of the gate on this repository.
 */
async function entry(): Promise<number> {
  // Every command is a short batch run (`lil watch` mostly waits on its child).
  tuneJitForShortRuns();
  const args = process.argv.slice(2);
  if (args.length === 0) {
    if (process.env.GITHUB_ACTIONS === 'true') {
      const { runAction } = await import('./main');
      return runAction();
    }
    return runCli(['verify', '--dry-run'], processIO());
  }
  return runCli(args, processIO());
}

entry().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`lil: ${(error as Error)?.message ?? String(error)}\n`);
    process.exitCode = 1;
  },
);
