#!/usr/bin/env node
import { runCli } from './cli/main';
import { processIO } from './cli/io';

/**
 * One program, two faces: the GitHub Action when GITHUB_ACTIONS=true and no command is given,
 * otherwise the `lil` CLI.
 */
async function entry(): Promise<number> {
  const args = process.argv.slice(2);
  if (process.env.GITHUB_ACTIONS === 'true' && args.length === 0) {
    const { runAction } = await import('./main');
    return runAction();
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
